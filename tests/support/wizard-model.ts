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

/** Shortest-path events of a wizard: NEXT plain or with each data world, BACK, and GOTO every step, from every state. */
export function wizardEvents(journey: NormalizedJourney, worlds: ReadonlyArray<Record<string, unknown>> = GUARD_WORLDS) {
  return (): ModelEvent[] => [
    { type: 'NEXT' },
    ...worlds.map((data) => ({ type: 'NEXT', data })),
    { type: 'BACK' },
    ...journey.steps.map((s) => ({ type: 'GOTO', step: s.name })),
  ];
}

/** Simple-path events of a wizard: the data world is chosen on the first step, then plain NEXT and BACK walk it. */
export function wizardWalkEvents(journey: NormalizedJourney, worlds: ReadonlyArray<Record<string, unknown>> = GUARD_WORLDS) {
  return (s: AnyMachineSnapshot): ModelEvent[] => {
    const fresh = s.value === journey.initial && Object.keys((s.context as WizardContext).data).length === 0;
    return [...(fresh ? worlds.map((data) => ({ type: 'NEXT', data })) : [{ type: 'NEXT' }]), { type: 'BACK' }];
  };
}

/** A general machine's state identity: its value. */
export const byValue = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
/** A wizard state's identity: the step and the data collected (the data world decides where NEXT and BACK go). */
export const wizardKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as WizardContext).data]);
