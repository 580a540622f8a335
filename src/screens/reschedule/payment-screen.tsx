import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import { checkoutMessages } from '../../shared/checkout/messages';
import { Ltr, usePrice } from '../../ui/price';
import { PaymentPanel } from '../../shared/payment/payment-panel';
import { usePaymentMachine } from '../../shared/payment/use-payment-machine';
import { withMessages } from '../../i18n/screen-messages';
import { reschedulePaymentPorts } from './actors';
import { rescheduleMessages } from '../../shared/reschedule/messages';
import { rsData } from '../../shared/reschedule/rs-data';
import './reschedule.css';
import { PageFrame } from '../../ui/page-frame';

function Payment({ snapshot, send }: ScreenProps) {
  const api = useApi();
  const intl = useIntl();
  const price = usePrice();
  const d = rsData(snapshot);
  // The reschedule exists since the review's Confirm: the payment machine pays its fee and never makes one.
  const ports = reschedulePaymentPorts(api);
  const payment = usePaymentMachine(ports, d.rescheduleId ? { orderRef: d.rescheduleId, method: 'CARD' } : { method: 'CARD' });
  const onPaid = useCallback(() => send({ type: 'NEXT' }), [send]);
  const amount = price(d.fee ?? 0);

  return (
    <PageFrame titleId="rs_payment_title" className="reschedule checkout" titleDomId="payment-title">
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
        onPaid={onPaid}
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
