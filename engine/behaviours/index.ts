import type { Behaviours, BehaviourEnv } from './types.ts';
import { stepOutcomeGuards, stepSkipGuards } from './wizard-steps.ts';
import { oneTimeCodeBehaviours } from './one-time-code.ts';
import { declaredActorStandIns } from './actors.ts';
import { redemptionBehaviours } from './redemption.ts';
import { paymentBehaviours } from './payment.ts';
import { serviceRequestBehaviours } from './service-requests.ts';
import { paylinkBehaviours } from './paylink.ts';
import { flagContextBehaviours } from './flag-identity.ts';
import { inputMappers } from './inputs.ts';
import { accountWorkBehaviours } from './account-work.ts';
import { purchaseWorkBehaviours } from './purchase-work.ts';

export type { Behaviours, BehaviourEnv } from './types.ts';

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

/** Builds the one behaviour registry handed to XState's setup(). `env.now` is injectable for simulated clocks. */
export function createBehaviours(env: BehaviourEnv = { now: () => Date.now() }): Behaviours {
  const code = oneTimeCodeBehaviours(env);
  const redeem = redemptionBehaviours();
  const pay = paymentBehaviours();
  const requests = serviceRequestBehaviours();
  const paylinks = paylinkBehaviours();
  const flags = flagContextBehaviours();
  const accountWork = accountWorkBehaviours();
  const purchase = purchaseWorkBehaviours(env);
  return {
    guards: joinBehaviours('guard', stepSkipGuards, stepOutcomeGuards, code.guards, pay.guards, requests.guards, redeem.guards, paylinks.guards, flags.guards, accountWork.guards, purchase.guards),
    actions: joinBehaviours('action', code.actions, pay.actions, requests.actions, redeem.actions, flags.actions, accountWork.actions),
    delays: joinBehaviours('delay', code.delays, pay.delays, redeem.delays, flags.delays),
    actors: declaredActorStandIns(),
    inputs: inputMappers,
  };
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
