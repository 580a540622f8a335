import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { FieldForm, useFieldForm, type FieldSpec, type ZipSuggestion } from '../../../fields';
import type { DetailsSettings } from '../details';
import { textValuesOf } from '../details';
import { Outcome } from './account-parts';
import { codeErrorMessage } from './code-errors';
import { useKeepOnSessionEnd, useKeptDraft } from '../../auth/kept-drafts';
import type { AccountFormWork } from './use-account-details';

export interface AccountFieldFormProps {
  /** The page's path: where typed values are kept if the session ends mid-form. */
  readonly path: string;
  readonly fields: readonly FieldSpec[];
  readonly initialValues: Record<string, string>;
  readonly settings: DetailsSettings;
  readonly suggestZip?: (typed: string) => readonly ZipSuggestion[];
  readonly idPrefix: string;
  readonly saveLabelId: string;
  /** Asks the page's journey (journeys/account-details.json) to save the values. */
  readonly onSave: (values: Record<string, string>) => void;
  /** How the journey's save stands: a refusal keeps the form filled in and says why. */
  readonly work: AccountFormWork;
}

/**
 * The purchase's field renderer over the server's field config, for correcting account data: same rules and
 * messages as the purchase, prefilled, saved by the page's journey in one call. A failed save keeps everything
 * typed; a session that ended keeps it in memory through the sign-in and hands it back here.
 */
export function AccountFieldForm(props: AccountFieldFormProps) {
  // What was typed here before the session ended, handed back; what is typed now is kept if it ends on this page.
  const draft = useKeptDraft<Record<string, string>>(props.path);
  const [initial] = useState(() => ({ ...props.initialValues, ...(draft ?? {}) }));
  const form = useFieldForm({ fields: props.fields, initialValues: initial, countryCode: props.settings.countryCode, internationalCode: props.settings.internationalCode, timeZone: props.settings.timeZone });
  const values = textValuesOf(form.state.values);
  useKeepOnSessionEnd(props.path, values);
  const { saving, saved, sessionEnded, errorCode } = props.work;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving || !form.submit()) return;
    props.onSave(values);
  };
  const failed = errorCode && !sessionEnded ? codeErrorMessage(errorCode) : null;

  return (
    <form className="card stack details__form" noValidate onSubmit={submit} aria-busy={saving}>
      <FieldForm form={form} idPrefix={props.idPrefix} {...(props.suggestZip ? { suggestZip: props.suggestZip } : {})} />
      <div aria-live="polite">{saved && <Outcome kind="success" messageId="details_saved" />}</div>
      {failed && <Outcome kind="danger" messageId={failed === 'something_wrong' ? 'save_failed_kept' : failed} />}
      <div className="account-actions">
        <button type="submit" disabled={saving}>
          <FormattedMessage id={saving ? 'saving' : props.saveLabelId} />
        </button>
      </div>
    </form>
  );
}
