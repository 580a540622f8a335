import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { accessToken, userDetails } from '../../auth/session-store';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from './messages';
import type { PaymentMethodId } from './checkout-data';
import { journeyData } from '../../journey/journey-data';
import { Loading, Problem } from '../../ui/feedback';
import { OnceDrawn } from '../../ui/once-drawn';
import { Ltr } from '../../ui/price';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { StepFrame } from '../../ui/step-frame';

/** A choice on this step: a method id, or a saved card by its id. */
interface Choice {
  readonly method: PaymentMethodId;
  readonly savedPaymentMethodId?: string;
}
const valueOf = (c: Choice) => (c.savedPaymentMethodId ? `SAVED_CARD:${c.savedPaymentMethodId}` : c.method);

function SavedCards({ customerId, chosen, onChoose }: { customerId: string; chosen: string; onChoose: (c: Choice) => void }) {
  const intl = useIntl();
  const saved = useEndpointQuery('GET_SAVED_PAYMENT_METHODS', { params: { customer_id: customerId } });
  if (!saved.data?.length) return null;
  return (
    <>
      {saved.data.map((card) => {
        const choice: Choice = { method: 'SAVED_CARD', savedPaymentMethodId: card.id };
        return (
          <ChoiceCard key={card.id} name="payment-method" value={valueOf(choice)} checked={chosen === valueOf(choice)} onChange={() => onChoose(choice)}
            label={<FormattedMessage id="saved_card" values={{ brand: intl.formatMessage({ id: `brand_${card.brand}` }), last4: <Ltr text={card.last4} />, expiry: <Ltr text={card.expiry} /> }} />} />
        );
      })}
    </>
  );
}

function SelectPaymentMethods({ snapshot, send }: ScreenProps) {
  const data = journeyData('onboarding', snapshot);
  const methods = useEndpointQuery('GET_PAYMENT_METHODS');
  const customerId = accessToken() ? userDetails()?.external_id : undefined;
  const initial: Choice | null = data.paymentMethod ? { method: data.paymentMethod, ...(data.savedPaymentMethodId ? { savedPaymentMethodId: data.savedPaymentMethodId } : {}) } : null;
  const [choice, setChoice] = useState<Choice | null>(initial);
  const [error, setError] = useState(false);
  const chosen = choice ? valueOf(choice) : '';
  const choose = (c: Choice) => {
    setChoice(c);
    setError(false);
  };
  const next = () => {
    if (!choice) {
      setError(true);
      return;
    }
    send({ type: 'NEXT', data: { paymentMethod: choice.method, savedPaymentMethodId: choice.savedPaymentMethodId ?? null } });
  };

  return (
    <StepFrame titleDomId="methods-title" className="checkout select-payment-methods" titleId="methods_title">
      {methods.isPending ? (
        <Loading />
      ) : methods.isError ? (
        <Problem messageId="load_failed" onRetry={() => void methods.refetch()} />
      ) : (
        <ChoiceCards error={error && 'method_required'} errorId="method-error" legend={<FormattedMessage id="methods_legend" />}>
          {customerId && methods.data.some((m) => m.id === 'CARD') && <SavedCards customerId={customerId} chosen={chosen} onChoose={choose} />}
          {methods.data
            .filter((m) => m.id !== 'SAVED_CARD')
            .map((m) => (
              <ChoiceCard key={m.id} name="payment-method" value={m.id} checked={chosen === m.id} onChange={() => choose({ method: m.id as PaymentMethodId })} label={<FormattedMessage id={`method_${m.id}`} />} />
            ))}
        </ChoiceCards>
      )}
      {/* The actions come with the methods: under the loading note the cards pushed them down. */}
      <OnceDrawn>
        <div className="actions">
          <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })}>
            <FormattedMessage id="journey_back" />
          </button>
          <button type="button" className="primary" onClick={next}>
            <FormattedMessage id="journey_next" />
          </button>
        </div>
      </OnceDrawn>
    </StepFrame>
  );
}

/** The onboarding step 'selectPaymentMethods': enabled methods, and a signed-in customer's saved cards. */
export default function SelectPaymentMethodsScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <SelectPaymentMethods {...props} />
    </ScreenMessages>
  );
}
