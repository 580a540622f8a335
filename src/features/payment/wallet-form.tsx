import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { walletNumberOf } from './card-entry';
import { FieldError } from '../../ui/feedback';

/**
 * The wallet account number of an Easypaisa or JazzCash payment. `initial` fills it once (the number the customer
 * gave: issue 30); what they type afterwards is theirs and nothing replaces it.
 */
export function WalletForm({ method, busy, payLabel, onPay, initial = '' }: { method: 'EASYPAISA' | 'JAZZCASH'; busy: boolean; payLabel: string; onPay: (walletNumber: string) => void; initial?: string }) {
  const intl = useIntl();
  const wallet = intl.formatMessage({ id: `method_${method}` });
  const [typed, setTyped] = useState(() => walletNumberOf(initial) ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = walletNumberOf(typed);
    const problem = !typed.trim() ? 'error_cannot_be_blank' : number ? undefined : 'error_invalid_wallet_number';
    setError(problem);
    if (number) onPay(number);
    else document.getElementById('wallet-number')?.focus();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{wallet}</h2>
      <div className="field">
        <label htmlFor="wallet-number">
          <FormattedMessage id="wallet_number" values={{ wallet }} />
        </label>
        <input
          id="wallet-number"
          dir="ltr"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={13}
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/[^\d]/g, ''))}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'wallet-hint wallet-number-error' : 'wallet-hint'}
        />
        <p id="wallet-hint" className="hint">
          <FormattedMessage id="wallet_number_hint" values={{ wallet }} />
        </p>
        <div aria-live="assertive">
          <FieldError id="wallet-number-error" messageId={error} />
        </div>
      </div>
      <button type="submit" className="primary" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}
