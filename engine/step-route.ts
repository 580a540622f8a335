import type { LayoutName, WizardJourney, WizardStep } from '../schemas/generated/journey';

/** What the route of a wizard step is made of: its page frame, whether it needs a signed-in customer, its texts. */
export interface StepRouteFacts {
  layout: LayoutName;
  auth: boolean;
  /** The journey's shared locale modules and the step's own, in order, without repeats. */
  localeModules: string[];
}

/**
 * The route facts of one step, read from the JSON alone (no other engine module, so the build's route plugin
 * loads it without the engine): the step's layout or the journey's ('main' when neither says), the journey's auth.
 */
export function stepRouteFacts(journey: Pick<WizardJourney, 'layout' | 'auth' | 'localeModules'>, step: Pick<WizardStep, 'layout' | 'localeModules'>): StepRouteFacts {
  return {
    layout: step.layout ?? journey.layout ?? 'main',
    auth: journey.auth === true,
    localeModules: [...new Set([...(journey.localeModules ?? []), ...(step.localeModules ?? [])])],
  };
}
