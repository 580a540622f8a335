import type { ActionImpl, Behaviours, DelayImpl, GuardImpl } from './types.ts';
import { stepOutcomeGuards, stepSkipGuards } from './wizard-steps.ts';
import { declaredActorStandIns } from './actors.ts';
import { inputMappers } from './inputs.ts';
import { joinBehaviours } from './join.ts';

export { joinBehaviours };

/** One group of behaviours (engine/behaviours/<topic>.ts): the guards, actions and delays of one kind of work. */
export interface BehaviourGroup {
  guards?: Record<string, GuardImpl>;
  actions?: Record<string, ActionImpl>;
  delays?: Record<string, DelayImpl>;
}

/**
 * A behaviour registry of some groups only, with the wizard steps' guards, the declared actors and the input
 * mappers every journey may use: for a page that compiles one known journey (the authentication gate's) without
 * the modules of every other kind of work (issue 31). createBehaviours (index.ts) joins every group.
 */
export function composeBehaviours(groups: readonly BehaviourGroup[]): Behaviours {
  return {
    guards: joinBehaviours('guard', stepSkipGuards, stepOutcomeGuards, ...groups.map((g) => g.guards ?? {})),
    actions: joinBehaviours('action', ...groups.map((g) => g.actions ?? {})),
    delays: joinBehaviours('delay', ...groups.map((g) => g.delays ?? {})),
    actors: declaredActorStandIns(),
    inputs: inputMappers,
  };
}
