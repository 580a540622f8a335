import { fromPromise, type AnyActorLogic } from 'xstate';

import { ACTOR_NAMES } from './actor-names.ts';

/**
 * Actors a journey may invoke. They do I/O, so the engine only declares them; the app provides the real
 * implementation through `createJourneyActor(..., { actors })`. The names are read from the app's actor modules
 * (actor-names.ts, written by `npm run gen`), so a name is written only in the JSON and in its implementation. The
 * declared stand-in rejects loudly so a missing implementation is an error in a test, never a silent hang.
 */
export const declaredActors = [...new Set([...Object.values(ACTOR_NAMES.areas).flat(), ...ACTOR_NAMES.payment, ...ACTOR_NAMES.page])].sort();


/** Stand-in logic for each declared actor. */
export function declaredActorStandIns(): Record<string, AnyActorLogic> {
  return Object.fromEntries(
    declaredActors.map((name) => [
      name,
      fromPromise(async () => {
        throw { status: 500, code: 'ACTOR_NOT_PROVIDED', description: `actor '${name}' was not provided by the app` };
      }),
    ]),
  );
}
