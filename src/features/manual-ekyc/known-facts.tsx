import { FormattedMessage } from 'react-intl';
import { DOCUMENT_TYPE_FIELD, NATIONALITY_FIELD, formatCnic } from '../../../fields';
import { CONTACT_NUMBER_FIELD, DOCUMENT_ID_FIELD, POSTAL_CODE_FIELD } from './ekyc-prefill';
import { verbatim } from '../../i18n/literal-messages';
import { Fact } from '../../ui/message-text';

/** Label ids of the facts the summary can show, in reading order. */
const FACTS: ReadonlyArray<readonly [string, string]> = [
  [DOCUMENT_TYPE_FIELD, 'ekyc_id_type'],
  [DOCUMENT_ID_FIELD, 'ekyc_known_document_id'],
  [NATIONALITY_FIELD, 'ekyc_nationality'],
  [CONTACT_NUMBER_FIELD, 'ekyc_known_contact'],
  [POSTAL_CODE_FIELD, 'ekyc_known_postal'],
];

function shown(name: string, value: string): string {
  if (name === DOCUMENT_ID_FIELD) return formatCnic(value);
  if (name === CONTACT_NUMBER_FIELD) {
    const local = value.replace(/\D/g, '').replace(/^(?:92(?=\d{10}$)|0)/, '');
    return /^\d{10}$/.test(local) ? `+92 ${local.slice(0, 3)} ${local.slice(3)}` : value;
  }
  return value;
}

/**
 * What the eKYC already knows from personal details and the address (or, in a SIM replacement, the account), shown instead of asking again, with one button that
 * brings the fields back when something must change (the change then goes to the order too).
 */
export function KnownFacts({ known, hidden, onChange }: { known: Readonly<Record<string, string>>; hidden: ReadonlySet<string>; onChange: () => void }) {
  const facts = FACTS.filter(([name]) => hidden.has(name) && known[name]);
  if (!facts.length) return null;
  return (
    <section className="card manual-ekyc__known" aria-labelledby="ekyc-known-title">
      <h2 id="ekyc-known-title">
        <FormattedMessage id="ekyc_known_title" />
      </h2>
      <dl>
        {facts.map(([name, labelId]) => (
          <div key={name}>
            <Fact labelId={labelId}>
              {name === DOCUMENT_TYPE_FIELD ? (
                <FormattedMessage id={`document_type_${known[name] ?? ''}`} />
              ) : name === NATIONALITY_FIELD ? (
                // The nationality list names each in English; the shell's texts name it in the reader's language.
                <FormattedMessage id={known[name] ?? ''} defaultMessage={verbatim(known[name] ?? '')} />
              ) : (
                <bdi dir="ltr">{shown(name, known[name] ?? '')}</bdi>
              )}
            </Fact>
          </div>
        ))}
      </dl>
      <button type="button" className="secondary" onClick={onChange}>
        <FormattedMessage id="ekyc_known_change" />
      </button>
    </section>
  );
}
