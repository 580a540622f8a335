/** Eligibility of each thing a customer can do for a line, as the hub shows it (pure; the calls are in the page). */
import type { Line } from '../../domain/line-view';
import type { ServiceRequest } from './request-view';

export type EntryId = 'activation' | 'SIM_REPLACEMENT' | 'PLAN_SWITCH' | 'TERMINATION_REQUEST' | 'portin_cancel';

/** Where each entry starts, for a line. */
export function entryPath(entry: EntryId, line: Line): string {
  switch (entry) {
    case 'activation':
      return `/manage/sim-activation?number=${line.number}`;
    case 'SIM_REPLACEMENT':
      return `/manage/sim-replacement-order-request?number=${line.number}`;
    case 'PLAN_SWITCH':
      return `/manage/plan-switch/plans?number=${line.number}`;
    case 'TERMINATION_REQUEST':
      return `/manage/terminate-number?number=${line.number}`;
    case 'portin_cancel':
      return `/manage/cancel-portin?order_ref=${line.orderRef}`;
  }
}

/** The entries a line shows: activation only while its SIM waits; port-in cancellation only for a ported number. */
export function entriesOf(line: Line): EntryId[] {
  return [
    ...(line.status === 'PendingActivation' && line.simType === 'physical_sim' ? (['activation'] as const) : []),
    'SIM_REPLACEMENT',
    'PLAN_SWITCH',
    'TERMINATION_REQUEST',
    ...(line.numberType === 'PORT_IN' ? (['portin_cancel'] as const) : []),
  ];
}

export type Eligibility =
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'eligible' }
  | { state: 'refused'; reason: string; openRequest?: ServiceRequest };

const STATUS_REASON: Record<Line['status'], string | null> = {
  PendingActivation: 'LINE_NOT_ACTIVATED',
  Active: null,
  Suspend: 'LINE_SUSPEND',
  Grace: 'LINE_GRACE',
  Inactive: 'LINE_INACTIVE',
};

/** An open request of `type` for the line, if any (its status link is shown with REQUEST_ALREADY_OPEN). */
export function openRequestOf(requests: readonly ServiceRequest[] | undefined, type: string, number: string): ServiceRequest | undefined {
  return requests?.find((r) => r.type === type && r.number === number && (r.status === 'SUBMITTED' || r.status === 'IN_PROGRESS'));
}

/**
 * The reason behind a refusal. The gateway names it (`reason`) except for termination, whose refusal is SPEC §8's
 * 4121101 alone: then the line's own status or an open termination request explains it, else 4121101's words.
 */
export function refusalReason(given: string | undefined, type: string, line: Line, requests: readonly ServiceRequest[] | undefined): { reason: string; openRequest?: ServiceRequest } {
  const open = openRequestOf(requests, type, line.number);
  if (given && given !== '4121101') return { reason: given, ...(given === 'REQUEST_ALREADY_OPEN' && open ? { openRequest: open } : {}) };
  // A closed or not yet activated line explains any refusal; other statuses allow termination, so they do not.
  const byStatus = line.status === 'PendingActivation' || line.status === 'Inactive' ? STATUS_REASON[line.status] : null;
  if (byStatus) return { reason: byStatus };
  if (open) return { reason: 'REQUEST_ALREADY_OPEN', openRequest: open };
  return { reason: given ?? 'NOT_ELIGIBLE' };
}

/** What the customer can do instead, for a reason: a message id and where it leads (if anywhere). */
export function remedyOf(reason: string, line: Line, openStatusPath?: string): { id: string; href?: string } | null {
  switch (reason) {
    case 'LINE_NOT_ACTIVATED':
      return { id: 'do_LINE_NOT_ACTIVATED', href: `/manage/sim-activation?number=${line.number}` };
    case 'LINE_GRACE':
      return { id: 'do_LINE_GRACE', href: `/manage/plan-switch/plans?number=${line.number}` };
    case 'LINE_INACTIVE':
      return { id: 'do_LINE_INACTIVE', href: '/web/pre-checkout' };
    case 'LINE_SUSPEND':
      return { id: 'do_LINE_SUSPEND' };
    case 'REQUEST_ALREADY_OPEN':
      return openStatusPath ? { id: 'do_REQUEST_ALREADY_OPEN', href: openStatusPath } : null;
    case '4121101':
      return { id: 'do_4121101' };
    default:
      return null;
  }
}
