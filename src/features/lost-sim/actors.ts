import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** What journeys/lost-sim.json gives its actors (stepData: the journey's data with what Next sent). */
interface LostSimInput {
  number?: string;
  reason?: 'LOST' | 'STOLEN';
  requestId?: string;
  otpCode?: string;
}

/** The named actors of journeys/lost-sim.json (issue 45 part 6): block, the unblock code, the unblock. */
export function lostSimActors(api: ApiClient) {
  return {
    blockLine: fromPromise<{ blockedAt: number }, LostSimInput>(async ({ input }) => {
      const line = await api.call('BLOCK_LINE', { params: { number: input.number ?? '' }, body: { reason: input.reason ?? 'LOST' } });
      return { blockedAt: line.blockedAt ?? Date.now() };
    }),
    requestUnblockCode: fromPromise<{ requestId: string }, LostSimInput>(async ({ input }) => {
      const issued = await api.call('REQUEST_UNBLOCK_CODE', { params: { number: input.number ?? '' } });
      return { requestId: issued.requestId };
    }),
    unblockLine: fromPromise<{ unblockedAt: number; otpCode: null }, LostSimInput>(async ({ input }) => {
      await api.call('UNBLOCK_LINE', { params: { number: input.number ?? '' }, body: { requestId: input.requestId ?? '', otpCode: input.otpCode ?? '' } });
      // The code is used up: it does not stay in the journey's saved data.
      return { unblockedAt: Date.now(), otpCode: null };
    }),
  };
}
