import type { BehaviourArgs } from './types';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Input mappers of the manage area's machines (journeys/sim-activation.json, cancel-portin.json,
 * service-request-cancel.json, termination-decision.json, plan-switch-confirm.json): each actor receives only the
 * values its call needs, from the machine's context (given when the page starts it) and the event that started it.
 */
export const manageInputs: Record<string, (args: BehaviourArgs) => unknown> = {
  /** The line (context) and the ICC id the customer typed (SUBMIT). */
  simActivationInput: ({ context, event }) => ({ number: text(context.number), iccId: text(event.iccId) }),
  /** The port-in's order reference (context). */
  portInCancellationInput: ({ context }) => ({ orderRef: text(context.orderRef) }),
  /** The request being called off: its id, type and status (context). */
  serviceRequestCancelInput: ({ context }) => ({ requestId: text(context.requestId), type: text(context.type), status: text(context.status) }),
  /** The win-back offer shown (context.offer). */
  winbackClaimInput: ({ context }) => ({ offerId: text((context.offer as { id?: unknown } | null)?.id) }),
  /** The number, the reason and any feedback (context). */
  terminationRequestInput: ({ context }) => ({
    number: text(context.number),
    reasonId: text(context.reasonId),
    ...(text(context.feedback) ? { feedback: text(context.feedback) } : {}),
  }),
  /** The switch requested earlier for another plan (context.staleRequestId). */
  staleSwitchInput: ({ context }) => ({ requestId: text(context.staleRequestId) }),
  /** The line and the plan chosen (context, kept by rememberSwitchChoice). */
  planSwitchChoiceInput: ({ context }) => ({ number: text(context.number), planId: text(context.planId) }),
};
