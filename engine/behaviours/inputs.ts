import type { BehaviourArgs } from './types';
import { wizardData } from './wizard-steps';
import { manageInputs } from './manage-work';

/**
 * Input mappers: what an invoked actor receives, named in a journey as `"invoke": { "src", "input" }`. Pure functions
 * of the journey's context and the event that entered the invoking state, so an actor sees only its input (never
 * the whole context, never a function) and a test provides the same input to a stand-in actor.
 */
export type InputImpl = (args: BehaviourArgs) => unknown;

const data = (args: BehaviourArgs): Record<string, unknown> => wizardData(args);

/** Mappers any journey may name. Wizard steps without `input` receive the journey's data (stepData). */
export const inputMappers: Record<string, InputImpl> = {
  /** The wizard's data with the NEXT event's data merged over it: the default input of a step's work. */
  stepData: data,
  /** The whole context and the entering event: the input of a machine's invoke that names no mapper. */
  contextAndEvent: ({ context, event }) => ({ context, event }),
  // -- purchase area mappers: below --

  // -- manage area mappers: below --
  ...manageInputs,

  // -- account area mappers: below --
};

/** The default mapper of a wizard step's invoke and of a machine state's invoke. */
export const DEFAULT_STEP_INPUT = 'stepData';
export const DEFAULT_MACHINE_INPUT = 'contextAndEvent';
