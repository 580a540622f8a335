/**
 * What a line's status lets the customer do (SPEC §4 line statuses). One table, read by every eligibility
 * check, so the hub and the request handlers cannot disagree.
 *
 * - PendingActivation: the SIM is on its way; only activation (and cancelling a port-in) make sense.
 * - Active: everything but activation.
 * - Suspend (barred: lost SIM, unpaid bill): a replacement SIM and termination, no plan change.
 * - Grace (validity over, receive only): a plan switch brings it back; replacement and termination allowed.
 * - Inactive: closed; nothing.
 */
export type LineStatus = 'PendingActivation' | 'Active' | 'Suspend' | 'Grace' | 'Inactive';
export type LineAction = 'ACTIVATION' | 'SIM_REPLACEMENT' | 'PLAN_SWITCH' | 'TERMINATION_REQUEST';

const ALLOWED: Record<LineStatus, readonly LineAction[]> = {
  PendingActivation: ['ACTIVATION'],
  Active: ['SIM_REPLACEMENT', 'PLAN_SWITCH', 'TERMINATION_REQUEST'],
  Suspend: ['SIM_REPLACEMENT', 'TERMINATION_REQUEST'],
  Grace: ['SIM_REPLACEMENT', 'PLAN_SWITCH', 'TERMINATION_REQUEST'],
  Inactive: [],
};

/** The refusal reason code for `action` on a line in `status` (e.g. `LINE_SUSPEND`), or undefined when allowed. */
export function statusRefusal(status: LineStatus, action: LineAction): string | undefined {
  if (ALLOWED[status].includes(action)) return undefined;
  if (action === 'ACTIVATION') return status === 'Inactive' ? 'LINE_INACTIVE' : 'LINE_ALREADY_ACTIVE';
  return status === 'PendingActivation' ? 'LINE_NOT_ACTIVATED' : `LINE_${status.toUpperCase()}`;
}
