/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/manual-ekyc-submit.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/manual-ekyc-submit.json: a KYC sent or kept for an order. Held to journeys/manual-ekyc-submit.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface ManualEkycSubmitContext {
  variant: string | null;
  orderId: string | null;
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
  /**
   * Where the KYC leads next (storeResult).
   */
  result: {
    kind?: string;
    data?: {};
    [k: string]: unknown | undefined;
  } | null;
}
