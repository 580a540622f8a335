import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardErrors, cardView, formatExpiry, type CardErrors, type CardField, type CardValues } from './card-entry';
import { TextField } from '../../ui/text-field';
import { MessageText } from '../../ui/message-text';
import { Checkbox } from '../../ui/checkbox';

const FIELDS: readonly CardField[] = ['number', 'expiry', 'securityCode', 'holderName'];
const boxId = (field: CardField) => `card-${field}`;

/**
 * Card entry (SPEC §3/§5): brand by prefix, grouping, the brand's security-code name and length, Luhn. The
 * card details stay in the browser: the customer confirms on the payment provider's page (the sandbox here).
 */
export function CardForm({ busy, payLabel, onPay, noteId = 'card_note', initial, offerSave = false }: {
  busy: boolean; payLabel: string; onPay: (card: CardValues, save: boolean) => void; noteId?: string; initial?: Partial<CardValues>;
  /** Offers "Save this card" (a signed-in customer's payment: issue 44 part 5); unticked until they tick it. */
  offerSave?: boolean;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', securityCode: '', holderName: '', ...initial });
  const [save, setSave] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [tried, setTried] = useState(false);
  const card = cardView(values.number);

  const set = (field: CardField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(cardErrors(next, new Date()));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = cardErrors(values, new Date());
    setErrors(found);
    setTried(true);
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(boxId(first))?.focus();
    else onPay(values, offerSave && save);
  };
  const count = FIELDS.filter((f) => errors[f]).length;
  /** What each card box shares: its id (the first with an error takes the focus) and its error. */
  const box = (field: CardField) => ({ id: boxId(field), error: errors[field] });
  const codeValues = { name: card.securityName, length: card.securityLength };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="card-heading">
      <h2 id="card-heading">
        <FormattedMessage id="method_CARD" />
      </h2>
      <div aria-live="assertive">
        {count > 0 && (
          <MessageText id="errors_summary" values={{ count }} role="alert" className="field-error" />
        )}
      </div>
      <TextField
        {...box('number')}
        dir="ltr"
        label={<FormattedMessage id="card_number" />}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.formatted}
        onChange={(e) => set('number', cardView(e.target.value).digits)}
        hints={[{ id: 'card-brand', live: true, describes: Boolean(card.brand), text: card.brand && <FormattedMessage id="card_brand_detected" values={{ brand: intl.formatMessage({ id: `brand_${card.brand}` }) }} /> }]}
      />
      <TextField
        {...box('expiry')}
        dir="ltr"
        label={<FormattedMessage id="card_expiry" />}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
        value={values.expiry}
        onChange={(e) => set('expiry', formatExpiry(e.target.value, values.expiry))}
      />
      <TextField
        {...box('securityCode')}
        dir="ltr"
        label={<FormattedMessage id="card_security" values={codeValues} />}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={card.securityLength}
        value={values.securityCode}
        onChange={(e) => set('securityCode', e.target.value.replace(/\D/g, '').slice(0, card.securityLength))}
        hints={[{ id: 'card-security-hint', text: <FormattedMessage id="card_security_hint" values={codeValues} /> }]}
        errorValues={codeValues}
      />
      <TextField
        {...box('holderName')}
        label={<FormattedMessage id="card_holder" />}
        autoComplete="cc-name"
        maxLength={100}
        value={values.holderName}
        onChange={(e) => set('holderName', e.target.value)}
      />
      {offerSave && (
        <Checkbox id="card-save" name="save-card" checked={save} onChange={setSave} label={<FormattedMessage id="card_save_for_next" />} hint={<FormattedMessage id="card_save_for_next_hint" />} />
      )}
      <MessageText id={noteId} className="hint" />
      <button type="submit" className="primary" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}
