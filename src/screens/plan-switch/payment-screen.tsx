import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import { ScreenMessages } from '../screen-messages';
import { checkoutMessages } from '../checkout/messages';
import type { PaymentMethodId } from '../checkout/checkout-data';
import { Ltr, usePrice } from '../checkout/checkout-parts';
import { PaymentPanel } from '../payment-machine/payment-panel';
import { PaymentStepError, paymentRequestBody, type PaymentPorts, type StartedPayment } from '../payment-machine/payment-actors';
import { usePaymentMachine } from '../payment-machine/use-payment-machine';
import { planSwitchMessages } from './messages';
import { psData } from './ps-data';
import './plan-switch.css';

const METHODS = ['CARD', 'EASYPAISA', 'JAZZCASH'] as const;

function Payment({ snapshot, send }: ScreenProps) {
  const api = useApi();
  const intl = useIntl();
  const price = usePrice();
  const saved = psData(snapshot);
  const [method, setMethod] = useState<PaymentMethodId>('CARD');
  // The request was made at the summary: the one payment machine starts with it and never makes one.
  const ports: PaymentPorts = {
    createPayable: async () => {
      throw new PaymentStepError('NO_REQUEST');
    },
    requestPayment: async (orderRef, choice) => {
      const origin = window.location.origin;
      return (await api.call('PAYMENT_REQUEST', { body: paymentRequestBody(orderRef, choice, { successUrl: `${origin}/manage/payment-success`, failureUrl: `${origin}/manage/payment-failed` }) })) as StartedPayment;
    },
    transactionStatus: async (id) => (await api.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: id } })).status,
    openProviderPage: (url) => window.location.assign(url),
  };
  const payment = usePaymentMachine(ports, saved.requestId ? { orderRef: saved.requestId } : {});
  const onPaid = useCallback(() => send({ type: 'NEXT' }), [send]);
  const amount = price(saved.totalCharges ?? 0);
  const choosing = payment.snapshot.hasTag('canPay');

  return (
    <section aria-labelledby="ps-payment-title" className="plan-switch checkout stack">
      <h1 id="ps-payment-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id="ps_payment_title" />
      </h1>
      <p>
        <FormattedMessage id="ps_total" />: <Ltr text={amount} />
      </p>
      {choosing && (
        <fieldset className="ps-methods">
          <legend>
            <FormattedMessage id="ps_method" />
          </legend>
          {METHODS.map((m) => (
            <label key={m} className="choice">
              <input type="radio" name="ps-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
              <FormattedMessage id={`ps_method_${m}`} />
            </label>
          ))}
        </fieldset>
      )}
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method={method}
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart={Boolean(saved.requestId)}
        onPaid={onPaid}
        onBack={() => send({ type: 'BACK' })}
      />
    </section>
  );
}

const messages = { en: { ...checkoutMessages.en, ...planSwitchMessages.en }, ur: { ...checkoutMessages.ur, ...planSwitchMessages.ur } };

/** Plan switch step 4 (/manage/payment): the switch paid through the one payment machine; skipped when free. */
export default function PlanSwitchPaymentScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={messages}>
      <Payment {...props} />
    </ScreenMessages>
  );
}
