/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/paylink.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/paylink.json: a payment link loaded. Held to journeys/paylink.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface PaylinkContext {
  paylinkId: string | null;
  /**
   * The link (Paylink).
   */
  result: {
    paylinkId: string;
    orderRef: string;
    amount: number;
    status: string;
    expired: boolean;
    paid?: boolean;
    description?: string;
    expiresAt?: number;
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
