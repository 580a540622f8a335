/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/retail-store.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/retail-store.json: the retail store of the page's query checked. Held to journeys/retail-store.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface RetailStoreContext {
  storeId: string | null;
  /**
   * The store (RetailStore).
   */
  result: {
    storeId: string;
    name: string;
    city?: string;
    postalCode?: string;
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
