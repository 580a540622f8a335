/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/auth-handoff.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/auth-handoff.json: a hand-off token read, kept or switched to. Held to journeys/auth-handoff.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface AuthHandoffContext {
  token: string | null;
  currentCustomerId: string | null;
  /**
   * The customer the token was read as (readHandoffCustomer).
   */
  result: {
    sameCustomer?: boolean;
    user?: {};
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
