import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { cancelCallOf } from './request-view';

/** journeys/service-request-cancel.json: calls off a request the customer made, by its type (request-view cancelCallOf). */
export function serviceRequestActors(api: ApiClient) {
  return {
    cancelServiceRequest: fromPromise<unknown, ActorInput<'cancelServiceRequest'>>(async ({ input }) => {
      const call = cancelCallOf(input);
      if (!call) throw { status: 409, code: 'NOT_CANCELLABLE', description: `a ${input.type} request in status ${input.status} cannot be called off` };
      return api.call(call, { body: { requestId: input.requestId } });
    }),
  };
}
