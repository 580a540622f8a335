/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/email-change.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/email-change.json: a new email address proved by a one-time code. Held to journeys/email-change.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface EmailChangeContext {
  email: string | null;
  requestId: string | null;
  /**
   * Seconds the code lives (SPEC §9).
   */
  expiresIn: number;
  /**
   * When the code expires (epoch ms).
   */
  expiresAt: number | null;
  /**
   * When a re-send opens (epoch ms).
   */
  resendAt: number | null;
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
   * The address changed to.
   */
  result: {
    email?: string;
    [k: string]: unknown | undefined;
  } | null;
  /**
   * The code last sent for checking (keepTriedCode): the same six digits typed again after a refusal are not sent again (issue 46).
   */
  triedCode: string | null;
}
