import type { AnyMachineSnapshot } from 'xstate';
import type { NormalizedJourney, WizardContext } from '../../engine';
import { DATA_WORLDS } from '../../scripts/studio/data-worlds';
import { actorOutcomes, type ModelEvent } from '../../scripts/studio/model-events';
import type { Walker } from '../../scripts/studio/walkers';

// The model's events and state identities live beside QA's paths (`npm run journeys:paths`), which list what these walk.
export { actorOutcomes, byValue, byValueAndCounters, byValueAndPolls, MODEL_ERROR_CODES, type ModelEvent } from '../../scripts/studio/model-events';

/**
 * Data a NEXT may carry: complete assignments of every value the repository's skip guards read
 * (isNotPortIn, isEsimWithoutDelivery, isKycNotRequired, isPaymentNotRequired), so merged data stays one of a
 * few worlds and the state space stays finite and small. The journey studio names the same worlds
 * (scripts/studio/data-worlds.ts) for its customer paths.
 */
export const GUARD_WORLDS: ReadonlyArray<Record<string, unknown>> = DATA_WORLDS.map((w) => w.data);

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

/**
 * Simple-path events of a wizard walked by one customer group (scripts/studio/walkers.ts): Next gives the data the
 * step collects (its `provides`: the group's data arrives when the customer leaves the step that asks for it, never
 * all at once on the first step), a step's work succeeds, a hosted journey ends the first way named with the step's
 * data, and Back.
 */
export function wizardWalkEvents(journey: NormalizedJourney, walker: Pick<Walker, 'dataAt'>) {
  return (s: AnyMachineSnapshot): ModelEvent[] => {
    const work = workOf(journey, s);
    if (work) return [{ type: `xstate.done.actor.${work}`, output: {} }];
    const data = walker.dataAt(String(s.value));
    const ending = childEndings(journey, s)[0];
    if (ending) return [{ ...ending, output: { ...(ending.output as object), data: data ?? {} } }, { type: 'BACK' }];
    return [data ? { type: 'NEXT', data } : { type: 'NEXT' }, { type: 'BACK' }];
  };
}

/** A wizard state's identity: the step and the data collected (the data world decides where NEXT and BACK go). */
export const wizardKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as WizardContext).data]);
