import type { AnyMachineSnapshot } from 'xstate';
import type { WizardContext } from '../engine';

/** Why a step's work failed, as the journey keeps it (engine/wizard.ts WizardContext.stepError). */
export interface StepError {
  code: string;
  status?: number;
  description?: string;
  /** When the refused work may be tried again (epoch ms), for the screen to say. */
  retryAt?: number;
}

/**
 * What a wizard screen shows of its step's work (the step's `invoke` in the journey JSON): whether it is running
 * (the `<step>:working` state, where Next is not heard), whether it waits at its gate (`<step>:gated`: the screen
 * shows what the gate asks for, sends NEXT when that is done and CANCEL to close it) and why it last failed. The
 * screen only shows these; the journey runs the work, merges its output and moves on.
 */
export function stepWork(snapshot: AnyMachineSnapshot): { working: boolean; gated: boolean; error: StepError | null } {
  const error = (snapshot.context as { stepError?: StepError | null }).stepError ?? null;
  return { working: snapshot.hasTag('working'), gated: snapshot.hasTag('gated'), error };
}

/**
 * The wizard's own part of a step screen's snapshot (engine/wizard.ts WizardContext: the journey id, the steps around
 * this one, the customer's way): a step screen is drawn for a wizard's state only. Before the wizard has started
 * (the landing's stand-in snapshot) the keys are absent, hence Partial.
 */
export function wizardContext(snapshot: AnyMachineSnapshot): Partial<WizardContext> {
  return snapshot.context as Partial<WizardContext>;
}
