import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateField, type FieldFormController } from '../../../fields';
import type { DetailsSource } from './details-calls';
import { textValuesOf } from './journey-data';
import { isReadBack, placesHeld, postalChanges, postalClears, postalFillOf, readBackLine } from './postal-fill';
import { useLoaded } from './use-loaded';
import { LoadProblem } from '../../ui/feedback';
import { useFocusAfterRender } from '../../ui/use-focus-after-render';

/** What an address form draws for its postal code: the fields it does not ask, and what shows after the code. */
export interface PostalFill {
  readonly hidden: readonly string[];
  readonly after: Readonly<Record<string, ReactNode>>;
}

/**
 * The address asks only what the postal code does not fill (issue 46): a whole, valid code is looked up at the
 * gateway (the sandbox plays the postal service); a known one fills province, city, district and area where they
 * are empty or were filled by an earlier code, and shows them as one read-back line with Change instead of boxes.
 * An unknown code empties what an earlier code filled (not what was typed) and leaves the boxes to type; a lookup
 * that failed leaves them as they are, with Try again. Nothing typed is lost.
 */
export function usePostalFill(form: FieldFormController, options: { readonly source: DetailsSource; readonly country: string; readonly idPrefix: string; readonly enabled: boolean }): PostalFill {
  const { source, country, idPrefix } = options;
  const values = textValuesOf(form.state.values);
  const postalField = form.fields.find((f) => f.name === 'postalCode');
  const typed = values.postalCode ?? '';
  const code = options.enabled && postalField && typed !== '' && validateField(postalField, typed, form.ruleContext) === null ? typed : null;
  // Worked out before the lookup's callback: handed to a function after it, the values counted as changed after the
  // memo, and the React compiler skipped this hook.
  const placesInForm = placesHeld(values, form.fields.map((f) => f.name));
  // The code the form came with (a reloaded step's): its places were filled by it. A code typed since is another's.
  const [codeOnArrival] = useState(code);
  const intl = useIntl();
  const language = intl.locale.startsWith('ur') ? 'ur' : 'en';
  const look = useCallback(async () => (code ? source.lookupPostalCode(country, code) : null), [source, country, code]);
  // Read again on a language switch (the gateway words the place names in the reader's language, as plan names).
  const [found, retry] = useLoaded(code ? look : undefined, `postal:${country}:${code ?? ''}:${language}`);
  // What the last known code filled (only effects read it): a later code may replace those values, not the customer's.
  const filled = useRef<{ code: string | null; values: Record<string, string> }>({ code: null, values: {} });
  // The answer the customer pressed Change on: its fields stay boxes until another answer comes (another code typed,
  // or this one typed again).
  const [changing, setChanging] = useState<unknown>(null);
  const focusAfterRender = useFocusAfterRender();
  const names = form.fields.map((f) => f.name);
  const fill = found.status === 'ready' && found.value ? postalFillOf(found.value.places, names) : null;

  useEffect(() => {
    // A language switch reads the same code again: what it filled stays (the places are the same, in English).
    if (!code || found.status !== 'ready' || filled.current.code === code) return;
    const changes = fill ? postalChanges(values, fill, filled.current.values) : postalClears(values, filled.current.values);
    for (const [name, value] of Object.entries(changes)) form.change(name, value);
    filled.current = { code, values: fill ?? {} };
    // Runs when an answer for a new code arrives; the form's values are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, found]);

  const readBack = code !== null && fill !== null && changing !== found && isReadBack(values, fill);
  // While a code is looked up with its places already in the form (the step reloaded, or the language switched), they
  // stay read back rather than turn into boxes until the answer: shown, they were then taken away, and the fields under
  // them moved up 210 px (CLS 0.094 at 390 px, issue 47). Their line reads what the form holds until the answer words
  // it; an answer that does not match shows the boxes again. A code typed since is looked up with the boxes shown: the
  // places held then would be the last code's, read back as this one's.
  const heldFill = code !== null && code === codeOnArrival && (found.status === 'idle' || found.status === 'loading') && changing === null ? placesInForm : null;
  const held = heldFill !== null;
  const hidden = readBack && fill ? Object.keys(fill) : heldFill ? Object.keys(heldFill) : [];
  const change = () => {
    setChanging(found);
    const first = form.fields.find((f) => hidden.includes(f.name));
    // The keyboard goes on in the first box that was read back.
    if (first) focusAfterRender(`${idPrefix}-${first.name}`);
  };
  const after = (
    <PostalStatus
      idPrefix={idPrefix}
      state={code === null ? 'none' : held ? 'read-back' : found.status === 'ready' ? (readBack ? 'read-back' : found.value ? 'typed' : 'unknown') : found.status === 'failed' ? 'failed' : 'looking'}
      line={readBackLine(heldFill ?? (fill && found.status === 'ready' && found.value ? fill : {}), found.status === 'ready' && found.value ? found.value.names : {}, language === 'ur' ? '، ' : ', ')}
      language={language}
      onChange={change}
      onRetry={retry}
    />
  );
  return { hidden, after: { postalCode: after } };
}

/** The line under the postal code: looking it up, what it filled (with Change), unknown, or a lookup that failed. */
function PostalStatus(props: { idPrefix: string; state: 'none' | 'looking' | 'read-back' | 'typed' | 'unknown' | 'failed'; line: string; language: string; onChange: () => void; onRetry: () => void }) {
  const intl = useIntl();
  const id = `${props.idPrefix}-postal-status`;
  if (props.state === 'failed') {
    return (
      <div id={id} className="postal-status" data-testid={id} data-state="failed">
        <LoadProblem messageId="details_postal_failed" retryId="details_retry" onRetry={props.onRetry} />
      </div>
    );
  }
  return (
    // One polite region: what the code filled (or that it is unknown) is read out once it is known.
    <div id={id} role="status" className="postal-status" data-testid={id} data-state={props.state}>
      {props.state === 'looking' && <FormattedMessage id="details_postal_looking" />}
      {props.state === 'unknown' && <FormattedMessage id="details_postal_unknown" />}
      {props.state === 'read-back' && (
        <p className="postal-read-back">
          <span className="postal-read-back__label">
            <FormattedMessage id="details_postal_found" />
          </span>{' '}
          {/* Place names in the reader's language as the gateway words them (the fields keep the postal service's English). */}
          <span lang={props.language} className="postal-read-back__places">
            {props.line}
          </span>{' '}
          <button type="button" className="link-button" onClick={props.onChange} aria-label={intl.formatMessage({ id: 'details_postal_change_label' }, { places: props.line })}>
            <FormattedMessage id="details_postal_change" />
          </button>
        </p>
      )}
    </div>
  );
}
