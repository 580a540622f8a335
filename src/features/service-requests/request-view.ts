/** What the service-request pages show, as pure functions (SPEC §3 request types, §4 port-in statuses). */
import type { GetServiceRequestResult } from '../../api/generated/response-types';
import { PLAIN_REF } from '../../../engine/behaviours/purchase-work';
import { STATUS_ROUTE } from './status-path';

export { STATUS_PAGE, statusPathOf } from './status-path';

export type ServiceRequest = GetServiceRequestResult;
export type RequestType = ServiceRequest['type'];
export type RequestStatus = ServiceRequest['status'];
/** What the gateway keeps on a request beyond its common fields (an open object: each reader checks the keys it uses). */
export type RequestPayload = NonNullable<ServiceRequest['payload']>;

export const REQUEST_TYPES: readonly RequestType[] = ['SIM_REPLACEMENT', 'PLAN_SWITCH', 'TERMINATION_REQUEST', 'PORT_OUT_REQUEST', 'REVERSE_PORTIN_REQUEST', 'REVERSE_PORTOUT_REQUEST', 'CNIC_LINE_REPORT', 'CHAT'];

const clean = (v: string | null) => (v && PLAIN_REF.test(v) ? v : null);

/** What the status page was asked for: a request id (`requestId`, `request_id` or `id`), or a port-in by order reference. */
export interface StatusQuery {
  requestId: string | null;
  orderRef: string | null;
  /** `request=new`: the request was just made; the page confirms it was received. */
  isNew: boolean;
  /** Optional `type=` to pick the latest request of a type when no id is given. */
  type: RequestType | null;
  /** Which endpoint reads the request, by the route (SPEC §2 reverse port-in / port-out routes). */
  source: 'GET_SERVICE_REQUEST' | 'GET_REVERSE_PORTIN_STATUS' | 'GET_REVERSE_PORTOUT_STATUS';
  /** The request type the route stands for, if it stands for one. */
  routeType: RequestType | null;
}

export function statusQueryOf(path: string, search: string): StatusQuery {
  const q = new URLSearchParams(search);
  const type = q.get('type');
  const routeType = (Object.entries(STATUS_ROUTE).find(([, p]) => path.startsWith(p))?.[0] as RequestType | undefined) ?? null;
  return {
    requestId: clean(q.get('requestId')) ?? clean(q.get('request_id')) ?? clean(q.get('id')),
    orderRef: clean(q.get('order_ref')) ?? clean(q.get('orderRef')),
    isNew: q.get('request') === 'new',
    type: REQUEST_TYPES.includes(type as RequestType) ? (type as RequestType) : routeType,
    source: routeType === 'REVERSE_PORTIN_REQUEST' ? 'GET_REVERSE_PORTIN_STATUS' : routeType === 'REVERSE_PORTOUT_REQUEST' ? 'GET_REVERSE_PORTOUT_STATUS' : 'GET_SERVICE_REQUEST',
    routeType,
  };
}

export type StepState = 'done' | 'current' | 'upcoming';
export interface TimelineStep { id: string; state: StepState }

/**
 * The name of a request's status: a chat's own words (waiting for an answer, answered, closed: issue 46), every other
 * request's the common ones (received, in progress, done).
 */
export function stepNameId(type: string, status: string): string {
  return type === 'CHAT' ? `step_CHAT_${status}` : `step_${status}`;
}

/** A request's status as a timeline: received → in progress → done, or received → cancelled / failed. */
export function requestTimeline(status: RequestStatus): TimelineStep[] {
  if (status === 'CANCELLED' || status === 'FAILED') return [{ id: 'SUBMITTED', state: 'done' }, { id: status, state: 'current' }];
  const order = ['SUBMITTED', 'IN_PROGRESS', 'COMPLETED'];
  const at = order.indexOf(status);
  return order.map((id, i) => ({ id, state: i < at ? 'done' : i === at ? (status === 'COMPLETED' ? 'done' : 'current') : 'upcoming' }));
}

/**
 * Requests the customer may still call off, and the call that does it (issue 9): a termination, a plan switch, and
 * a SIM replacement until its fee is paid (issue 29: one left half-way is no dead end).
 */
export function cancelCallOf(request: { type: string; status: string; payload?: RequestPayload }): 'CANCEL_TERMINATION' | 'CANCEL_PLAN_SWITCH' | 'CANCEL_SIM_REPLACEMENT' | null {
  if (request.status !== 'SUBMITTED' && request.status !== 'IN_PROGRESS') return null;
  if (request.type === 'TERMINATION_REQUEST') return 'CANCEL_TERMINATION';
  if (request.type === 'PLAN_SWITCH') return 'CANCEL_PLAN_SWITCH';
  if (request.type === 'SIM_REPLACEMENT' && request.payload?.paymentStatus !== 'SUCCESS') return 'CANCEL_SIM_REPLACEMENT';
  return null;
}

