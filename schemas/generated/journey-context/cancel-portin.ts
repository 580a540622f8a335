/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/cancel-portin.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/cancel-portin.json: calling off a port-in. Held to journeys/cancel-portin.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface CancelPortinContext {
  orderRef: string | null;
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
   * What the cancellation answered.
   */
  result: {
    [k: string]: unknown | undefined;
  } | null;
}
