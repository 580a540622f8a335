import { useIntl } from 'react-intl';
import type { ChildJourney } from '../../../renderer';
import type { JourneyContexts } from '../../../engine';
import { MethodChoice } from './method-choice';
import { PaymentPanel } from './payment-panel';
import { usePayMethod } from './pay-method';

/**
 * A step that hosts the payment journey for something already made (a service request, a recharge): the method
 * choice while paying is possible (the default saved card first: one tap, issue 44 part 5) and the payment panel
 * for the chosen method, the card offered for saving.
 */
export function ChosenMethodPayment({ payment, name, amount, canStart, onBack, backLabelId }: { payment: ChildJourney<JourneyContexts['payment']>; name: string; amount: string; canStart: boolean; onBack: () => void; backLabelId: string }) {
  const intl = useIntl();
  const pay = usePayMethod();
  return (
    <>
      {payment.snapshot.hasTag('canPay') && <MethodChoice name={name} method={pay.method} onChange={(m) => pay.choose(m)} saved={pay} />}
      <PaymentPanel
        key={pay.key}
        snapshot={payment.snapshot}
        send={payment.send}
        method={pay.method}
        {...(pay.savedPaymentMethodId ? { savedPaymentMethodId: pay.savedPaymentMethodId } : {})}
        offerSaveCard
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart={canStart}
        onBack={onBack}
        backLabelId={backLabelId}
      />
    </>
  );
}
