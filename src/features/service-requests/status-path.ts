import type { GetServiceRequestResult } from '../../api/generated/response-types';

// Where a request's status is shown, apart from the rest of request-view.ts: the plan switch and the termination
// link to it and need no more of it (issue 31: the plan switch loaded the service-request pages' group for this).

type RequestType = GetServiceRequestResult['type'];

/** SPEC §2: these status routes share one page; each type is shown on its own route. */
export const STATUS_ROUTE: Partial<Record<RequestType, string>> = {
  PORT_OUT_REQUEST: '/manage/past-port-out-service-request',
  REVERSE_PORTIN_REQUEST: '/manage/past-reverse-portin-service-request',
  REVERSE_PORTOUT_REQUEST: '/manage/past-reverse-portout-service-request',
};
export const STATUS_PAGE = '/manage/service-request-status';
/** The customer's requests, every type (a chat's reference leads here: issue 46). */
export const REQUESTS_PAGE = '/manage/past-service-requests';

/** Where a request's status is shown: `/manage/service-request-status?requestId=SR-1` (or its type's route). */
export function statusPathOf(request: Pick<GetServiceRequestResult, 'type' | 'requestId'>, isNew = false): string {
  const q = new URLSearchParams({ requestId: request.requestId });
  if (isNew) q.set('request', 'new');
  return `${STATUS_ROUTE[request.type] ?? STATUS_PAGE}?${q}`;
}
