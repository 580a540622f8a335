/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/sim-activation.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/sim-activation.json: a line's SIM activated. Held to journeys/sim-activation.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface SimActivationContext {
  number: string | null;
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
   * What the activation answered.
   */
  result: {
    [k: string]: unknown | undefined;
  } | null;
}
