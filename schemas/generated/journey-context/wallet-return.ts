/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/wallet-return.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/wallet-return.json: the payment a wallet returned with, checked. Held to journeys/wallet-return.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface WalletReturnContext {
  orderRef: string | null;
  transactionId: string | null;
  polls: number;
  pollLimit: number;
  pollIntervalMs: number;
  /**
   * The payment's status.
   */
  result: {
    status?: string;
    orderRef?: string | null;
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
