import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardErrors, cardView, formatExpiry, type CardErrors, type CardField, type CardValues } from './card-entry';
import { FieldError } from '../../ui/feedback';

const FIELDS: readonly CardField[] = ['number', 'expiry', 'securityCode', 'holderName'];

/**
 * Card entry (SPEC §3/§5): brand by prefix, grouping, the brand's security-code name and length, Luhn. The
 * card details stay in the browser: the customer confirms on the payment provider's page (the sandbox here).
 */
export function CardForm({ busy, payLabel, onPay, noteId = 'card_note', initial }: { busy: boolean; payLabel: string; onPay: (card: CardValues) => void; noteId?: string; initial?: Partial<CardValues> }) {
  const intl = useIntl();
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', securityCode: '', holderName: '', ...initial });
  const [errors, setErrors] = useState<CardErrors>({});
  const [tried, setTried] = useState(false);
  const refs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
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
    if (first) refs.current[first]?.focus();
    else onPay(values);
  };
  const count = FIELDS.filter((f) => errors[f]).length;
  const described = (field: CardField, hint?: string) => {
    const ids = [hint, errors[field] ? `card-${field}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': Boolean(errors[field]), ...(ids ? { 'aria-describedby': ids } : {}) };
  };
  const codeValues = { name: card.securityName, length: card.securityLength };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="card-heading">
      <h2 id="card-heading">
        <FormattedMessage id="method_CARD" />
      </h2>
      <div aria-live="assertive">
        {count > 0 && (
          <p role="alert" className="field-error">
            <FormattedMessage id="errors_summary" values={{ count }} />
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="card-number">
          <FormattedMessage id="card_number" />
        </label>
        <input
          id="card-number"
          ref={(el) => { refs.current.number = el; }}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.formatted}
          onChange={(e) => set('number', cardView(e.target.value).digits)}
          {...described('number', card.brand ? 'card-brand' : undefined)}
        />
        <p id="card-brand" className="hint" aria-live="polite">
          {card.brand && <FormattedMessage id="card_brand_detected" values={{ brand: intl.formatMessage({ id: `brand_${card.brand}` }) }} />}
        </p>
        <FieldError id="card-number-error" messageId={errors.number} />
      </div>
      <div className="field">
        <label htmlFor="card-expiry">
          <FormattedMessage id="card_expiry" />
        </label>
        <input
          id="card-expiry"
          ref={(el) => { refs.current.expiry = el; }}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          value={values.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value, values.expiry))}
          {...described('expiry')}
        />
        <FieldError id="card-expiry-error" messageId={errors.expiry} />
      </div>
      <div className="field">
        <label htmlFor="card-securityCode">
          <FormattedMessage id="card_security" values={codeValues} />
        </label>
        <input
          id="card-securityCode"
          ref={(el) => { refs.current.securityCode = el; }}
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={card.securityLength}
          value={values.securityCode}
          onChange={(e) => set('securityCode', e.target.value.replace(/\D/g, '').slice(0, card.securityLength))}
          {...described('securityCode', 'card-security-hint')}
        />
        <p id="card-security-hint" className="hint">
          <FormattedMessage id="card_security_hint" values={codeValues} />
        </p>
        <FieldError id="card-securityCode-error" messageId={errors.securityCode} values={codeValues} />
      </div>
      <div className="field">
        <label htmlFor="card-holderName">
          <FormattedMessage id="card_holder" />
        </label>
        <input
          id="card-holderName"
          ref={(el) => { refs.current.holderName = el; }}
          autoComplete="cc-name"
          maxLength={100}
          value={values.holderName}
          onChange={(e) => set('holderName', e.target.value)}
          {...described('holderName')}
        />
        <FieldError id="card-holderName-error" messageId={errors.holderName} />
      </div>
      <p className="hint">
        <FormattedMessage id={noteId} />
      </p>
      <button type="submit" className="primary" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}
