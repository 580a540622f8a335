import type { GuardImpl, BehaviourArgs } from './types';
import { outputOf } from './types.ts';

/** The done event of a child journey hosted by a step (its actor is named `journey:<id>`, engine/normalize.ts). */
const CHILD_DONE = 'xstate.done.actor.journey:';

/**
 * The journey data a wizard guard sees: the data collected so far with the data carried by the event
 * being handled merged over it (guards run before a transition's actions, so a NEXT that carries the
 * customer's choice must be judged with that choice).
 */
export function wizardData({ context, event }: BehaviourArgs): Record<string, unknown> {
  const data = (context.data ?? {}) as Record<string, unknown>;
  return { ...data, ...eventData(event) };
}

/**
 * The data an event brings to a wizard: a step's `data` (NEXT, UPDATE, GOTO), or the output of a step's work when
 * its actor finishes (`xstate.done.actor.*`), which is merged into the journey's data like a step's own.
 */
export function eventData(event: BehaviourArgs['event']): Record<string, unknown> {
  // A child journey's output is { endedIn, data }: only its data joins the journey's (engine/to-machine.ts).
  const patch = event.type.startsWith(CHILD_DONE)
    ? (event.output as { data?: unknown } | undefined)?.data
    : event.type.startsWith('xstate.done.actor.')
      ? event.output
      : event.data;
  return patch && typeof patch === 'object' && !Array.isArray(patch) ? (patch as Record<string, unknown>) : {};
}

/** Skip guards for wizard steps: true means the step is skipped, going forward and back alike. */
export const stepSkipGuards: Record<string, GuardImpl> = {
  /** eSIM orders need no address step unless the eSIM specification says deliveryNeeded (SPEC §4). */
  isEsimWithoutDelivery: (args) => {
    const d = wizardData(args);
    return d.simType === 'esim' && d.esimDeliveryNeeded !== true;
  },
  /** Port-in details only matter when the number type is PORT_IN. */
  isNotPortIn: (args) => wizardData(args).numberType !== 'PORT_IN',
  /** The eKYC step is skipped once the KYC-required flag is known to be false (SPEC §2 manual eKYC). */
  isKycNotRequired: (args) => wizardData(args).kycRequired === false,
  /** A payment step is skipped when the order costs nothing. */
  isPaymentNotRequired: (args) => wizardData(args).paymentRequired === false,
};

/** Where a step's work sent the journey on (journeys/sim-replacement.json: a request continued where it was left, issue 29). */
const resumedAt = (step: string): GuardImpl => ({ event }) => event.type.startsWith('xstate.done.actor.') && outputOf(event).resumeAt === step;

/** Outcome guards of a wizard step's work. */
export const stepOutcomeGuards: Record<string, GuardImpl> = {
  isSimReplacementResumedAtDelivery: resumedAt('simReplacementDeliveryDetails'),
  isSimReplacementResumedAtPayment: resumedAt('simReplacementOrderPayment'),
};
