import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { promoCodeOf } from './preview-lines';
import { Ltr } from '../../ui/price';
import { MessageText } from '../../ui/message-text';

/** What happened to the last promo code the customer tried; shown in a live region. */
export type PromoNotice = { readonly id: 'promo_removed' | 'promo_invalid'; readonly code?: string } | null;

/**
 * Apply or remove a promo code. `onApply` resolves true when the gateway priced the order with it; the form
 * keeps what was typed when it did not.
 */
export function PromoCodeForm({ applied, notice, busy, onApply, onRemove }: {
  applied: string | undefined;
  notice: PromoNotice;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = promoCodeOf(typed);
    setFormatError(!code);
    if (code) onApply(code);
  };
  const errorId = 'promo-error';
  const invalid = formatError || notice?.id === 'promo_invalid';
  return (
    <form onSubmit={submit} aria-labelledby="promo-heading" noValidate>
      <h2 id="promo-heading">
        <FormattedMessage id="promo_label" />
      </h2>
      {applied ? (
        <p>
          <FormattedMessage id="promo_applied" values={{ code: <Ltr text={applied} /> }} />{' '}
          <button type="button" onClick={onRemove} disabled={busy}>
            <FormattedMessage id="promo_remove" values={{ code: applied }} />
          </button>
        </p>
      ) : (
        <div className="promo-row">
          <div className="field">
            <label htmlFor="promo-code">
              <FormattedMessage id="promo_label" />
            </label>
            <input
              id="promo-code"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={invalid}
              {...(invalid ? { 'aria-describedby': errorId } : {})}
            />
          </div>
          <button type="submit" disabled={busy}>
            <FormattedMessage id="promo_apply" />
          </button>
        </div>
      )}
      <div aria-live="polite">
        {formatError ? (
          <p id={errorId} className="field-error">
            <FormattedMessage id="promo_format" />
          </p>
        ) : notice?.id === 'promo_invalid' ? (
          <p id={errorId} className="field-error">
            <FormattedMessage id="promo_invalid" values={{ code: notice.code ?? '' }} />
          </p>
        ) : notice?.id === 'promo_removed' ? (
          <MessageText id="promo_removed" />
        ) : null}
      </div>
    </form>
  );
}
