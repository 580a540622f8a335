import type { WizardStep } from '../schemas/generated/journey.ts';

/** What a wizard step declares about the journey's data (journeys/<id>.json `needs` and `provides`). */
export interface StepDataContract {
  /** Top-level keys of the journey's data the step reads to work. */
  needs: string[];
  /** Top-level keys of the journey's data the step gives when the customer leaves it (screen, work or child journey). */
  provides: string[];
}

/** Anything with a wizard's steps: the journey JSON, or a copy of it edited in memory. */
export interface StepsOf {
  steps: ReadonlyArray<Pick<WizardStep, 'name' | 'needs' | 'provides'> | undefined>;
}

/**
 * A wizard step's data contract, as its JSON declares it (an absent list is empty). Unknown step: undefined.
 * The journey checker refuses a step placed before the data it needs (engine/data-checks.ts); the path tools give a
 * step's `provides` to the journey when the customer leaves it.
 */
export function stepDataContract(journey: StepsOf, stepName: string): StepDataContract | undefined {
  const step = journey.steps.find((s) => s?.name === stepName);
  if (!step) return undefined;
  return { needs: [...(step.needs ?? [])], provides: [...(step.provides ?? [])] };
}

/** For each data key, the first step (in step order) that provides it: where the journey's data is first given. */
export function firstProviders(journey: StepsOf): Map<string, { step: string; index: number }> {
  const first = new Map<string, { step: string; index: number }>();
  journey.steps.forEach((s, index) => {
    for (const key of s?.provides ?? []) if (!first.has(key)) first.set(key, { step: s!.name, index });
  });
  return first;
}
