import type { NormalizedJourney } from '../../engine/normalize';
import { createPlainActor, type PlainActor, type PlainBehaviours } from '../../engine/plain-machine';
import journey from 'virtual:normalized-journey/auth-handoff';
import type { ApiClient } from '../api/api-client';
import { sessionBehaviours } from './session-behaviours';
import { sessionWork } from './session-work';

export { sessionBehaviourGroups, sessionBehaviours } from './session-behaviours';

let compiled: { journey: NormalizedJourney; behaviours: PlainBehaviours } | undefined;

/**
 * The gate's session work (journeys/auth-handoff.json) as a started actor. Its own chunk, loaded with the first
 * session work (a stored session or an auth_token hand-off), not with the app's first chunk, which the landing loads
 * too. The journey runs without XState and the engine's compiler (engine/plain-machine.ts): every signed-in page
 * starts it before it can draw, and those were 18.7 KiB of its first script (issue 47). The journey hosts no child.
 */
export function startSessionJourney(api: ApiClient): PlainActor {
  const { journey, behaviours } = compileSessionJourney();
  return createPlainActor(journey, behaviours, sessionWork(api)).start();
}

/**
 * The journey (normalized at build time, scripts/journey-routes.ts) with its behaviours, made once; loadSessionJourney
 * does it in a task of its own, before the gate starts the work.
 */
export function compileSessionJourney(): { journey: NormalizedJourney; behaviours: PlainBehaviours } {
  return (compiled ??= { journey, behaviours: sessionBehaviours() });
}
