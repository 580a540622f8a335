/** Message ids for the gateway's refusals of a one-time code or an account change (SPEC §8 codes). */
const CODE_MESSAGES: Record<string, string> = {
  '422011': 'otp_incorrect_error_message',
  '4221402': 'otp_incorrect_error_message',
  '422004': 'timer_expired_message',
  '422025': 'code_check_lapsed',
  '422005': 'code_too_many_attempts',
  '422006': 'code_too_many_attempts',
  '422026': 'code_too_many_wrong',
  '422035': 'code_too_many_attempts',
  '422024': 'code_too_many_attempts',
  TOO_MANY_CODES: 'code_too_many_attempts',
  EMAIL_TAKEN: 'email_taken',
  EMAIL_UNCHANGED: 'email_same_as_current',
  NOT_FOUND: 'card_not_found',
};

/** The message for a failed call's error code; anything unknown is 'something_wrong'. */
export function codeErrorMessage(code: unknown): string {
  return CODE_MESSAGES[String(code ?? '')] ?? 'something_wrong';
}

/** A message id with its values, and the time to try again when the message names one (`{time}`). */
export interface CodeMessage { id: string; values?: Record<string, number>; retryAt?: number }

/**
 * The message for a refused code request or check: a wrong code (422011) says so, with the tries left when the
 * gateway told them (`attemptsLeft`); too many codes for the address or number (429 TOO_MANY_CODES) says when to try
 * again (`retryAt`); the blocked and expired codes keep their own messages.
 */
export function codeErrorOf(error: { code?: unknown; attemptsLeft?: unknown; retryAt?: unknown } | null | undefined): CodeMessage | null {
  if (!error) return null;
  if (String(error.code) === '422011' && typeof error.attemptsLeft === 'number') return { id: 'otp_incorrect_attempts_left', values: { count: error.attemptsLeft } };
  if (String(error.code) === 'TOO_MANY_CODES' && typeof error.retryAt === 'number') return { id: 'code_locked_until', retryAt: error.retryAt };
  return { id: codeErrorMessage(error.code) };
}
