import { memo, useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardErrors, cardView, formatExpiry, type CardErrors, type CardField, type CardValues } from './card-entry';
import type { CardBrand } from '../../../fields/rules/card-rules';
import { TextField } from '../../ui/text-field';
import { MessageText } from '../../ui/message-text';
import { Checkbox } from '../../ui/checkbox';

const FIELDS: readonly CardField[] = ['number', 'expiry', 'securityCode', 'holderName'];
const boxId = (field: CardField) => `card-${field}`;

/** A field's value from what is now in its box: the number's digits, 'MM/YY' (from the value before), the brand's code length. */
function nextValue(field: CardField, typed: string, before: string, securityLength: number): string {
  if (field === 'number') return cardView(typed).digits;
  if (field === 'expiry') return formatExpiry(typed, before);
  if (field === 'securityCode') return typed.replace(/\D/g, '').slice(0, securityLength);
  return typed;
}

type Typed = (field: CardField, value: string) => void;

/**
 * One card box, drawn again only when its own value or error changes: a key press in one box re-renders that box, not
 * the form's four (issue 47: the key presses of the card form are most of the home's, the purchase's and a manage
 * wizard's interactions). `value` is what the box shows; a key the field refuses (a letter in the number) leaves the
 * value as it was, so the box is put back at once, as a controlled input is.
 */
const CardBox = memo(function CardBox({ field, value, shown = value, error, onTyped, securityName = 'CVV', securityLength = 3, brand = null }: {
  field: CardField; value: string; shown?: string; error: string | undefined; onTyped: Typed;
  /** The security code's name and length (its box), and the brand found (the number's box). */
  securityName?: string; securityLength?: number; brand?: CardBrand | null;
}) {
  const intl = useIntl();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = nextValue(field, e.target.value, value, securityLength);
    if (next !== value) onTyped(field, next);
    // Refused (a letter in the number): the form has nothing new to draw, and the box shows the value again.
    else if (e.target.value !== shown) e.target.value = shown;
  };
  const box = { id: boxId(field), error, value: shown, onChange };
  if (field === 'number') {
    return (
      <TextField {...box} dir="ltr" label={<FormattedMessage id="card_number" />} inputMode="numeric" autoComplete="cc-number"
        hints={[{ id: 'card-brand', live: true, describes: Boolean(brand), text: brand && <FormattedMessage id="card_brand_detected" values={{ brand: intl.formatMessage({ id: `brand_${brand}` }) }} /> }]} />
    );
  }
  if (field === 'expiry') return <TextField {...box} dir="ltr" label={<FormattedMessage id="card_expiry" />} inputMode="numeric" autoComplete="cc-exp" maxLength={5} />;
  if (field === 'securityCode') {
    const codeValues = { name: securityName, length: securityLength };
    return (
      <TextField {...box} dir="ltr" label={<FormattedMessage id="card_security" values={codeValues} />} inputMode="numeric" autoComplete="cc-csc" maxLength={securityLength}
        hints={[{ id: 'card-security-hint', text: <FormattedMessage id="card_security_hint" values={codeValues} /> }]} errorValues={codeValues} />
    );
  }
  return <TextField {...box} label={<FormattedMessage id="card_holder" />} autoComplete="cc-name" maxLength={100} />;
});

/**
 * Card entry (SPEC §3/§5): brand by prefix, grouping, the brand's security-code name and length, Luhn. The
 * card details stay in the browser: the customer confirms on the payment provider's page (the sandbox here).
 */
export function CardForm({ busy, payLabel, onPay, noteId = 'card_note', initial, offerSave = false }: {
  busy: boolean; payLabel: string; onPay: (card: CardValues, save: boolean) => void; noteId?: string; initial?: Partial<CardValues>;
  /** Offers "Save this card" (a signed-in customer's payment: issue 44 part 5); unticked until they tick it. */
  offerSave?: boolean;
}) {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', securityCode: '', holderName: '', ...initial });
  const [save, setSave] = useState(false);
  // Once the customer has tried to pay, every change shows the errors as they now are.
  const [tried, setTried] = useState(false);
  const errors = useMemo<CardErrors>(() => (tried ? cardErrors(values, new Date()) : {}), [tried, values]);
  const card = cardView(values.number);
  const onTyped = useCallback<Typed>((field, value) => setValues((v) => ({ ...v, [field]: value })), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = cardErrors(values, new Date());
    setTried(true);
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(boxId(first))?.focus();
    else onPay(values, offerSave && save);
  };
  const count = FIELDS.filter((f) => errors[f]).length;

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
      <CardBox field="number" value={values.number} shown={card.formatted} error={errors.number} onTyped={onTyped} brand={card.brand} />
      <CardBox field="expiry" value={values.expiry} error={errors.expiry} onTyped={onTyped} />
      <CardBox field="securityCode" value={values.securityCode} error={errors.securityCode} onTyped={onTyped} securityName={card.securityName} securityLength={card.securityLength} />
      <CardBox field="holderName" value={values.holderName} error={errors.holderName} onTyped={onTyped} />
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
