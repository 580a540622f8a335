import type { ActionImpl, Behaviours, DelayImpl, GuardImpl } from './types.ts';
import { stepOutcomeGuards, stepSkipGuards } from './wizard-steps.ts';
import { declaredActorStandIns } from './actors.ts';
import { inputMappers } from './inputs.ts';

/** One group of behaviours (engine/behaviours/<topic>.ts): the guards, actions and delays of one kind of work. */
export interface BehaviourGroup {
  guards?: Record<string, GuardImpl>;
  actions?: Record<string, ActionImpl>;
  delays?: Record<string, DelayImpl>;
}

/**
 * Joins the behaviour groups of one kind. Journeys name behaviours by string, so two groups giving the same name
 * would silently run the wrong code in one of them: a collision is refused when the registry is built.
 */
export function joinBehaviours<T>(kind: string, ...groups: Array<Record<string, T>>): Record<string, T> {
  const joined: Record<string, T> = {};
  for (const group of groups) {
    for (const [name, impl] of Object.entries(group)) {
      if (name in joined) throw new Error(`Behaviour registry: ${kind} '${name}' is defined twice`);
      joined[name] = impl;
    }
  }
  return joined;
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
