/**
 * The error envelope of SPEC §8, `{ status, code, description, id? }`, as a throwable.
 * Catalogue codes are integers (422005); gateway-level codes are SCREAMING_SNAKE strings.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    description: string,
    /** Extra facts of the envelope (schemas/api/common.ts errorEnvelope), e.g. a wrong code's attempts left. */
    readonly extra: { attemptsLeft?: number } = {},
  ) {
    super(description);
  }

  /** The JSON body sent to the client. */
  toBody(id?: string): { status: number; code: number | string; description: string; id?: string; attemptsLeft?: number } {
    return { status: this.status, code: this.code, description: this.message, ...this.extra, ...(id ? { id } : {}) };
  }
}

/** The SPEC §8 catalogue, by meaning. */
export const codes = {
  MAX_LOGIN_RETRIES: 422005,
  MAX_SIGNUP_RETRIES: 422006,
  PENDING_SIGNUP_OTP: 422019,
  MAX_OTT_RETRIES: 422026,
  NOT_ELIGIBLE_FOR_TERMINATION: 4121101,
  TOKEN_EXPIRED: 422025,
  TOKEN_INCORRECT: 422028,
  OTP_EXPIRED: 422004,
  TOKEN_VERIFICATION_BLOCKED: 422035,
  RESEND_BLOCKED: 422024,
  INVALID_OTP: 4221402,
  INCORRECT_OTP: 422011,
  FAILED_TO_VALIDATE_TOKEN: 400061,
  MAINTENANCE: -44001,
  MISSING_REQUEST_ID: 400166,
  /** Too many one-time codes for one number or address (gateway/auth/code-limits.ts): a 429 with retryAt. */
  TOO_MANY_CODES: 'TOO_MANY_CODES',
  /** Sign-in by a mobile number that no account uses (issue 45): told on the login page, never whose number it is. */
  NO_ACCOUNT_FOR_NUMBER: 'NO_ACCOUNT_FOR_NUMBER',
} as const;

export const badRequest = (description: string) => new GatewayError(400, 'BAD_REQUEST', description);
export const notFound = (what: string) => new GatewayError(404, 'NOT_FOUND', `${what} not found`);
export const unauthorized = (description = 'Access token missing or expired') => new GatewayError(401, 'UNAUTHORIZED', description);
export const forbidden = (description = 'Session revoked') => new GatewayError(403, 'FORBIDDEN', description);
export const conflict = (code: string, description: string) => new GatewayError(409, code, description);
export const unprocessable = (code: number | string, description: string) => new GatewayError(422, code, description);
