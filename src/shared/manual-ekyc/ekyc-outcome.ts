/**
 * Where the manual eKYC page goes after a successful submit (SPEC §2 "Manual eKYC page"). Pure: the screen
 * only carries out the outcome, so every rule is table-tested without React.
 */

/** Which flow the page runs in: a journey step (onboarding or SIM replacement) or the stand-alone manage page. */
export type EkycVariant = 'onboarding' | 'sim-replacement' | 'standalone';

/** After a submit: leave for another page, or send NEXT with data to the journey. */
export type EkycOutcome =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'next'; readonly data: Readonly<Record<string, unknown>> };

/** The SPEC §3 order source that marks a service order. */
export const SERVICE_ORDER_SOURCE = 'Service Order';
export const MANAGE_ORDER_PATH = '/manage/order';
export const SERVICE_REQUEST_STATUS_PATH = '/manage/service-request-status';
export const ORDER_SUMMARY_PATH = '/web/order-summary';

const ORDER_REF = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The order reference of the URL: `order_ref`, else `orderRef` (SPEC §2). A value that is not a plain
 * reference counts as none (URL parameters are a boundary).
 * @example orderRefFrom('?orderRef=ORD-1') // 'ORD-1'
 */
export function orderRefFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of ['order_ref', 'orderRef']) {
    const value = params.get(key)?.trim();
    if (value && ORDER_REF.test(value)) return value;
  }
  return null;
}

/**
 * True when the navigation (history) state says the page was reached for a service order: the order
 * source string itself, or an object carrying it as `source` or `orderSource`.
 */
export function isServiceOrderState(state: unknown): boolean {
  const source =
    typeof state === 'string'
      ? state
      : state && typeof state === 'object'
        ? ((state as Record<string, unknown>).source ?? (state as Record<string, unknown>).orderSource)
        : undefined;
  return typeof source === 'string' && source.trim().toLowerCase() === SERVICE_ORDER_SOURCE.toLowerCase();
}

const SERVICE_REQUEST_REF = /^SR-[A-Za-z0-9]{1,32}$/;

/**
 * The order the KYC belongs to: the URL's reference first, else the journey's `orderRef` (or `orderId`),
 * else the SIM replacement service request the journey created (`requestId`, SR-…), which the gateway
 * accepts in place of an order.
 */
export function orderIdFor(urlOrderRef: string | null, journeyData: Readonly<Record<string, unknown>>): string | null {
  if (urlOrderRef) return urlOrderRef;
  for (const key of ['orderRef', 'orderId']) {
    const value = journeyData[key];
    if (typeof value === 'string' && ORDER_REF.test(value)) return value;
  }
  const request = journeyData.requestId;
  return typeof request === 'string' && SERVICE_REQUEST_REF.test(request) ? request : null;
}

/** What was submitted, as the journey keeps it (SPEC §3 SIM replacement local data). */
export interface SubmittedKyc {
  readonly nationality: string;
  readonly documentType: string;
  readonly documentId: string;
  readonly expiryDate: string;
}

/** Inputs of the navigation rule. */
export interface OutcomeInput {
  readonly variant: EkycVariant;
  /** order_ref / orderRef of the URL, if any. */
  readonly urlOrderRef: string | null;
  readonly serviceOrder: boolean;
  readonly submitted: SubmittedKyc;
}

/**
 * SIM replacement: NEXT (the journey goes to delivery details, or skips them for an eSIM without delivery),
 * keeping the document data the flow holds locally. With an order reference in the URL: the SIM replacement
 * service-request status (request=new) for a service order, else manage-order. Otherwise the KYC-required
 * flag is saved: NEXT in a journey, the order summary outside one.
 */
export function outcomeAfterSubmit(input: OutcomeInput): EkycOutcome {
  if (input.variant === 'sim-replacement') {
    const { nationality, documentType, documentId, expiryDate } = input.submitted;
    return { kind: 'next', data: { kycRequired: true, nationality, documentType, documentId, documentExpiry: expiryDate } };
  }
  if (input.urlOrderRef) {
    if (input.serviceOrder) return { kind: 'navigate', to: `${SERVICE_REQUEST_STATUS_PATH}?request=new` };
    return { kind: 'navigate', to: `${MANAGE_ORDER_PATH}?order_ref=${encodeURIComponent(input.urlOrderRef)}` };
  }
  if (input.variant === 'onboarding') return { kind: 'next', data: { kycRequired: true } };
  return { kind: 'navigate', to: ORDER_SUMMARY_PATH };
}
