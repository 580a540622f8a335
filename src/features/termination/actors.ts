import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** The named actors of journeys/termination-decision.json: the win-back offer, its claim, and the termination request. */
export function terminationActors(api: ApiClient) {
  return {
    loadWinbackOffer: fromPromise(() => api.call('GET_WINBACK_SETTINGS')),
    claimWinback: fromPromise<unknown, ActorInput<'claimWinback'>>(({ input }) => api.call('CLAIM_WINBACK', { body: { offerId: input.offerId } })),
    terminateNumber: fromPromise<unknown, ActorInput<'terminateNumber'>>(({ input }) =>
      api.call('TERMINATE_NUMBER', { body: { number: input.number, reasonId: input.reasonId, ...(input.feedback ? { feedback: input.feedback } : {}) } }),
    ),
  };
}
