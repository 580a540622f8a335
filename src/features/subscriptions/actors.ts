import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** What journeys/stop-subscription.json gives its actor (stepData: the journey's data with what Next sent). */
interface StopInput {
  number?: string;
  subscriptionId?: string;
}

/** The named actor of journeys/stop-subscription.json (issue 44 part 3): the stop, once the customer confirmed it. */
export function subscriptionActors(api: ApiClient) {
  return {
    stopSubscription: fromPromise<{ stoppedAt: number }, StopInput>(async ({ input }) => {
      await api.call('STOP_SUBSCRIPTION', { params: { number: input.number ?? '', subscriptionId: input.subscriptionId ?? '' } });
      return { stoppedAt: Date.now() };
    }),
  };
}
