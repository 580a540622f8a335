import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { OTP_LENGTH, digitsFromPaste, isAllowedOtpKey } from '../rules/otp-rules';
import { latinDigits } from '../rules/latin-digits';

/** Props of the one-time-code boxes. `value` holds digits; a cleared middle box is a space. */
export interface OtpInputProps {
  readonly value: string;
  onChange(value: string): void;
  readonly length?: number;
  /** id of the element naming the group (the page's heading or label). */
  readonly labelledBy?: string;
  readonly idPrefix?: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  /**
   * The last box got its digit (typed, pasted or autofilled) and the code is whole: the page sends its machine the
   * code (issue 46), so no Next tap is needed; the machine decides (a code being checked, or the one just refused,
   * is not sent again). Not called for a digit corrected before the last box (the button sends that).
   */
  onComplete?(code: string): void;
}

/** The code the boxes hold when every one has its digit, else null. */
export function wholeCode(value: string, length: number = OTP_LENGTH): string | null {
  return new RegExp(`^\\d{${length}}$`).test(value) ? value : null;
}

function toChars(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? (value[i] as string) : ''));
}

function fromChars(chars: readonly string[]): string {
  return chars.map((c) => c || ' ').join('').trimEnd();
}

/**
 * Six single-digit boxes (SPEC §5): digits only, left/right arrows move, backspace clears and steps
 * back, a paste anywhere fills the boxes from there. Validity is otpRule's business, not this widget's.
 */
export function OtpInput({ value, onChange, length = OTP_LENGTH, labelledBy, idPrefix = 'otp', invalid = false, describedBy, onComplete }: OtpInputProps) {
  // react-intl itself, not the field widgets' useText: with it the form pages loaded this widget's chunk (issue 47).
  const intl = useIntl();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const chars = toChars(value, length);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  const write = (from: number, digits: string) => {
    const next = [...chars];
    for (let k = 0; k < digits.length && from + k < length; k++) next[from + k] = digits[k] as string;
    const written = fromChars(next);
    onChange(written);
    focus(from + digits.length);
    // Handed over when the last box gets its digit (typed there, or a paste or autofill running through it), even
    // the digit it had (a whole code typed over a refused one may end as it did); a digit corrected in the middle
    // of a refused code waits for the button, so a half-corrected code is never sent.
    const whole = wholeCode(written, length);
    if (whole !== null && from + digits.length >= length) onComplete?.(whole);
  };
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Unidentified') return;
    // A digit from an Urdu keyboard (۱) counts as the digit (1).
    const key = latinDigits(e.key);
    if (!isAllowedOtpKey(key)) return e.preventDefault();
    if (/^\d$/.test(key)) {
      e.preventDefault();
      write(i, key);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const at = chars[i] ? i : i - 1;
      if (at < 0) return;
      const next = [...chars];
      next[at] = '';
      onChange(fromChars(next));
      focus(at);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };
  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = digitsFromPaste(e.clipboardData.getData('text'), length - i);
    if (digits) write(i, digits);
  };
  return (
    <div role="group" aria-labelledby={labelledBy} dir="ltr" className="otp-input">
      {chars.map((c, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          id={`${idPrefix}-${i}`}
          type="text"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          size={1}
          value={c}
          aria-label={intl.formatMessage({ id: 'otp_digit_label' }, { index: i + 1, total: length })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          // Mobile keyboards and autofill arrive as input events, not keys: keep their digits only.
          onChange={(e) => {
            const digits = latinDigits(e.target.value).replace(/\D/g, '');
            if (digits) write(i, digits.slice(0, length - i));
          }}
        />
      ))}
    </div>
  );
}
