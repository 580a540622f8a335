import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { checkoutMessages } from '../checkout';
import { Ltr, usePrice } from '../../ui/price';
import { PaymentPanel } from '../payment';
import { withMessages } from '../../i18n/screen-messages';
import { rescheduleMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { Loading } from '../../ui/feedback';
import './reschedule.css';
import { PageFrame } from '../../ui/page-frame';
import { useChildJourney } from '../../../renderer';
import { MessageText } from '../../ui/message-text';

function Payment({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const price = usePrice();
  const d = journeyData('reschedule-delivery', snapshot);
  // The reschedule exists since the review's Confirm: the step hosts journeys/payment.json (payRescheduleStart), which
  // pays its fee and never makes one; paid completes the journey by its JSON.
  const payment = useChildJourney(snapshot, 'payment');
  const amount = price(d.fee ?? 0);
  if (!payment) return <Loading />;

  return (
    <PageFrame titleId="rs_payment_title" className="reschedule checkout" titleDomId="payment-title">
      <p>
        <FormattedMessage id="rs_payment_amount" />: <Ltr text={amount} />
      </p>
      <MessageText id="rs_payment_card_only" className="hint" />
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method="CARD"
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart={Boolean(d.rescheduleId)}
        onBack={() => send({ type: 'BACK' })}
        backLabelId="back_to_summary"
      />
    </PageFrame>
  );
}

const messages = {
  en: { ...checkoutMessages.en, ...rescheduleMessages.en },
  ur: { ...checkoutMessages.ur, ...rescheduleMessages.ur },
};

/** Reschedule step 5 (/reschedule/payment): the fee paid by card through the one payment machine. */
const ReschedulePaymentScreen = withMessages(messages, Payment);
export default ReschedulePaymentScreen;
