import type { BehaviourEnv, GuardImpl } from './types.ts';
import { outputOf } from './types.ts';

/** Guards of the purchase's step work (journeys/onboarding.json). */
export function purchaseWorkBehaviours(env: BehaviourEnv): { guards: Record<string, GuardImpl> } {
  return {
    guards: {
      /** journeys/onboarding.json orderSummary's gate: a signed-in customer's order goes on at once, a visitor verifies first. */
      isSignedIn: () => env.signedIn?.() === true,
      /** journeys/onboarding.json portInDetails: the work checked the number or its code, so the step shows the result. */
      /** journeys/onboarding.json connectionDetails: the work locked the number chosen, so the step shows it held. */
      hasNumberLockResult: ({ event }) => typeof outputOf(event).selectedNumber === 'string',
      hasPortInResult: ({ event }) => typeof outputOf(event).portIn === 'object' && outputOf(event).portIn !== null,
      /** journeys/manual-ekyc-submit.json: the form is for an order that exists (its URL's, or the journey's), so its KYC is sent now. */
      hasOrderForKyc: ({ context, event }) => kycOrderOfSubmit(context, event) !== null,
      /** journeys/manual-ekyc-submit.json: only a purchase keeps the KYC for an order it has not made yet. */
      isKycForPurchase: ({ context }) => context.variant === 'onboarding',
      /** journeys/manual-ekyc-submit.json: the KYC sent was for a service order of the URL: its request's status page is next. */
      isKycForServiceRequestPage: ({ event }) => outputOf(event).kind === 'serviceRequest',
      /** journeys/manual-ekyc-submit.json: the KYC sent was for the URL's order: the order's page is next. */
      isKycForOrderPage: ({ event }) => outputOf(event).kind === 'order',
    },
  };
}

/**
 * A reference as the gateway takes it (SPEC §2): an order reference (the journey's data, a URL's order_ref), a request
 * id, a paylink id. The one rule for reading one from an address or saved data; anything else counts as none.
 */
export const PLAIN_REF = /^[A-Za-z0-9_-]{1,64}$/;
/** A SIM replacement request id (SR-…), which the gateway accepts in place of an order for the KYC. */
const SERVICE_REQUEST_REF = /^SR-[A-Za-z0-9]{1,32}$/;

/**
 * The order a journey's KYC belongs to: its `orderRef` (or `orderId`), which the step that creates the order leaves
 * there, else the SIM replacement request the journey made (`requestId`, SR-…). Null when there is none yet.
 * @example kycOrderOf({ requestId: 'SR-AB12' }) // 'SR-AB12'
 */
export function kycOrderOf(data: Readonly<Record<string, unknown>>): string | null {
  for (const key of ['orderRef', 'orderId']) {
    const value = data[key];
    if (typeof value === 'string' && PLAIN_REF.test(value)) return value;
  }
  const request = data.requestId;
  return typeof request === 'string' && SERVICE_REQUEST_REF.test(request) ? request : null;
}

/**
 * The order a SUBMIT of journeys/manual-ekyc-submit.json sends the KYC for: the order reference of the page's URL
 * (SPEC §2: it comes first), else the one the journey started with (its input: the host's order).
 */
export function kycOrderOfSubmit(context: Readonly<Record<string, unknown>>, event: { readonly [key: string]: unknown }): string | null {
  const submission = event.submission && typeof event.submission === 'object' ? (event.submission as Record<string, unknown>) : {};
  const url = submission.urlOrderRef;
  if (typeof url === 'string' && PLAIN_REF.test(url)) return url;
  return typeof context.orderId === 'string' && context.orderId !== '' ? context.orderId : null;
}
