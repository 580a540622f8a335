import type { AnyMachineSnapshot } from 'xstate';
import type { NormalizedJourney, WizardContext } from '../../engine';
import { DATA_WORLDS } from '../../scripts/studio/data-worlds';

/** An event the model offers a machine. */
export type ModelEvent = { type: string; [k: string]: unknown };

/**
 * Data a NEXT may carry: complete assignments of every value the repository's skip guards read
 * (isNotPortIn, isEsimWithoutDelivery, isKycNotRequired, isPaymentNotRequired), so merged data stays one of a
 * few worlds and the state space stays finite and small. The journey studio names the same worlds
 * (scripts/studio/data-worlds.ts) for its customer paths.
 */
export const GUARD_WORLDS: ReadonlyArray<Record<string, unknown>> = DATA_WORLDS.map((w) => w.data);

/** Error codes the model's actors fail with: every code a journey's error guards test, and one no guard knows. */
export const MODEL_ERROR_CODES = ['4221402', '422005', '422004', '422025', '422026', '422028', '422035', '4224101', '4121101', 'ALREADY_CLAIMED', 'NUMBER_UNAVAILABLE', 'KYC_MISSING', 'ORDER_NOT_PAYABLE', 'ALREADY_PAID', 'UNSAFE_PROVIDER_PAGE', 'NOT_FOUND', 'SESSION_ENDED'];

/** The outcomes of the actor a state invokes: done (with each output offered) and failed with each model code. */
export function actorOutcomes(src: string, outputs: ReadonlyArray<Record<string, unknown>> = [{}]): ModelEvent[] {
  return [
    ...outputs.map((output) => ({ type: `xstate.done.actor.${src}`, output })),
    ...MODEL_ERROR_CODES.map((code) => ({ type: `xstate.error.actor.${src}`, error: { status: 422, code } })),
  ];
}

/** The work a wizard state is doing (a step's `<step>:working` state), if any. */
const workOf = (journey: NormalizedJourney, s: AnyMachineSnapshot) => {
  const state = journey.states[String(s.value)];
  return state?.tags.includes('working') ? state.invoke?.src : undefined;
};

/**
 * The endings of the child journey a step hosts (a step with `child`): each final state its JSON names, one it does not
 * name (the step stays), and a failure; the customer's NEXT, BACK and GOTO stay possible meanwhile.
 */
function childEndings(journey: NormalizedJourney, s: AnyMachineSnapshot): ModelEvent[] {
  const step = journey.steps.find((x) => x.name === String(s.value));
  if (!step?.child) return [];
  const src = journey.states[step.name]?.invoke?.src as string;
  return [
    ...[...step.child.onDone.map((o) => o.endedIn), 'unnamedEnding'].map((endedIn) => ({ type: `xstate.done.actor.${src}`, output: { endedIn, data: {} } })),
    { type: `xstate.error.actor.${src}`, error: { status: 500, code: 'CHILD_FAILED' } },
  ];
}

/**
 * Shortest-path events of a wizard: NEXT plain or with each data world, BACK, and GOTO every step, from every state;
 * in a step's working state, its actor's success and each failure.
 */
export function wizardEvents(journey: NormalizedJourney, worlds: ReadonlyArray<Record<string, unknown>> = GUARD_WORLDS) {
  return (s?: AnyMachineSnapshot): ModelEvent[] => {
    const work = s && workOf(journey, s);
    if (work) return actorOutcomes(work);
    return [
    ...(s ? childEndings(journey, s) : []),
    // A step waiting at its gate (e.g. the guest verification open) may be closed.
    ...(s?.hasTag('gated') ? [{ type: 'CANCEL' }] : []),
    { type: 'NEXT' },
    ...worlds.map((data) => ({ type: 'NEXT', data })),
    { type: 'BACK' },
    ...journey.steps.map((step) => ({ type: 'GOTO', step: step.name })),
    ];
  };
}

/** Simple-path events of a wizard: the data world is chosen on the first step, then plain NEXT and BACK walk it. */
export function wizardWalkEvents(journey: NormalizedJourney, worlds: ReadonlyArray<Record<string, unknown>> = GUARD_WORLDS) {
  return (s: AnyMachineSnapshot): ModelEvent[] => {
    const work = workOf(journey, s);
    if (work) return [{ type: `xstate.done.actor.${work}`, output: {} }];
    const fresh = s.value === journey.initial && Object.keys((s.context as WizardContext).data).length === 0;
    return [...childEndings(journey, s).slice(0, 1), ...(fresh ? worlds.map((data) => ({ type: 'NEXT', data })) : [{ type: 'NEXT' }]), { type: 'BACK' }];
  };
}

/** A general machine's state identity: its value. */
export const byValue = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
/**
 * A general machine's state identity: its value, plus the few context fields that steer its guards
 * (journeys/payment.json: the wallet polls counted so far, the payment method chosen, whether the order exists).
 */
export const byValueAndCounters = (s: AnyMachineSnapshot) => {
  const c = s.context as { polls?: unknown; method?: unknown; orderRef?: unknown };
  return JSON.stringify([s.value, c.polls ?? null, c.method ?? null, Boolean(c.orderRef)]);
};
/** A wizard state's identity: the step and the data collected (the data world decides where NEXT and BACK go). */
export const wizardKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as WizardContext).data]);
/** A general machine's state identity: its value, and the polls made where a machine counts them (a budget). */
export const byValueAndPolls = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as { attempts?: unknown }).attempts ?? null]);
