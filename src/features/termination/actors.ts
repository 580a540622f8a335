import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** What journeys/termination-decision.json gives its actors (terminationClaimInput, terminationRequestInput). */
export interface WinbackClaimInput {
  offerId: string;
}
export interface TerminationRequestInput {
  number: string;
  reasonId: string;
  feedback?: string;
}

/** The named actors of journeys/termination-decision.json: the win-back offer, its claim, and the termination request. */
export function terminationActors(api: ApiClient) {
  return {
    loadWinbackOffer: fromPromise(() => api.call('GET_WINBACK_SETTINGS')),
    claimWinback: fromPromise<unknown, WinbackClaimInput>(({ input }) => api.call('CLAIM_WINBACK', { body: { offerId: input.offerId } })),
    terminateNumber: fromPromise<unknown, TerminationRequestInput>(({ input }) =>
      api.call('TERMINATE_NUMBER', { body: { number: input.number, reasonId: input.reasonId, ...(input.feedback ? { feedback: input.feedback } : {}) } }),
    ),
  };
}