/** The SIM replacement step a request left half-way is continued at (journeys/sim-replacement.json step names). */
export type ResumeStep = 'simReplacementKyc' | 'simReplacementDeliveryDetails' | 'simReplacementOrderPayment';

/**
 * Where an open SIM replacement was left, from what the gateway keeps on it (issue 29): no identity check yet → the
 * identity step; a physical SIM without a delivery → the delivery step; a fee not paid → the payment step. A request
 * with nothing left to do (or closed, or of another type) has nothing to continue: null.
 */
export function resumeStepOf(request: Pick<ServiceRequest, 'type' | 'status' | 'paymentRequired' | 'payload'>): ResumeStep | null {
  if (request.type !== 'SIM_REPLACEMENT' || request.status !== 'SUBMITTED') return null;
  const p = request.payload ?? {};
  if (!p.kycStatus) return 'simReplacementKyc';
  if (p.simType !== 'esim' && !p.deliveryMethod) return 'simReplacementDeliveryDetails';
  if (request.paymentRequired && p.paymentStatus !== 'SUCCESS') return 'simReplacementOrderPayment';
  return null;
}

/** The SIM replacement journey's first step, asked to continue an open request (its order-request screen reads `resume`). */
export function resumePathOf(request: Pick<ServiceRequest, 'requestId' | 'number'>): string {
  return `/manage/sim-replacement-order-request?${new URLSearchParams({ number: request.number ?? '', resume: request.requestId })}`;
}

/** "What happens next" for a request: a message id by type and status, with a generic fallback by status. */
export function nextStepId(request: Pick<ServiceRequest, 'type' | 'status' | 'paymentRequired' | 'payload'>, has: (id: string) => boolean): string {
  const specific = `next_${request.type}_${request.status}`;
  if (request.type === 'SIM_REPLACEMENT' && request.status === 'SUBMITTED' && request.paymentRequired && has('next_SIM_REPLACEMENT_SUBMITTED_unpaid')) return 'next_SIM_REPLACEMENT_SUBMITTED_unpaid';
  if (request.type === 'PLAN_SWITCH' && request.status === 'SUBMITTED') {
    const dated = Boolean(request.payload?.effectiveAt);
    if (request.paymentRequired && has('next_PLAN_SWITCH_SUBMITTED_unpaid')) return 'next_PLAN_SWITCH_SUBMITTED_unpaid';
    if (dated && has('next_PLAN_SWITCH_SUBMITTED_dated')) return 'next_PLAN_SWITCH_SUBMITTED_dated';
  }
  return has(specific) ? specific : `next_${request.status}`;
}

/** Requests grouped by type, newest first within each; types without requests are left out. */
export function groupByType(requests: readonly ServiceRequest[]): Array<{ type: RequestType; requests: ServiceRequest[] }> {
  return REQUEST_TYPES.map((type) => ({ type, requests: requests.filter((r) => r.type === type).sort((a, b) => b.createdAt - a.createdAt) })).filter((g) => g.requests.length > 0);
}

/** SPEC §4 port-in statuses in four phases the customer follows. */
export type PortInPhase = 'received' | 'moving' | 'done' | 'stopped';
export function portInPhase(status: string): PortInPhase {
  if (['DONE', 'SUCCESSFUL', 'ACTIVE'].includes(status)) return 'done';
  if (['FAILED', 'PORT_IN_FAILED', 'REJECTED', 'CANCELED'].includes(status)) return 'stopped';
  if (['IN_PROGRESS', 'DONOR_SWITCH', 'DONOR_SWITCH_SCHEDULED'].includes(status)) return 'moving';
  return 'received';
}

/** A port-in as a timeline: received → moving → done; or stopped (failed, refused or cancelled) after what was reached. */
export function portInTimeline(status: string): TimelineStep[] {
  const phase = portInPhase(status);
  if (phase === 'stopped') return [{ id: 'portin_received', state: 'done' }, { id: `portin_status_${status}`, state: 'current' }];
  const order: PortInPhase[] = ['received', 'moving', 'done'];
  const at = order.indexOf(phase);
  return order.map((p, i) => ({ id: `portin_${p}`, state: i < at || phase === 'done' ? 'done' : i === at ? 'current' : 'upcoming' }));
}
