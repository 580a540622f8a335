import { fromPromise, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '../api/api-client';
import type { JourneyActorsOf } from '../journey/journey-actors';
import { ACTOR_NAMES } from '../../engine/behaviours/actor-names';
import { ACTOR_AREAS, PAYMENT_ACTORS, journeyActors, loadOnce, loadedGroup, type ActorArea, type ActorGroup } from './actors';

// A wizard's registry (src/pages/journey-page.tsx), apart from src/features/actors.ts: the many pages that take the
// registry's loaded areas (journeyActors) do not carry the stand-ins' code.

const wizardRegistries = new Map<string, JourneyActorsOf>();

type PromiseCreator = (args: Parameters<Parameters<typeof fromPromise>[0]>[0]) => PromiseLike<unknown>;
const PROBE = Symbol('probe');

/**
 * The function a `fromPromise` logic runs, if this logic is one (it answers XState's promise-resolve event by ending
 * with its data): what a name loaded late can run in its place with the same input, self and signal. Any other
 * kind (a callback, an observable, a machine) is not one: tests/src/features/journey-actors.test.ts holds every
 * area's actors to it.
 */
export function promiseCreatorOf(logic: AnyActorLogic): PromiseCreator | undefined {
  const creator = (logic as { config?: unknown }).config;
  if (typeof creator !== 'function') return undefined;
  try {
    const next = logic.transition({ status: 'active', output: undefined, error: undefined, input: undefined } as never, { type: 'xstate.promise.resolve', data: PROBE } as never, {} as never) as {
      status?: string;
      output?: unknown;
    };
    return next.status === 'done' && next.output === PROBE ? (creator as PromiseCreator) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A name whose module is not loaded yet, as XState runs it: a promise logic that, when a step invokes it, loads the
 * module (once, shared) and runs the real logic's promise with the same input, self and signal, answering with its
 * output or error. Stopped before the module arrived (the customer left the step), it never runs the real work, and
 * XState drops whatever a stopped promise answers. A snapshot restored mid-invoke starts it again, as the real one.
 */
function loadedLate(name: string, load: () => Promise<Record<string, AnyActorLogic>>): AnyActorLogic {
  return fromPromise(async (args) => {
    const logic = (await load())[name];
    if (args.signal.aborted) throw args.signal.reason;
    if (!logic) throw new Error(`actor '${name}' is not given by the module that should give it`);
    const creator = promiseCreatorOf(logic);
    if (!creator) throw new Error(`actor '${name}' is not a fromPromise logic: a wizard loads only those when a step invokes them`);
    return creator(args);
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
