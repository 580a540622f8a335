/** What the one-time-code page shows for a machine state, as a pure function of tags, context and the time. */

/** SPEC §8 codes shown as the 'otp_failed' alert. */
export const INCORRECT_CODES = new Set(['422011', '4221402']);
/** SPEC §8 codes shown as the expiry alert. */
export const EXPIRED_CODES = new Set(['422004', '422025']);

export type OtpAlert = { kind: 'incorrect'; titleId: 'otp_failed'; messageId: 'otp_incorrect_error_message' } | { kind: 'expired'; titleId: 'timer_expried'; messageId: 'timer_expired_message' };

export interface OtpView {
  secondsLeft: number;
  /** mm:ss, always left to right. */
  clock: string;
  canResend: boolean;
  expired: boolean;
  busy: boolean;
  alert: OtpAlert | undefined;
  /** An error that is neither incorrect nor expired: shown as a danger notification keyed by its code. */
  notifyCode: string | undefined;
}

const INCORRECT: OtpAlert = { kind: 'incorrect', titleId: 'otp_failed', messageId: 'otp_incorrect_error_message' };
const EXPIRED: OtpAlert = { kind: 'expired', titleId: 'timer_expried', messageId: 'timer_expired_message' };

/** 125 → '02:05'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * @example otpView({ tags: ['otp'], context: { expiresAt: 60_000 }, now: 0 }).clock // '01:00'
 */
export function otpView(input: { tags: ReadonlySet<string> | readonly string[]; context: { readonly expiresAt?: number | null; readonly error?: { readonly code?: unknown } | null }; now: number }): OtpView {
  const tags = new Set(input.tags);
  const expiresAt = typeof input.context.expiresAt === 'number' ? input.context.expiresAt : input.now;
  const secondsLeft = tags.has('expired') ? 0 : Math.max(0, Math.ceil((expiresAt - input.now) / 1000));
  const error = input.context.error;
  const code = error && error.code !== undefined && error.code !== null ? String(error.code) : undefined;
  const expired = tags.has('expired');
  let alert: OtpAlert | undefined;
  let notifyCode: string | undefined;
  if (code && INCORRECT_CODES.has(code)) alert = INCORRECT;
  else if (expired) alert = EXPIRED;
  else if (code && !EXPIRED_CODES.has(code)) notifyCode = code;
  return { secondsLeft, clock: formatClock(secondsLeft), canResend: tags.has('canResend'), expired, busy: tags.has('busy'), alert, notifyCode };
}

/** The message id of a danger notification for an error code: the code itself when a text exists, else 'something_wrong'. */
export function errorMessageId(code: string | undefined, known: (id: string) => boolean): string {
  return code && known(code) ? code : 'something_wrong';
}
