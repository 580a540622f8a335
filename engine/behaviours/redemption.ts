import type { ActionImpl, DelayImpl, GuardImpl } from './types.ts';
import { errorCodeOf, outputOf } from './types.ts';

/** SPEC §9: API polling, 10 attempts at 1000 ms (the redemption status, issue 11). */
export const REDEMPTION_POLL_ATTEMPTS = 10;
export const REDEMPTION_POLL_INTERVAL_MS = 1000;

/**
 * Refusals of a redemption the customer can act on (schemas/api/loyalty.ts loyaltyErrorCodes): too few points,
 * out of stock, over the per-customer limit, not a member, no active line or too little airtime to buy. Anything
 * else is a failed request that may be retried.
 */
export const REDEMPTION_REFUSAL_CODES: ReadonlySet<string> = /* @__PURE__ */ new Set(['4224101', '4224102', '4224103', '4224104', '4224106', '4224107', 'NOT_FOR_SALE', 'NOT_FOUND']);

const statusOf = (event: Parameters<GuardImpl>[0]['event']) => outputOf(event).status;

/** A fresh attempt key: every request of one confirmation carries it, so the gateway redeems once. */
function attemptKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `redeem-${random}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 100);
}

/** Guards, actions and delays of journeys/loyalty-redeem.json. */
export function redemptionBehaviours(): {
  guards: Record<string, GuardImpl>;
  actions: Record<string, ActionImpl>;
  delays: Record<string, DelayImpl>;
} {
  return {
    guards: {
      isRedemptionCompleted: ({ event }) => statusOf(event) === 'COMPLETED',
      isRedemptionFailed: ({ event }) => statusOf(event) === 'FAILED',
      isRedemptionRefused: ({ event }) => REDEMPTION_REFUSAL_CODES.has(errorCodeOf(event)),
      /** This check is the last of the polling budget. */
      isPollBudgetSpent: ({ context }) => (typeof context.attempts === 'number' ? context.attempts : 0) + 1 >= REDEMPTION_POLL_ATTEMPTS,
    },
    actions: {
      chooseRedeem: ({ event }) => ({ mode: 'redeem', ...(typeof event.productId === 'string' ? { productId: event.productId } : {}) }),
      chooseBuy: ({ event }) => ({ mode: 'buy', ...(typeof event.productId === 'string' ? { productId: event.productId } : {}) }),
      newAttemptKey: () => ({ attemptKey: attemptKey(), attempts: 0, redemptionId: null, result: null, error: null }),
      storeRedemption: ({ context, event }) => {
        const out = outputOf(event);
        return { result: out, redemptionId: typeof out.redemptionId === 'string' ? out.redemptionId : context.redemptionId };
      },
      countPoll: ({ context }) => ({ attempts: (typeof context.attempts === 'number' ? context.attempts : 0) + 1 }),
    },
    delays: {
      redemptionPollInterval: () => REDEMPTION_POLL_INTERVAL_MS,
    },
  };
}
