import { useApi } from '../../api/api-context';
import { useJourney } from '../../journey/use-journey';
import { paymentRequestPorts } from '../payment';
import { usePaymentMachine } from '../payment';

/** Runs journeys/paylink.json for the link named in the page's query (loaded once per page, by loadPaylink). */
export function usePaylinkMachine(paylinkId: string | null) {
  const { actor, snapshot } = useJourney('paylink', { input: { paylinkId } });
  const state = String(snapshot.value);
  const context = snapshot.context;
  return { state, paylink: context.result, send: actor.send.bind(actor) as (event: { type: string }) => void };
}

/** Pays a paylink on the one payment machine (journeys/payment.json): the link's id is what is paid. */
export function usePaylinkPayment(paylinkId: string) {
  const { call } = useApi();
  const ports = paymentRequestPorts(call, 'NO_PAYLINK', `/payment/direct-payment-success?paylink_id=${paylinkId}`, `/payment/paylink?id=${paylinkId}`);
  return usePaymentMachine(ports, { orderRef: paylinkId });
}

/** Where an expired or unknown paylink lands: one page, told which of the two it is. */
export const expiredPathFor = (reason: 'expired' | 'unknown') => `/payment/paylink-expired?reason=${reason}`;
