import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { cancelCallOf } from './request-view';

/** journeys/service-request-cancel.json and chat-start.json: the requests the customer calls off or starts outside the request pages. */
export function serviceRequestActors(api: ApiClient) {
  return {
    cancelServiceRequest: fromPromise<unknown, ActorInput<'cancelServiceRequest'>>(async ({ input }) => {
      const call = cancelCallOf(input);
      if (!call) throw { status: 409, code: 'NOT_CANCELLABLE', description: `a ${input.type} request in status ${input.status} cannot be called off` };
      return api.call(call, { body: { requestId: input.requestId } });
    }),
    /** journeys/chat-start.json: the chat recorded as a request; one per conversation (its key), a topic only if it has one. */
    startChat: fromPromise<unknown, ActorInput<'startChat'>>(({ input }) =>
      api.call('START_CHAT', { body: input.topic ? { topic: input.topic.slice(0, 1000) } : {}, headers: { 'Idempotency-Key': input.chatKey } }),
    ),
  };
}
