import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** What journeys/recharge-any.json gives its actors (stepData: the journey's data with what Next sent). */
interface RechargeAnyInput {
  number?: string;
  amount?: number;
}

/** The named actors of journeys/recharge-any.json (issue 44 part 6): the recharge of the number, quoted. */
export function rechargeAnyActors(api: ApiClient) {
  return {
    createPublicRecharge: fromPromise<{ number: string; topupId: string; amount: number; balanceAdded: number; tax: number }, RechargeAnyInput>(async ({ input }) => {
      const made = await api.call('CREATE_PUBLIC_RECHARGE', { body: { number: input.number ?? '', amount: input.amount ?? 0 } });
      // The number as the gateway names it (92…), whichever way it was typed.
      return { number: made.number, topupId: made.topupId, amount: made.amount, balanceAdded: made.balanceAdded ?? made.amount, tax: made.tax ?? 0 };
    }),
  };
}
