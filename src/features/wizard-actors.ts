import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '../api/api-client';
import type { JourneyActorsOf } from '../journey/journey-actors';
import { ACTOR_NAMES } from '../../engine/behaviours/actor-names';
import { ACTOR_AREAS, PAYMENT_ACTORS, journeyActors, loadOnce, loadedGroup, type ActorArea, type ActorGroup } from './actors';

// A wizard's registry (src/pages/journey-page.tsx), apart from src/features/actors.ts: the many pages that take the
// registry's loaded areas (journeyActors) do not carry the stand-ins' code.

const wizardRegistries = new Map<string, JourneyActorsOf>();

/**
 * A name whose module is not loaded yet, as XState runs it: a promise logic that, when a step invokes it, loads the
 * module (once, shared) and runs the real logic as an actor of its own with the same input (XState's public
 * `createActor` and `toPromise`), answering with its output or error. Stopped before the module arrived (the
 * customer left the step), it never runs the real work, and XState drops whatever a stopped promise answers; stopped
 * while the real logic runs, it stops that actor too (which aborts the real logic's signal). A snapshot restored
 * mid-invoke starts it again, as the real one.
 *
 * The real actor is a root actor, not a child of this one: XState refuses to stop a child directly (only its parent's
 * logic can), and a promise logic keeps no children. So the real logic's `self` and `system` are its own; no area's
 * actor reads them (each takes its input only). Any logic that ends with output runs this way; one that never ends (a
 * callback) would keep the step waiting, so tests/src/features/journey-actors.test.ts runs every area's names
 * through here and holds each to its own actor's answer.
 */
export function loadedLate(name: string, load: () => Promise<Record<string, AnyActorLogic>>): AnyActorLogic {
  return fromPromise(async ({ input, signal }) => {
    const logic = (await load())[name];
    if (signal.aborted) throw signal.reason;
    if (!logic) throw new Error(`actor '${name}' is not given by the module that should give it`);
    const real = createActor(logic, { input });
    const stop = () => real.stop();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const answer = toPromise(real);
      real.start();
      return await answer;
    } finally {
      signal.removeEventListener('abort', stop);
    }
  });
}

/**
 * The actors of one wizard: every area's names and the payment actors of what it pays for (if it pays). A name whose
 * module is loaded is its real logic; one that is not yet is `loadedLate`: the module loads when a step invokes the
 * name, not when the wizard starts (issue 47), so `load` has nothing to load before the first screen. One registry
 * per wizard (src/journey/use-journey.ts keeps what it prepared by it).
 */
export function wizardActors(journeyId: string): JourneyActorsOf {
  let found = wizardRegistries.get(journeyId);
  if (!found) {
    const payment = PAYMENT_ACTORS[journeyId];
    const make = (api: ApiClient): Record<string, AnyActorLogic> => {
      const given: Record<string, AnyActorLogic> = {};
      const add = (key: ActorArea | string, load: () => Promise<ActorGroup>, names: readonly string[]) => {
        const group = loadedGroup(key)?.(api);
        const late = async () => (await loadOnce(key, load))(api);
        for (const name of names) given[name] = group?.[name] ?? loadedLate(name, late);
      };
      for (const area of ACTOR_AREAS) add(area, area.load, area.names);
      if (payment) add(journeyId, payment, ACTOR_NAMES.payment);
      return given;
    };
    found = Object.assign(make, { load: async () => undefined, loaded: journeyActors.loaded });
    wizardRegistries.set(journeyId, found);
  }
  return found;
}
