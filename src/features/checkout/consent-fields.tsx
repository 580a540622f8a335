import { FormattedMessage } from 'react-intl';
import { DocumentLink } from '../../shell/document-link';

/** The two SPEC §3 consent checkboxes (Terms of use, Privacy policy); the error is announced and tied to both. */
export function ConsentFields({ terms, privacy, showError, onChange }: {
  terms: boolean;
  privacy: boolean;
  showError: boolean;
  onChange: (next: { terms: boolean; privacy: boolean }) => void;
}) {
  const describedBy = showError ? { 'aria-describedby': 'consent-error' } : {};
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="consent_legend" />
      </legend>
      <label>
        <input id="consent-terms" type="checkbox" checked={terms} aria-invalid={showError && !terms} {...describedBy} onChange={(e) => onChange({ terms: e.target.checked, privacy })} />{' '}
        <FormattedMessage id="consent_terms" />
      </label>
      <DocumentLink doc="terms" />
      <label>
        <input type="checkbox" checked={privacy} aria-invalid={showError && !privacy} {...describedBy} onChange={(e) => onChange({ terms, privacy: e.target.checked })} />{' '}
        <FormattedMessage id="consent_privacy" />
      </label>
      <DocumentLink doc="privacy" />
      <div aria-live="assertive">
        {showError && (
          <p id="consent-error" className="field-error">
            <FormattedMessage id="consent_required" />
          </p>
        )}
      </div>
    </fieldset>
  );
}
