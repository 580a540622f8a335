import type { Behaviours, BehaviourEnv } from './types';
import { stepSkipGuards } from './wizard-steps';
import { oneTimeCodeBehaviours } from './one-time-code';
import { declaredActorStandIns } from './actors';
import { serviceRequestBehaviours } from './service-requests';

export type { Behaviours, BehaviourEnv } from './types';

/** Builds the one behaviour registry handed to XState's setup(). `env.now` is injectable for simulated clocks. */
export function createBehaviours(env: BehaviourEnv = { now: () => Date.now() }): Behaviours {
  const code = oneTimeCodeBehaviours(env);
  const requests = serviceRequestBehaviours();
  return {
    guards: { ...stepSkipGuards, ...code.guards, ...requests.guards },
    actions: { ...code.actions, ...requests.actions },
    delays: { ...code.delays },
    actors: declaredActorStandIns(),
  };
}

/** The names a journey JSON may use, by kind: what `journeys:check` validates against. */
export interface BehaviourCatalogue {
  guards: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  delays: ReadonlySet<string>;
  actors: ReadonlySet<string>;
}

/** The catalogue of the default registry. */
export function behaviourCatalogue(behaviours: Behaviours = createBehaviours()): BehaviourCatalogue {
  return {
    guards: new Set(Object.keys(behaviours.guards)),
    actions: new Set(Object.keys(behaviours.actions)),
    delays: new Set(Object.keys(behaviours.delays)),
    actors: new Set(Object.keys(behaviours.actors)),
  };
}
