import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/api-client';
import { sessionWork } from './session-work';

/**
 * The work of journeys/auth-handoff.json as XState actors, for a journey run on the engine (the actor registry,
 * src/features/actors.ts). The gate itself runs the journey without XState (./session-journey.ts) on the same work.
 */
export function sessionActors(api: ApiClient) {
  const work = sessionWork(api);
  return {
    loadSessionCustomer: fromPromise(work.loadSessionCustomer),
    readHandoffCustomer: fromPromise(work.readHandoffCustomer),
    keepHandoffSession: fromPromise(work.keepHandoffSession),
    switchToHandoffSession: fromPromise(work.switchToHandoffSession),
  };
}
