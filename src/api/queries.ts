import { keepPreviousData, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { EndpointName } from '../../schemas/endpoints';
import type { ApiClient, CallInput, ResponseOf } from './api-client';
import type { ApiError } from './api-error';
import { takePrefetched } from './prefetch';

/**
 * The app's query definitions, in one place (issue 32): every cache key, and the query function of every registry
 * read, is written here once; screens, prefetch and invalidation take them from here, so no screen writes a key
 * out by hand. A read that combines several calls keeps its query function beside its screen area and takes its
 * key from `queryKeys`.
 */

type ReadInput = Omit<CallInput, 'signal' | 'body' | 'form'>;

/** The key prefix of every read of an endpoint (whatever its input): what a change invalidates, cancels or updates. */
export function endpointKey(name: EndpointName): readonly [EndpointName] {
  return [name];
}

/** The key of one read of an endpoint with its input (what `endpointQuery` caches under). */
export function endpointQueryKey(name: EndpointName, input: ReadInput = {}): readonly [EndpointName, ReadInput] {
  return [name, input];
}

/**
 * A cached GET of a registry endpoint. The key is the name and input, so two screens asking for the same thing
 * share one request and one cache entry. A prefetched answer (landing route) is used once; if it failed, the call
 * is made again with the app's reactions to errors.
 */
export function endpointQuery<N extends EndpointName>(api: ApiClient, name: N, input: ReadInput = {}) {
  return queryOptions<ResponseOf<N>, ApiError>({
    queryKey: endpointQueryKey(name, input) as unknown as QueryKey,
    queryFn: ({ signal }) => {
      const early = takePrefetched(name, input) as Promise<ResponseOf<N>> | undefined;
      return early ? early.catch(() => api.call(name, { ...input, signal })) : api.call(name, { ...input, signal });
    },
  });
}

/** The numbers of one category, `limit` of them; the previous list stays on screen while more load. */
export function numbersQuery(api: ApiClient, category: string | undefined, limit: number) {
  return queryOptions({
    queryKey: [...endpointKey('GET_NUMBERS'), category, limit] as QueryKey,
    queryFn: ({ signal }) => api.call('GET_NUMBERS', { query: { category: category ?? 'free', limit }, signal }),
    enabled: Boolean(category),
    placeholderData: keepPreviousData,
  });
}

/**
 * The stores and pick-up points a search finds (issue 46 part 6), in the page's language: the gateway words their
 * names and addresses by Accept-Language, so the language is part of the key and a switch asks again.
 */
export function placesQuery(api: ApiClient, q: string | undefined, language: string) {
  return queryOptions({
    queryKey: [...endpointQueryKey('FIND_STORES', { query: { q: q ?? '' } }), language] as QueryKey,
    queryFn: ({ signal }) => api.call('FIND_STORES', { query: { q: q ?? '' }, signal }),
    enabled: q !== undefined,
  });
}

/** Keys of the reads that are not one registry GET (paged lists, reads that combine calls, per-customer caches). */
export const queryKeys = {
  /** A registry list read page by page (useEndpointPages). */
  pages: (name: EndpointName, ...scope: unknown[]): QueryKey => [...endpointKey(name), 'pages', ...scope],
  /** The order preview, priced with a request body. */
  orderPreview: (body: unknown): QueryKey => [...endpointKey('ORDER_PREVIEW'), body],
  /** The signed-in customer's pending carts. */
  pendingCarts: (email: string | undefined, language: string): QueryKey => [...endpointKey('GET_PENDING_CARTS'), email, language],
  /** Every loyalty read (one customer's: another sign-in never sees them). */
  loyalty: (): QueryKey => ['loyalty'],
  loyaltyReads: (name: EndpointName): QueryKey => ['loyalty', name],
  loyaltyRead: (name: EndpointName, customerId: string | null | undefined, input: unknown): QueryKey => ['loyalty', name, customerId ?? null, input],
  /** The account pages' forms (details and their choices, read together). */
  accountPersonalForm: (): QueryKey => ['account-personal-form'],
  accountDeliveryForm: (asked: unknown): QueryKey => ['account-delivery-form', asked],
  /** What the eKYC form is built from (config, nationalities, context, global config, draft), per form variant. */
  ekycForm: (variant: string): QueryKey => ['manual-ekyc', 'form', variant],
  /** The sign-in lock the code page left for the login page (session storage, taken once per opening of that page). */
  handedOverSignInLock: (): QueryKey => ['auth', 'sign-in-lock'],
  /** The orders whose delivery may be rescheduled. */
  movableOrders: (): QueryKey => ['reschedule', 'movable-orders'],
  rescheduleSlots: (): QueryKey => ['reschedule', 'slots'],
} as const;

/** What a change to a line (termination, port-in cancellation, a service request) can change on other pages. */
const LINE_READS: readonly EndpointName[] = [
  'GET_LINES',
  'GET_SERVICE_REQUESTS',
  'GET_SERVICE_REQUEST',
  'GET_LATEST_PORTIN',
  'GET_PORTIN_CANCELLATION_ELIGIBILITY',
  'GET_TERMINATION_ELIGIBILITY',
  'GET_SIM_REPLACEMENT_ELIGIBILITY',
  'GET_PLAN_SWITCH_ELIGIBILITY',
  'MANAGE_ORDER',
];

/** Marks stale every read a change to a line can change (they refetch where shown). */
export function invalidateLineReads(client: QueryClient): Promise<void> {
  return Promise.all(LINE_READS.map((name) => client.invalidateQueries({ queryKey: endpointKey(name) }))).then(() => undefined);
}
