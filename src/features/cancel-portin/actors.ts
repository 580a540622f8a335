import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** journeys/cancel-portin.json: cancels a port-in by its order reference (refused once it is too late). */
export function cancelPortInActors(api: ApiClient) {
  return {
    cancelPortIn: fromPromise<unknown, ActorInput<'cancelPortIn'>>(({ input }) => api.call('CANCEL_PORTIN', { params: { orderReference: input.orderRef } })),
  };
}
