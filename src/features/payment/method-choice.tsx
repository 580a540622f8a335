import { FormattedMessage } from 'react-intl';
import type { PaymentMethodId } from './payment-method';
import './method-choice.css';

const METHODS = ['CARD', 'EASYPAISA', 'JAZZCASH'] as const;

/**
 * Card or wallet, for a payment page that chooses the method on the same page as the payment panel (service
 * requests, paylinks). Texts are the checkout's (`methods_legend` unless the page names it, `method_<id>`).
 */
export function MethodChoice({ name, method, onChange, legendId = 'methods_legend' }: { name: string; method: PaymentMethodId; onChange: (m: PaymentMethodId) => void; legendId?: string }) {
  return (
    <fieldset className="method-choice">
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {METHODS.map((m) => (
        <label key={m} className="choice">
          <input type="radio" name={name} value={m} checked={method === m} onChange={() => onChange(m)} />
          <FormattedMessage id={`method_${m}`} />
        </label>
      ))}
    </fieldset>
  );
}
