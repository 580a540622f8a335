import type { Behaviours, BehaviourEnv } from './types.ts';
import { oneTimeCodeBehaviours } from './one-time-code.ts';
import { redemptionBehaviours } from './redemption.ts';
import { paymentBehaviours } from './payment.ts';
import { serviceRequestBehaviours } from './service-requests.ts';
import { paylinkBehaviours } from './paylink.ts';
import { flagContextBehaviours } from './flag-identity.ts';
import { accountWorkBehaviours } from './account-work.ts';
import { purchaseWorkBehaviours } from './purchase-work.ts';
import { composeBehaviours, type BehaviourGroup } from './compose.ts';

export type { Behaviours, BehaviourEnv } from './types.ts';
export { composeBehaviours, joinBehaviours, type BehaviourGroup } from './compose.ts';

/** The groups any journey may use, in every journey's registry (the browser's catalogue joins them once). */
export function commonBehaviourGroups(env: BehaviourEnv = { now: () => Date.now() }): BehaviourGroup[] {
  return [oneTimeCodeBehaviours(env), accountWorkBehaviours(), purchaseWorkBehaviours(env)];
}

/**
 * The groups only some journeys use, by their module (engine/behaviours/<key>.ts, whose export is the function):
 * the build gives each journey's module (virtual:normalized-journey/<id>, scripts/journey-routes.ts) those whose
 * names its JSON uses, so a page loads its own journey's work, not every journey's (issue 47). A group added here
 * is in every tool's registry (createBehaviours) and reaches the journeys that name it without another list.
 */
export const JOURNEY_BEHAVIOUR_GROUPS = {
  payment: paymentBehaviours,
  'service-requests': serviceRequestBehaviours,
  redemption: redemptionBehaviours,
  paylink: paylinkBehaviours,
  'flag-identity': flagContextBehaviours,
} satisfies Record<string, () => BehaviourGroup>;

/** Builds the one behaviour registry handed to XState's createMachine (engine/to-machine.ts). `env.now` is injectable for simulated clocks. */
export function createBehaviours(env: BehaviourEnv = { now: () => Date.now() }): Behaviours {
  return composeBehaviours([...commonBehaviourGroups(env), ...Object.values(JOURNEY_BEHAVIOUR_GROUPS).map((group) => group())]);
}

/** The names a journey JSON may use, by kind: what `journeys:check` validates against. */
export interface BehaviourCatalogue {
  guards: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  delays: ReadonlySet<string>;
  actors: ReadonlySet<string>;
  inputs: ReadonlySet<string>;
}

/** The catalogue of the default registry. */
export function behaviourCatalogue(behaviours: Behaviours = createBehaviours()): BehaviourCatalogue {
  return {
    guards: new Set(Object.keys(behaviours.guards)),
    actions: new Set(Object.keys(behaviours.actions)),
    delays: new Set(Object.keys(behaviours.delays)),
    actors: new Set(Object.keys(behaviours.actors)),
    inputs: new Set(Object.keys(behaviours.inputs)),
  };
}
