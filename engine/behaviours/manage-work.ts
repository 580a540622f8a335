import type { BehaviourArgs } from './types';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Input mappers of the manage area's machines (journeys/sim-activation.json, cancel-portin.json,
 * service-request-cancel.json, termination-decision.json, plan-switch-confirm.json): each actor receives only the
 * values its call needs, from the machine's context (given when the page starts it) and the event that started it.
 */
export const manageInputs = {
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
  /** journeys/termination.json's decision step hosts termination-decision.json: its start, from the wizard's data. */
  terminationDecisionStart: ({ context }) => {
    const data = (context.data ?? {}) as Record<string, unknown>;
    return { number: text(data.number), reasonId: text(data.reasonId), feedback: text(data.feedback) || null };
  },
  /** What termination-decision.json hands back when the line is terminated: the request's id. */
  terminationDecisionOutcome: ({ context }) => {
    const id = text((context.result as { requestId?: unknown } | null)?.requestId);
    return id ? { requestId: id } : {};
  },
  /**
   * journeys/plan-switch.json's summary step hosts plan-switch-confirm.json: the line and plan chosen, and what to do
   * with a switch requested earlier in this journey (back from the payment): call it off when it was for another
   * plan, reuse it when it was for this one and still waits for its payment.
   */
  planSwitchConfirmStart: ({ context }) => {
    const data = (context.data ?? {}) as Record<string, unknown>;
    const earlier = text(data.requestId);
    const samePlan = earlier !== '' && text(data.requestPlanId) === text(data.planId);
    return {
      number: text(data.number),
      planId: text(data.planId),
      staleRequestId: earlier && !samePlan ? earlier : null,
      reusableRequestId: samePlan && data.paymentRequired === true ? earlier : null,
    };
  },
  /** What plan-switch-confirm.json hands back: the request made (none when an earlier one is reused). */
  planSwitchConfirmOutcome: ({ context }) => {
    const made = context.result as { requestId?: unknown; paymentRequired?: unknown; totalCharges?: unknown } | null;
    if (!made || !text(made.requestId)) return {};
    return { requestId: text(made.requestId), requestPlanId: text(context.planId), paymentRequired: Boolean(made.paymentRequired), totalCharges: Number(made.totalCharges ?? 0) };
  },
  /** A payment step that hosts payment.json for a request made at an earlier step (plan switch, SIM replacement). */
  payRequestStart: ({ context }) => ({ orderRef: text(((context.data ?? {}) as Record<string, unknown>).requestId) || null }),
  /** journeys/recharge-any.json's payment step: the recharge made at the number step (issue 44 part 6). */
  payRechargeStart: ({ context }) => ({ orderRef: text(((context.data ?? {}) as Record<string, unknown>).topupId) || null }),
  /** journeys/reschedule-delivery.json's payment step: the reschedule's fee, by card. */
  payRescheduleStart: ({ context }) => ({ orderRef: text(((context.data ?? {}) as Record<string, unknown>).rescheduleId) || null, method: 'CARD' }),
  /** journeys/chat-start.json: the chat's first message (its topic, if any) and its one Idempotency-Key (context). */
  chatStartInput: ({ context }) => ({ topic: text(context.topic), chatKey: text(context.chatKey) }),
  /** journeys/cnic-line-report.json: the line reported as not the customer's (context). */
  cnicReportInput: ({ context }) => ({ number: text(context.number) }),
  /** The switch requested earlier for another plan (context.staleRequestId). */
  staleSwitchInput: ({ context }) => ({ requestId: text(context.staleRequestId) }),
  /** The line and the plan chosen (context, from planSwitchConfirmStart). */
  planSwitchChoiceInput: ({ context }) => ({ number: text(context.number), planId: text(context.planId) }),
} satisfies Record<string, (args: BehaviourArgs) => unknown>;
