/**
 * Where the manual eKYC page goes after a successful submit (SPEC §2 "Manual eKYC page"). Pure: the screen
 * only carries out the outcome, so every rule is table-tested without React.
 */
import { PLAIN_REF } from '../../../engine/behaviours/purchase-work';
import type { OnboardingData } from '../../../schemas/generated/journey-data/onboarding';
import type { SimReplacementData } from '../../../schemas/generated/journey-data/sim-replacement';
import { isRecord } from '../../domain/parse';

/**
 * What the KYC step gives the wizard hosting it: keys of the purchase's data (schemas/journey-data/onboarding.schema.json),
 * which the SIM replacement keeps under the same names.
 */
export type EkycStepData = Readonly<
  Pick<OnboardingData, 'kycRequired' | 'kycPending' | 'nationality' | 'documentType' | 'documentId' | 'documentExpiry' | 'personal' | 'personalDraft'>
>;

/**
 * The data of the wizard hosting the form (the purchase's or the SIM replacement's), as far as the form reads it: the
 * personal details and addresses it starts from, the number type, the email and nationality collected, the request's
 * contact number.
 */
export type EkycJourneyData = Readonly<
  Pick<OnboardingData, 'personal' | 'personalDraft' | 'billingAddress' | 'deliveryAddress' | 'email' | 'numberType' | 'nationality'> &
    Pick<SimReplacementData, 'temporaryContactNumber'>
>;

/** Which flow the page runs in: a journey step (onboarding or SIM replacement) or the stand-alone manage page. */
export type EkycVariant = 'onboarding' | 'sim-replacement' | 'standalone';

/**
 * What a submit (or a purchase's keeping) answers to journeys/manual-ekyc-submit.json: the data the journey hosting the
 * form moves on with, or which page is next (the journey ends in leftForOrder or leftForServiceRequest, and the host
 * opens it: pageAfterKyc).
 */
export type EkycOutcome =
  | { readonly kind: 'next'; readonly data: EkycStepData }
  | { readonly kind: 'order'; readonly orderRef: string }
  | { readonly kind: 'serviceRequest' };

/** The SPEC §3 order source that marks a service order. */
export const SERVICE_ORDER_SOURCE = 'Service Order';
export const MANAGE_ORDER_PATH = '/manage/order';
export const SERVICE_REQUEST_STATUS_PATH = '/manage/service-request-status';


/**
 * The order reference of the URL: `order_ref`, else `orderRef` (SPEC §2). A value that is not a plain
 * reference counts as none (URL parameters are a boundary).
 * @example orderRefFrom('?orderRef=ORD-1') // 'ORD-1'
 */
export function orderRefFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of ['order_ref', 'orderRef']) {
    const value = params.get(key)?.trim();
    if (value && PLAIN_REF.test(value)) return value;
  }
  return null;
}

/**
 * True when the navigation (history) state says the page was reached for a service order: the order
 * source string itself, or an object carrying it as `source` or `orderSource`.
 */
export function isServiceOrderState(state: unknown): boolean {
  const source =
    typeof state === 'string' ? state : isRecord(state) ? (state.source ?? state.orderSource) : undefined;
  return typeof source === 'string' && source.trim().toLowerCase() === SERVICE_ORDER_SOURCE.toLowerCase();
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
 * flag is noted and the journey moves on (the page outside a journey always has the URL's order).
 */
export function outcomeAfterSubmit(input: OutcomeInput): EkycOutcome {
  if (input.variant === 'sim-replacement') {
    const { nationality, documentType, documentId, expiryDate } = input.submitted;
    return { kind: 'next', data: { kycRequired: true, nationality, documentType, documentId, documentExpiry: expiryDate } };
  }
  if (input.urlOrderRef) return input.serviceOrder ? { kind: 'serviceRequest' } : { kind: 'order', orderRef: input.urlOrderRef };
  return { kind: 'next', data: { kycRequired: true } };
}

/**
 * The page a finished journeys/manual-ekyc-submit.json leaves for, from its final state: the order's page, or the
 * service request's status (request=new). Null for an ending that stays in the journey hosting the form.
 * @example pageAfterKyc('leftForOrder', { result: { kind: 'order', orderRef: 'ORD-1' } }) // '/manage/order?order_ref=ORD-1'
 */
export function pageAfterKyc(finalState: string, context: { readonly result?: unknown }): string | null {
  const result = context.result as Partial<{ kind: string; orderRef: string }> | null | undefined;
  if (finalState === 'leftForServiceRequest') return `${SERVICE_REQUEST_STATUS_PATH}?request=new`;
  if (finalState === 'leftForOrder' && typeof result?.orderRef === 'string') return `${MANAGE_ORDER_PATH}?order_ref=${encodeURIComponent(result.orderRef)}`;
  return null;
}
