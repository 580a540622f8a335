import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { cancelCallOf, type ServiceRequest } from './request-view';

/** What journeys/service-request-cancel.json gives its actor (serviceRequestCancelInput). */
export type ServiceRequestCancelInput = Pick<ServiceRequest, 'requestId' | 'type' | 'status'>;

/** journeys/service-request-cancel.json: calls off a request the customer made, by its type (request-view cancelCallOf). */
export function serviceRequestActors(api: ApiClient) {
  return {
    cancelServiceRequest: fromPromise<unknown, ServiceRequestCancelInput>(async ({ input }) => {
      const call = cancelCallOf(input);
      if (!call) throw { status: 409, code: 'NOT_CANCELLABLE', description: `a ${input.type} request in status ${input.status} cannot be called off` };
      return api.call(call, { body: { requestId: input.requestId } });
    }),
  };
}
