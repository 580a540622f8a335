/** What the guest verification modal shows for a machine state, as a pure function. */

export type GuestStage = 'email' | 'code' | 'expired' | 'previousOrder' | 'done';

export interface GuestView {
  stage: GuestStage;
  titleId: 'guest_verify_title' | 'guest_user_alert_title';
  busy: boolean;
  /** Server text for a send failure (its description). */
  errorText: string | undefined;
  /** Message id of an error shown in the modal. */
  errorId: string | undefined;
  /** When the email or number may be sent a code again (too many codes: 429 TOO_MANY_CODES), for the message's time. */
  retryAt: number | undefined;
  /** 'A new OTP has been sent…' after a successful send. */
  sentNotice: boolean;
}

/**
 * @example guestView({ value: 'enterCode', tags: ['guestCode'], context: { error: null } }).stage // 'code'
 */
export function guestView(input: { value: string; tags: ReadonlySet<string> | readonly string[]; context: { error?: { code?: string; description?: string | null; retryAt?: unknown } | null } }): GuestView {
  const tags = new Set(input.tags);
  const error = input.context.error ?? undefined;
  const stage: GuestStage = tags.has('previousOrder')
    ? 'previousOrder'
    : tags.has('expired')
      ? 'expired'
      : tags.has('guestCode')
        ? 'code'
        : tags.has('guestEmail')
          ? 'email'
          : 'done';
  let errorText: string | undefined;
  let errorId: string | undefined;
  const retryAt = error?.code === 'TOO_MANY_CODES' && typeof error.retryAt === 'number' ? error.retryAt : undefined;
  // Too many codes for the email or number: when to try again, in the customer's language (not the server's text).
  if (retryAt !== undefined) errorId = 'sign_in_locked';
  else if (error && stage === 'email') {
    if (error.description) errorText = error.description;
    else errorId = 'Error occurred while signup';
  } else if (error && stage === 'code') errorId = 'invalid_otp_error_message';
  return {
    stage,
    titleId: stage === 'previousOrder' ? 'guest_user_alert_title' : 'guest_verify_title',
    busy: tags.has('busy'),
    errorText,
    errorId,
    retryAt,
    sentNotice: stage === 'code' && !error && !tags.has('busy'),
  };
}
