import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OtpInput } from '../../../../fields/widgets/otp-input';
import { loadSavedJourney } from '../../../journey/journey-storage';
import { notifications } from '../../../notifications/notification-store';
import { ScreenMessages } from '../../../i18n/screen-messages';
import { AuthField } from '../auth-field';
import { checkEmail } from '../auth-form-rules';
import { authMessages } from '../messages';
import { MessageWithTime } from '../locked-until';
import { errorMessageId } from '../otp-view';
import { CODE_PROGRESS } from '../code-progress';
import { useJourney } from '../../../journey/use-journey';
import { guestView } from './guest-view';
import { ModalDialog } from './modal-dialog';
import '../auth.css';
import { leaveFor } from '../../../config/safe-destination';

export const GUEST_JOURNEY = 'guest-verification';

/** Props of the guest verification modal (see docs/decisions/2026-11-21-guest-verification.md for the contract). */
export interface GuestVerificationModalProps {
  /** Called when the customer closes the modal (close button, Escape, Cancel) or verification is blocked. */
  onClose(): void;
  /** A new customer verified their email: continue as sign-up. `consentType` is the customer consent setting, if read. */
  onNewUser(result: { email: string; requestId: string; consentType?: string }): void;
  /** A returning customer is signed in; `path` is where the post-login rules send them. Default: go there. */
  onReturningUser?(path: string): void;
  /** The email to start with (e.g. from personal details). */
  initialEmail?: string;
  /** Digits, sent as the guest contact-number header so the code also goes by SMS. */
  contactNumber?: string;
  /** The page to come back to when a returning customer has no orders (default: the current path). */
  redirect?: string;
}

