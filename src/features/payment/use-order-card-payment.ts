import { useApi } from '../../api/api-context';
import { paymentRequestPorts } from './payment-actors';
import { PROBLEM_MESSAGE } from './payment-panel';
import { usePaymentMachine } from './use-payment-machine';

/**
 * A card payment of an order that exists, from a page outside the purchase (the result page's "Try again", a pending
 * order's Pay), on the one payment machine (journeys/payment.json): it starts with the order, so it never makes one,
 * as a new attempt (a new Idempotency-Key), hears no second Pay while a call is in flight, opens the provider page
 * only through the check of server-given addresses, and ends paid when another tab paid the order first.
 */
export function useOrderCardPayment(orderRef: string | null | undefined) {
  const { call } = useApi();
  const ports = paymentRequestPorts(call, 'NO_ORDER', '/web/payment-success', '/web/payment-failed');
  const payment = usePaymentMachine(ports, orderRef ? { orderRef } : {});
  const state = String(payment.snapshot.value);
  const canPay = Boolean(orderRef) && payment.snapshot.hasTag('canPay');
  return {
    /** Pay by card: heard only while the machine can pay. */
    pay: () => {
      if (canPay) payment.send({ type: 'PAY', method: 'CARD' });
    },
    /** A call is in flight, or the browser is leaving for the provider page. */
    busy: payment.snapshot.hasTag('busy'),
    /** The message id of the problem the last attempt met, if any. */
    problemId: PROBLEM_MESSAGE[state],
    /** The order is paid (another tab or an earlier attempt paid it). */
    paid: state === 'paid',
  };
}
