import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

interface ActorInput {
  context: Record<string, unknown>;
}

/**
 * The two actors of journeys/loyalty-redeem.json: the redeem or buy call carrying the confirmation's attempt key
 * (so a double confirm or a retry redeems once), and one redemption status check.
 */
export function createRedeemActors(call: ApiClient['call']) {
  return {
    requestRedemption: fromPromise(async ({ input }: { input: ActorInput }) => {
      const { mode, productId, attemptKey } = input.context as { mode: string; productId: string; attemptKey: string };
      return call(mode === 'buy' ? 'BUY_LOYALTY_PRODUCT' : 'REDEEM_LOYALTY_PRODUCT', { body: { productId }, headers: { 'Idempotency-Key': attemptKey } });
    }),
    checkRedemption: fromPromise(async ({ input }: { input: ActorInput }) => call('GET_REDEMPTION_STATUS', { params: { redemptionId: String(input.context.redemptionId) } })),
  };
}
