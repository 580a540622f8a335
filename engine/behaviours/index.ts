import type { Behaviours, BehaviourEnv } from './types.ts';
import { oneTimeCodeBehaviours } from './one-time-code.ts';
import { redemptionBehaviours } from './redemption.ts';
import { paymentBehaviours } from './payment.ts';
import { serviceRequestBehaviours } from './service-requests.ts';
import { paylinkBehaviours } from './paylink.ts';
import { flagContextBehaviours } from './flag-identity.ts';
import { accountWorkBehaviours } from './account-work.ts';
import { purchaseWorkBehaviours } from './purchase-work.ts';
import { composeBehaviours } from './compose.ts';

export type { Behaviours, BehaviourEnv } from './types.ts';
export { composeBehaviours, joinBehaviours, type BehaviourGroup } from './compose.ts';

/** Builds the one behaviour registry handed to XState's setup(). `env.now` is injectable for simulated clocks. */
export function createBehaviours(env: BehaviourEnv = { now: () => Date.now() }): Behaviours {
  return composeBehaviours([
    oneTimeCodeBehaviours(env),
    paymentBehaviours(),
    serviceRequestBehaviours(),
    redemptionBehaviours(),
    paylinkBehaviours(),
    flagContextBehaviours(),
    accountWorkBehaviours(),
    purchaseWorkBehaviours(env),
  ]);
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
