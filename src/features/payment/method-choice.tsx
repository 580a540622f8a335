import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PayMethod } from './payment-actors';
import './method-choice.css';

const METHODS: readonly PayMethod[] = ['CARD', 'EASYPAISA', 'JAZZCASH'];

/**
 * Card or wallet, for a payment page that chooses the method on the same page as the payment panel (service
 * requests, paylinks). Texts are the checkout's (`methods_legend` unless the page names it, `method_<id>`). `first`
 * offers more ways before them (the line's airtime for a bundle it covers: issue 44 part 4), each with its words'
 * values.
 */
export function MethodChoice<M extends PayMethod>({ name, method, onChange, legendId = 'methods_legend', first = [] }: {
  name: string; method: M; onChange: (m: M) => void; legendId?: string; first?: ReadonlyArray<{ id: M; values?: Record<string, ReactNode> }>;
}) {
  const offered: ReadonlyArray<{ id: M; values?: Record<string, ReactNode> }> = [...first, ...(METHODS as readonly M[]).map((id) => ({ id }))];
  return (
    <fieldset className="method-choice">
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {offered.map(({ id: m, values }) => (
        <label key={m} className="choice">
          <input type="radio" name={name} value={m} checked={method === m} onChange={() => onChange(m)} />
          <FormattedMessage id={`method_${m}`} values={values} />
        </label>
      ))}
    </fieldset>
  );
}
