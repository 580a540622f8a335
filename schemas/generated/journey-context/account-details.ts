/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/account-details.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/account-details.json: saving the personal details or a delivery address. Held to journeys/account-details.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface AccountDetailsContext {
  /**
   * What the save answered (storeResult).
   */
  result: {
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
