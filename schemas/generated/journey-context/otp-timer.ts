/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/otp-timer.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/otp-timer.json: a sign-in or sign-up code; the auth pages add who asked and where to go (src/features/auth/code-session.ts). Held to journeys/otp-timer.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface OtpTimerContext {
  flow?: 'login' | 'signup';
  identifier?: string;
  contactNumber?: string;
  redirect?: string;
  ended?: 'expired' | 'revoked';
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
  resent: boolean;
  resends: number;
  /**
   * The code verified (its access token), then the sign-in (where to land).
   */
  result?: {
    accessToken?: string;
    landing?: string;
    [k: string]: unknown | undefined;
  } | null;
  /**
   * The code last sent for checking (keepTriedCode): the same six digits typed again after a refusal are not sent again (issue 46).
   */
  triedCode: string | null;
}
