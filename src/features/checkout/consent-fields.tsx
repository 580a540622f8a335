import { FormattedMessage } from 'react-intl';
import { DocumentLink } from '../../shell/document-link';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';

/** The two SPEC §3 consent checkboxes (Terms of use, Privacy policy); the error is announced and tied to both. */
export function ConsentFields({ terms, privacy, showError, onChange }: {
  terms: boolean;
  privacy: boolean;
  showError: boolean;
  onChange: (next: { terms: boolean; privacy: boolean }) => void;
}) {
  const describedBy = showError ? { 'aria-describedby': 'consent-error' } : {};
  return (
    <ChoiceCards
      className="consent-fields"
      legend={<FormattedMessage id="consent_legend" />}
      error={showError && 'consent_required'}
      errorId="consent-error"
    >
      {/* Each document's link under its tick, outside the card: a link is never inside a checkbox's label. */}
      <ChoiceCard type="checkbox" id="consent-terms" checked={terms} aria-invalid={showError && !terms} {...describedBy} onChange={(on) => onChange({ terms: on, privacy })} label={<FormattedMessage id="consent_terms" />} />
      <DocumentLink doc="terms" />
      <ChoiceCard type="checkbox" checked={privacy} aria-invalid={showError && !privacy} {...describedBy} onChange={(on) => onChange({ terms, privacy: on })} label={<FormattedMessage id="consent_privacy" />} />
      <DocumentLink doc="privacy" />
    </ChoiceCards>
  );
}
