import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { FieldForm, useFieldForm, type FieldSpec, type ZipSuggestion } from '../../../fields';
import type { DetailsSettings } from '../details/details-source';
import { textValuesOf } from '../details/journey-data';
import { Outcome } from './account-parts';
import { codeErrorMessage } from './code-errors';
import { currentPage, keepForSignIn, takeDraft } from './kept-drafts';

export interface AccountFieldFormProps {
  /** The page's path: where typed values are kept if the session ends mid-form. */
  readonly path: string;
  readonly fields: readonly FieldSpec[];
  readonly initialValues: Record<string, string>;
  readonly settings: DetailsSettings;
  readonly suggestZip?: (typed: string) => readonly ZipSuggestion[];
  readonly idPrefix: string;
  readonly saveLabelId: string;
  /** Saves the values; a rejection keeps the form filled in and says why. */
  readonly onSave: (values: Record<string, string>) => Promise<unknown>;
}

/**
 * The purchase's field renderer over the server's field config, for correcting account data: same rules and
 * messages as the purchase, prefilled, saved in one call. A failed save keeps everything typed; a session that
 * ended keeps it in memory through the sign-in and hands it back here.
 */
export function AccountFieldForm(props: AccountFieldFormProps) {
  const [, navigate] = useLocation();
  const [initial] = useState(() => ({ ...props.initialValues, ...(takeDraft<Record<string, string>>(props.path) ?? {}) }));
  const form = useFieldForm({ fields: props.fields, initialValues: initial, countryCode: props.settings.countryCode, internationalCode: props.settings.internationalCode, timeZone: props.settings.timeZone });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  const inFlight = useRef(false);
  const values = textValuesOf(form.state.values);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || !form.submit()) return;
    inFlight.current = true;
    const here = currentPage();
    setStatus('saving');
    try {
      await props.onSave(values);
      setStatus('saved');
    } catch (error) {
      if (keepForSignIn(error, values, here, (to) => navigate(to, { replace: true }))) return;
      const code = (error as { code?: unknown }).code;
      const id = codeErrorMessage(code);
      setStatus({ failed: id === 'something_wrong' ? 'save_failed_kept' : id });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form className="card stack details__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={status === 'saving'}>
      <FieldForm form={form} idPrefix={props.idPrefix} {...(props.suggestZip ? { suggestZip: props.suggestZip } : {})} />
      <div aria-live="polite">{status === 'saved' && <Outcome kind="success" messageId="details_saved" />}</div>
      {typeof status === 'object' && <Outcome kind="danger" messageId={status.failed} />}
      <div className="account-actions">
        <button type="submit" disabled={status === 'saving'}>
          <FormattedMessage id={status === 'saving' ? 'saving' : props.saveLabelId} />
        </button>
      </div>
    </form>
  );
}
