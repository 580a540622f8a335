import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { OtpInput } from '../../../fields/widgets/otp-input';
import { Ltr } from '../../ui/price';
import { formatClock } from '../auth';
import { useNow } from '../../ui/use-now';
import { codeErrorOf } from './code-errors';
import { MessageWithTime } from '../auth';

export interface CodeEntryProps {
  /** The sentence that says where the code went; it labels the six boxes. */
  label: ReactNode;
  /** Prefix of the element ids (two forms on one page stay apart). */
  idPrefix: string;
  /** When the code expires (ms since the epoch), from the machine's context. */
  expiresAt: number | null;
  expired: boolean;
  busy: boolean;
  /** The machine's last refusal (`recordError`), shown in place under the boxes. */
  error: { code?: unknown; attemptsLeft?: unknown; retryAt?: unknown } | null;
  onVerify: (code: string) => void;
  /** The sixth digit arrived (typed or pasted): the page's machine decides whether to check it (issue 46). */
  onCodeTyped: (code: string) => void;
  onResend: () => void;
  /** More actions after Confirm and Resend (e.g. "Use another address"). */
  extraActions?: ReactNode;
}

/**
 * The one-time-code form of the account's code checks (email change, card update): six boxes, the time left,
 * the refusal in place (a wrong code with its tries left), Confirm and Resend. The sixth digit sends the code by
 * itself (Confirm stays for the keyboard and for a refused code). The flow is the page's machine.
 */
export function CodeEntry({ label, idPrefix, expiresAt, expired, busy, error, onVerify, onCodeTyped, onResend, extraActions }: CodeEntryProps) {
  const now = useNow();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const refusal = codeErrorOf(error);
  const shown = codeError ? { id: codeError } : refusal;
  const secondsLeft = Math.max(0, Math.ceil(((expiresAt ?? now) - now) / 1000));
  const verify = (e: FormEvent) => {
    e.preventDefault();
    const problem = /^\d{6}$/.test(code) ? null : 'error_invalid_otp';
    setCodeError(problem);
    if (!problem) onVerify(code);
  };
  return (
    <form className="card stack" noValidate onSubmit={verify} aria-busy={busy}>
      <p id={`${idPrefix}-label`}>{label}</p>
      <OtpInput value={code} onChange={setCode} labelledBy={`${idPrefix}-label`} idPrefix={idPrefix} invalid={Boolean(shown)} describedBy={`${idPrefix}-error`}
        onComplete={(whole) => {
          setCodeError(null);
          onCodeTyped(whole);
        }} />
      <p className="hint" aria-live="off">
        {expired ? <FormattedMessage id="email_code_expired" /> : <FormattedMessage id="email_code_time" values={{ clock: <Ltr text={formatClock(secondsLeft)} /> }} />}
      </p>
      <div id={`${idPrefix}-error`} aria-live="assertive">
        {shown && (
          <p role="alert" className="field-error">
            <MessageWithTime {...shown} />
          </p>
        )}
      </div>
      <div className="account-actions">
        <button type="submit" disabled={busy || expired} aria-describedby={expired ? `${idPrefix}-why` : undefined}>
          <FormattedMessage id="email_confirm" />
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={onResend}>
          <FormattedMessage id="email_resend" />
        </button>
        {extraActions}
      </div>
      {expired && (
        <p id={`${idPrefix}-why`} className="hint">
          <FormattedMessage id="email_confirm_disabled_expired" />
        </p>
      )}
    </form>
  );
}
