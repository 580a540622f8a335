import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import type { PaymentMethodId } from '../checkout/checkout-data';
import { Ltr, usePrice } from '../../ui/price';
import { MethodChoice } from './method-choice';
import { PaymentPanel } from './payment-panel';
import { paymentRequestPorts } from './payment-actors';
import { usePaymentMachine } from './use-payment-machine';

interface RequestPaymentProps extends Pick<ScreenProps, 'send'> {
  /** The service request being paid (made at an earlier step). */
  readonly requestId: string | undefined;
  readonly total: number;
  readonly titleId: string;
  readonly totalId: string;
  readonly className: string;
}

/**
 * The payment step of a service request (SIM replacement, plan switch): the request exists already, so the one
 * payment machine starts with it and never makes one; card or wallet; NEXT once paid, BACK to the summary.
 */
export function RequestPayment({ send, requestId, total, titleId, totalId, className }: RequestPaymentProps) {
  const { call } = useApi();
  const intl = useIntl();
  const price = usePrice();
  const [method, setMethod] = useState<PaymentMethodId>('CARD');
  const ports = paymentRequestPorts(call, 'NO_REQUEST', '/manage/payment-success', '/manage/payment-failed');
  const payment = usePaymentMachine(ports, requestId ? { orderRef: requestId } : {});
  const onPaid = useCallback(() => send({ type: 'NEXT' }), [send]);
  const amount = price(total);

  return (
    <section aria-labelledby="payment-title" className={`${className} checkout stack`}>
      <h1 id="payment-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id={totalId} />: <Ltr text={amount} />
      </p>
      {payment.snapshot.hasTag('canPay') && <MethodChoice name="request-method" method={method} onChange={setMethod} />}
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method={method}
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart={Boolean(requestId)}
        onPaid={onPaid}
        onBack={() => send({ type: 'BACK' })}
        backLabelId="back_to_summary"
      />
    </section>
  );
}
