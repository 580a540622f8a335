import type { ApiClient } from '../../api/api-client';
import { paymentRequestPorts, type PaymentPorts } from '../payment';

/** What the customer chose on the recharge or bundle page (gateway/lines/topups.ts). */
/** `renews`: a bundle that comes back with the plan each period until stopped (issue 44 part 3). */
export type TopupAsk = { kind: 'RECHARGE'; amount: number } | { kind: 'BUNDLE'; bundleId: string; renews?: boolean };

/**
 * The ports of journeys/payment.json for a recharge or bundle of `number`: its "create" is the top-up (TU-…), made
 * once per attempt key, and the payment is a PAYMENT_REQUEST for it. The provider returns the browser to the home
 * (/profile), which says what was added, or to the page it came from when the payment failed.
 */
export function topupPorts(call: ApiClient['call'], number: string, ask: TopupAsk, failurePath: string): PaymentPorts {
  const ports = paymentRequestPorts(call, 'NO_TOPUP', '/profile', failurePath);
  return {
    ...ports,
    // A bundle paid from airtime is settled at once: the gateway answers with the app's own success page (issue 44),
    // given to the machine as a same-site path (which the one address check passes); any other address stays as it is.
    requestPayment: async (orderRef, choice, key) => {
      const started = await ports.requestPayment(orderRef, choice, key);
      const path = sameSitePath(started.redirectUrl);
      return path ? { ...started, redirectUrl: path } : started;
    },
    // The payment machine's one key for this top-up: a retry after a failed call gets the same top-up back.
    createPayable: async (createKey) => {
      const topup = (await call('CREATE_TOPUP', { params: { number }, body: ask, headers: { 'Idempotency-Key': createKey } })) as { topupId: string };
      return { orderRef: topup.topupId };
    },
  };
}

/** The path of an address on this app's own origin (the success page the gateway names for a payment settled at once). */
function sameSitePath(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}` : undefined;
  } catch {
    return undefined;
  }
}
