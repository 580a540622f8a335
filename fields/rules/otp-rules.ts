import { latinDigits } from './latin-digits';
import { MESSAGE_IDS } from './message-ids';
import { fail, type Rule } from './rule';

/** Digits in a one-time code (SPEC §9). */
export const OTP_LENGTH = 6;

/** One-time code: digits only, exactly 6, else 'error_invalid_otp'. */
export const otpRule: Rule<string> = (value) => (/^\d{6}$/.test(value) ? null : fail(MESSAGE_IDS.otp));

/** The other code rule of SPEC §5: 4 to 7 characters with at least one digit, else 'error_invalid_code'. */
export const shortCodeRule: Rule<string> = (value) =>
  /^(?=.*\d)[^\s]{4,7}$/.test(value) ? null : fail(MESSAGE_IDS.shortCode);

/** Non-printing keys OTP boxes still honour; Tab stays so keyboard users can leave the boxes. */
const OTP_CONTROL_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'Backspace', 'Tab']);

/** True when an OTP box accepts this key: a single digit, left/right arrow, backspace (and Tab). */
export function isAllowedOtpKey(key: string): boolean {
  return /^\d$/.test(key) || OTP_CONTROL_KEYS.has(key);
}

/** Digits of a pasted code, at most `length`: ' 12-34 56 ' → '123456'. */
export function digitsFromPaste(text: string, length = OTP_LENGTH): string {
  return latinDigits(text).replace(/\D/g, '').slice(0, length);
}
