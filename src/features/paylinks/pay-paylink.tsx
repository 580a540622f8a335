import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { MethodChoice, PaymentPanel, paymentRequestPorts, usePaymentMachine, type PaymentMethodId } from '../payment';
import { usePrice } from '../../ui/price';
import type { Paylink } from './paylink-actors';

/** Pays a paylink on the one payment machine (journeys/payment.json): the link's id is what is paid. */
function usePaylinkPayment(paylinkId: string) {
  const { call } = useApi();
  const ports = paymentRequestPorts(call, 'NO_PAYLINK', `/payment/direct-payment-success?paylink_id=${paylinkId}`, `/payment/paylink?id=${paylinkId}`);
  return usePaymentMachine(ports, { orderRef: paylinkId });
}

/** Pays a loaded paylink on the one payment machine (journeys/payment.json): the link's id is what is paid. */
export default function PayPaylink({ paylink }: { paylink: Paylink }) {
  const intl = useIntl();
  const price = usePrice();
  const [, navigate] = useLocation();
  const [method, setMethod] = useState<PaymentMethodId>('CARD');
  const id = paylink.paylinkId;
  const payment = usePaylinkPayment(id);
  const onPaid = useCallback(() => {
    const txn = payment.snapshot.context.payment?.coreTransactionId;
    navigate(`/payment/direct-payment-success?paylink_id=${id}${txn ? `&txn_id=${txn}` : ''}`);
  }, [navigate, id, payment.snapshot.context]);
  const amount = price(paylink.amount);
  const choosing = payment.snapshot.hasTag('canPay');
  return (
    <>
      {choosing && <MethodChoice name="paylink-method" legendId="paylink_method" method={method} onChange={setMethod} />}
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method={method}
        payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount })}
        canStart
        onPaid={onPaid}
      />
    </>
  );
}

