/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/loyalty-redeem.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/loyalty-redeem.json: a reward redeemed for points or bought. Held to journeys/loyalty-redeem.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface LoyaltyRedeemContext {
  productId: string | null;
  mode: 'redeem' | 'buy';
  attemptKey: string | null;
  redemptionId: string | null;
  attempts: number;
  /**
   * The redemption as the gateway answered (storeRedemption).
   */
  result: {
    redemptionId?: string;
    status?: string;
    voucherCode?: string;
    qrPayload?: string;
    pointsReturned?: number;
    pointsBalance?: number;
    [k: string]: unknown | undefined;
  } | null;
  /**
   * The error the last call failed with (recordError), else null.
   */
  error: {
    code: string;
    description?: string | null;
    attemptsLeft?: number;
    /**
     * When the refused call may be tried again (epoch ms).
     */
    retryAt?: number;
    status?: number;
  } | null;
}
