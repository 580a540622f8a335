import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PayMethod } from './payment-actors';
import type { PayMethodChoice } from './pay-method';
import { Ltr } from '../../ui/price';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { Badge } from '../../ui/button';

const METHODS: readonly PayMethod[] = ['CARD', 'EASYPAISA', 'JAZZCASH'];

/**
 * Card or wallet, for a payment page that chooses the method on the same page as the payment panel (service
 * requests, paylinks). Texts are the checkout's (`methods_legend` unless the page names it, `method_<id>`). `first`
 * offers more ways before them (the line's airtime for a bundle it covers: issue 44 part 4), each with its words'
 * values; `saved` offers the signed-in customer's saved cards after those (issue 44 part 5: chosen, then one tap).
 */
export function MethodChoice<M extends PayMethod>({ name, method, onChange, legendId = 'methods_legend', first = [], saved }: {
  name: string; method: M; onChange: (m: M) => void; legendId?: string; first?: ReadonlyArray<{ id: M; values?: Record<string, ReactNode> }>;
  saved?: Pick<PayMethodChoice, 'cards' | 'savedPaymentMethodId' | 'choose'>;
}) {
  const intl = useIntl();
  const offered: ReadonlyArray<{ id: M; values?: Record<string, ReactNode> }> = [...first, ...(METHODS as readonly M[]).map((id) => ({ id }))];
  const radio = ({ id: m, values }: { id: M; values?: Record<string, ReactNode> }) => (
    <ChoiceCard key={m} name={name} value={m} checked={method === m} onChange={() => onChange(m)} label={<FormattedMessage id={`method_${m}`} values={values} />} />
  );
  return (
    <ChoiceCards className="method-choice" legend={<FormattedMessage id={legendId} />}>
      {first.map(radio)}
      {saved?.cards.map((card) => (
        <ChoiceCard
          key={card.id}
          name={name}
          value={`SAVED_CARD:${card.id}`}
          checked={method === 'SAVED_CARD' && saved.savedPaymentMethodId === card.id}
          onChange={() => saved.choose('SAVED_CARD', card.id)}
          label={<FormattedMessage id="saved_card" values={{ brand: intl.formatMessage({ id: `brand_${card.brand}` }), last4: <Ltr text={card.last4} />, expiry: <Ltr text={card.expiry} /> }} />}
          extra={card.isDefault ? <Badge><FormattedMessage id="saved_card_default" /></Badge> : undefined}
        />
      ))}
      {offered.slice(first.length).map(radio)}
    </ChoiceCards>
  );
}
