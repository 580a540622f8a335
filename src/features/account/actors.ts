import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { accountWork } from './account-calls';

/**
 * The work of journeys/account-details.json as XState actors, for the journey run on the engine (the actor registry,
 * src/features/actors.ts). The update-details pages run it without XState (./use-account-details.ts) on the same work.
 */
export function accountActors(api: ApiClient) {
  const work = accountWork(api);
  return {
    savePersonalDetails: fromPromise(work.savePersonalDetails),
    saveDeliveryAddress: fromPromise(work.saveDeliveryAddress),
  };
}
