import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { ActorInput } from '../../../engine';

/**
 * The two actors of journeys/loyalty-redeem.json: the redeem or buy call carrying the confirmation's attempt key
 * (so a double confirm or a retry redeems once), and one redemption status check.
 */
export function createRedeemActors(call: ApiClient['call']) {
  return {
    requestRedemption: fromPromise(async ({ input }: { input: ActorInput<'requestRedemption'> }) => {
      const { mode, productId, attemptKey } = input.context;
      // REDEEM or BUY (chooseRedeem, chooseBuy) names the product and CONFIRM makes the key: never sent without them.
      if (!productId || !attemptKey) throw new Error('loyalty-redeem: no product or attempt key to send');
      return call(mode === 'buy' ? 'BUY_LOYALTY_PRODUCT' : 'REDEEM_LOYALTY_PRODUCT', { body: { productId }, headers: { 'Idempotency-Key': attemptKey } });
    }),
    checkRedemption: fromPromise(async ({ input }: { input: ActorInput<'checkRedemption'> }) => call('GET_REDEMPTION_STATUS', { params: { redemptionId: String(input.context.redemptionId) } })),
  };
}
