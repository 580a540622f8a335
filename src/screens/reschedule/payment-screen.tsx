import { FormattedMessage, useIntl } from 'react-intl';
import { useChildJourney, type ScreenProps } from '../../../renderer';
import { checkoutMessages } from '../checkout/messages';
import { Loading, Ltr, usePrice } from '../checkout/checkout-parts';
import { PaymentPanel } from '../payment-machine/payment-panel';
import { ScreenMessages } from '../screen-messages';
import { rescheduleMessages } from './messages';
import { rsData } from './rs-data';
import './reschedule.css';

function Payment({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const price = usePrice();
  const d = rsData(snapshot);
  // The reschedule exists since the review's Confirm: the step hosts journeys/payment.json (payRescheduleStart), which
  // pays its fee and never makes one; paid completes the journey by its JSON.
  const payment = useChildJourney(snapshot, 'payment');
  const amount = price(d.fee ?? 0);
  if (!payment) return <Loading />;

  return (
    <section aria-labelledby="payment-title" className="reschedule checkout stack">
      <h1 id="payment-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id="rs_payment_title" />
      </h1>
      <p>
        <FormattedMessage id="rs_payment_amount" />: <Ltr text={amount} />
      </p>
      <p className="hint">
        <FormattedMessage id="rs_payment_card_only" />
      </p>
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method="CARD"
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart={Boolean(d.rescheduleId)}
        onBack={() => send({ type: 'BACK' })}
        backLabelId="back_to_summary"
      />
    </section>
  );
}

const messages = {
  en: { ...checkoutMessages.en, ...rescheduleMessages.en },
  ur: { ...checkoutMessages.ur, ...rescheduleMessages.ur },
};

/** Reschedule step 5 (/reschedule/payment): the fee paid by card through the one payment machine. */
export default function ReschedulePaymentScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={messages}>
      <Payment {...props} />
    </ScreenMessages>
  );
}
