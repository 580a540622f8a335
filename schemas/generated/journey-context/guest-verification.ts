/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/guest-verification.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/guest-verification.json: a guest's email proved by a one-time code. Held to journeys/guest-verification.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface GuestVerificationContext {
  email: string | null;
  contactNumber?: string | null;
  /**
   * Where a returning customer without orders comes back to.
   */
  redirect?: string;
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
   * The code validated (GuestResult).
   */
  result: {
    requestId: string;
    email: string;
    userId?: string;
    accessToken?: string;
    redirect?: string;
    signupToken?: string;
  } | null;
  /**
   * Codes sent (countSend).
   */
  sends: number;
  consentType?: string | null;
  /**
   * The code last sent for checking (keepTriedCode): the same six digits typed again after a refusal are not sent again (issue 46).
   */
  triedCode: string | null;
}