function GuestFlow(props: GuestVerificationModalProps) {
  const intl = useIntl();
  const redirect = props.redirect ?? `${window.location.pathname}${window.location.search}`;
  // Where to come back to and the number to text the code to are the journey's (its actors read them from there),
  // for a journey resumed after a reload too.
  const start = { redirect, contactNumber: props.contactNumber ?? null };
  const [saved] = useState(() => {
    const found = loadSavedJourney(GUEST_JOURNEY);
    return found?.context ? { ...found, context: { ...found.context, ...start } } : found;
  });
  const { actor, snapshot } = useJourney(GUEST_JOURNEY, { ...(saved ? { saved } : {}), input: start, persist: CODE_PROGRESS });
  const ctx = snapshot.context;
  const view = guestView({ value: String(snapshot.value), tags: snapshot.tags, context: ctx });
  const [email, setEmail] = useState(ctx.email ?? props.initialEmail ?? '');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const done = useRef(false);

  useEffect(() => {
    if (done.current || snapshot.status !== 'done') return;
    done.current = true;
    const state = String(snapshot.value);
    const result = ctx.result;
    if ((state === 'returningUser' || state === 'signedUp') && result?.redirect) {
      if (props.onReturningUser) props.onReturningUser(result.redirect);
      // A path on this site only (the one check of addresses that are not the app's own constants).
      else leaveFor(result.redirect);
    } else if (state === 'newUser' && result) {
      // The journey read the customer consent setting on its way here (readConsentType).
      props.onNewUser({ email: result.email, requestId: result.requestId, ...(ctx.consentType ? { consentType: ctx.consentType } : {}) });
    } else {
      if (state === 'blocked') notifications.notify({ type: 'danger', messageId: errorMessageId(ctx.error?.code, (id) => intl.messages[id] !== undefined) });
      props.onClose();
    }
  });

  const close = () => (snapshot.can({ type: 'CANCEL' }) ? actor.send({ type: 'CANCEL' }) : props.onClose());
  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkEmail(email);
    setEmailProblem(problem);
    if (problem) return document.getElementById('guest-email')?.focus();
    actor.send({ type: 'SUBMIT_EMAIL', email: email.trim().toLowerCase() });
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (/^\d{6}$/.test(code) && !view.busy) actor.send({ type: 'VERIFY', code });
  };

  return (
    <ModalDialog titleId="guest-title" title={<FormattedMessage id={view.titleId} />} onClose={close}>
      <div role="alert" className="auth-notice">
        {view.errorText ? <p className="auth-error">{view.errorText}</p> : view.errorId ? <p className="auth-error"><MessageWithTime id={view.errorId} retryAt={view.retryAt} /></p> : null}
      </div>
      {view.stage === 'email' ? (
        <form noValidate onSubmit={submitEmail} aria-busy={view.busy}>
          <p><FormattedMessage id="guest_verify_intro" /></p>
          <AuthField id="guest-email" labelId="email_label" value={email} error={emailProblem}
            onChange={(v) => { setEmail(v); if (emailProblem) setEmailProblem(checkEmail(v)); }}
            input={{ type: 'email', autoComplete: 'email', dir: 'ltr', maxLength: 254 }} />
          <button type="submit" className="auth-primary" disabled={view.busy}>
            <FormattedMessage id={view.busy ? 'sending' : 'guest_verify_button'} />
          </button>
        </form>
      ) : null}
      {view.stage === 'code' ? (
        <form noValidate onSubmit={submitCode} aria-busy={view.busy} className="auth-otp">
          <p role="status">
            {view.sentNotice ? (
              (ctx.sends ?? 0) > 1 ? <FormattedMessage id="A new OTP has been sent to your email.Please try again." /> : <FormattedMessage id="guest_code_sent" values={{ email: <bdi dir="ltr">{ctx.email}</bdi> }} />
            ) : null}
          </p>
          <p id="guest-otp-label"><FormattedMessage id="guest_code_intro" /></p>
          <OtpInput value={code} onChange={setCode} labelledBy="guest-otp-label" idPrefix="guest-otp" invalid={Boolean(view.errorId)}
            onComplete={(whole) => actor.send({ type: 'CODE_TYPED', code: whole })} />
          <div className="auth-actions">
            <button type="button" onClick={() => { setCode(''); actor.send({ type: 'CHANGE_EMAIL' }); }} disabled={view.busy}>
              <FormattedMessage id="guest_change_email" />
            </button>
            <button type="submit" className="auth-primary" disabled={!/^\d{6}$/.test(code) || view.busy}>
              <FormattedMessage id={view.busy ? 'verifying' : 'guest_verify_code'} />
            </button>
          </div>
        </form>
      ) : null}
      {view.stage === 'expired' ? (
        <div>
          <div className="auth-alert" role="alert">
            <h3><FormattedMessage id="timer_expried" /></h3>
            <p><FormattedMessage id="timer_expired_message" /></p>
          </div>
          <div className="auth-actions">
            <button type="button" onClick={close}><FormattedMessage id="cancel" /></button>
            <button type="button" className="auth-primary" data-autofocus onClick={() => { setCode(''); actor.send({ type: 'CONFIRM' }); }}>
              <FormattedMessage id="guest_expired_resend" />
            </button>
          </div>
        </div>
      ) : null}
      {view.stage === 'previousOrder' ? (
        <div>
          <div className="auth-alert" role="alert">
            <p><FormattedMessage id="guest_user_alert_message" /></p>
          </div>
          <button type="button" className="auth-primary" data-autofocus onClick={() => actor.send({ type: 'CONFIRM' })}>
            <FormattedMessage id="guest_user_previous_order" />
          </button>
        </div>
      ) : null}
    </ModalDialog>
  );
}

/**
 * SPEC §2/§4 guest verification as a modal on journeys/guest-verification.json: email and Verify, then the
 * 6-digit code; expiry alert then a new code; a returning customer is signed in and routed (with the
 * previous-order alert first when that route is an existing order); a new customer continues as sign-up.
 * Render it only while it should be open; it keeps its progress in session storage until it finishes.
 */
export function GuestVerificationModal(props: GuestVerificationModalProps) {
  return (
    <ScreenMessages messages={authMessages}>
      <GuestFlow {...props} />
    </ScreenMessages>
  );
}
