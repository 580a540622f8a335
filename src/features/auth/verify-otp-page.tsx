import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { OtpInput } from '../../../fields/widgets/otp-input';
import { notifications } from '../../notifications/notification-store';
import { ScreenMessages } from '../../i18n/screen-messages';
import { clearCodeSession, FLOW_PATHS, loadCodeSession, OTP_JOURNEY, type AuthFlow } from './code-session';
import { authMessages } from './messages';
import { shownIdentifier } from './auth-form-rules';
import { OtpAlertBox } from './otp-alert';
import { errorMessageId, otpView } from './otp-view';
import { hasSignInLock } from './sign-in-lock';
import { CODE_PROGRESS } from './code-progress';
import { useJourney } from '../../journey/use-journey';
import { useNow } from '../../ui/use-now';
import type { PersistedJourney } from '../../../engine';
import './auth.css';
import { MessageLink, MessageText } from '../../ui/message-text';

/** The start page of a flow, keeping the redirect the customer came with and why their session ended (issue 45). */
function startPath(flow: AuthFlow, ctx: { redirect?: unknown; ended?: unknown }): string {
  const params = new URLSearchParams();
  if (typeof ctx.redirect === 'string' && ctx.redirect) params.set('redirect', ctx.redirect);
  if (typeof ctx.ended === 'string' && ctx.ended) params.set('ended', ctx.ended);
  const query = params.toString();
  return query ? `${FLOW_PATHS[flow].start}?${query}` : FLOW_PATHS[flow].start;
}

function OtpSession({ flow, saved }: { flow: AuthFlow; saved: PersistedJourney }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { actor, snapshot } = useJourney(OTP_JOURNEY, { saved, persist: CODE_PROGRESS });
  const now = useNow();
  const ctx = snapshot.context;
  const view = otpView({ tags: snapshot.tags, context: ctx, now });
  // What is typed belongs to one code: a re-sent code (journeys/otp-timer.json, markResent) starts the boxes empty.
  const resends = ctx.resends ?? 0;
  const [typed, setTyped] = useState({ resends, code: '' });
  const code = typed.resends === resends ? typed.code : '';
  const setCode = (next: string) => setTyped({ resends, code: next });
  const notified = useRef<unknown>(null);
  const finishing = useRef(false);
  const known = (id: string) => intl.messages[id] !== undefined;

  const errorCode = view.notifyCode;
  const error = ctx.error;
  useEffect(() => {
    if (errorCode && error !== notified.current) {
      notified.current = error;
      if (hasSignInLock()) return;
      notifications.notify({ type: 'danger', messageId: errorMessageId(errorCode, (id) => intl.messages[id] !== undefined) });
    }
  }, [errorCode, error, intl]);

  useEffect(() => {
    if (finishing.current) return;
    if (snapshot.hasTag('maxRetries')) {
      finishing.current = true;
      clearCodeSession();
      // A locked sign-in is told on the login page, with the time to try again and the identifier kept.
      if (!hasSignInLock()) notifications.notify({ type: 'danger', messageId: errorMessageId(view.notifyCode ?? ctx.error?.code ?? '', known) });
      navigate(startPath(flow, ctx), { replace: true });
    } else if (snapshot.value === 'signedIn' && ctx.result?.landing) {
      // The journey signed the customer in and chose where to land (journeys/otp-timer.json, completeSignIn).
      finishing.current = true;
      navigate(ctx.result.landing, { replace: true });
    } else if (snapshot.hasTag('signInFailed')) {
      finishing.current = true;
      notifications.notify({ type: 'danger', messageId: 'something_wrong' });
      navigate(startPath(flow, ctx), { replace: true });
    }
  });

  if (snapshot.hasTag('verified') || snapshot.hasTag('maxRetries') || snapshot.hasTag('signInFailed')) {
    return (
      <MessageText id="signing_in" role="status" />
    );
  }
  const valid = /^\d{6}$/.test(code);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || view.busy || view.expired) return;
    actor.send({ type: 'VERIFY', code });
  };
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id={`verify_title_${flow}`} />
      </h1>
      <MessageText id="code_sent_to" values={{ recipient: <bdi dir="ltr">{shownIdentifier(ctx.identifier ?? '')}</bdi> }} />
      <form noValidate onSubmit={onSubmit} aria-busy={view.busy} className="auth-otp">
        <p id="otp-label">
          <FormattedMessage id="enter_code" />
        </p>
        <OtpInput value={code} onChange={setCode} labelledBy="otp-label" idPrefix="otp" invalid={view.alert?.kind === 'incorrect'} describedBy="otp-alert"
          onComplete={(whole) => actor.send({ type: 'CODE_TYPED', code: whole })} />
        <p className="auth-countdown" role="timer" aria-label={intl.formatMessage({ id: 'otp_time_left_label' })}>
          <FormattedMessage id="otp_time_left" values={{ time: <bdi dir="ltr">{view.clock}</bdi> }} />
        </p>
        <OtpAlertBox alert={view.alert} id="otp-alert" />
        <div>
          <button type="button" className="auth-link-button" disabled={!view.canResend || view.busy} aria-describedby={view.canResend ? undefined : 'resend-hint'}
            onClick={() => actor.send({ type: 'RESEND' })}>
            <FormattedMessage id="resend_code" />
          </button>
          {view.canResend ? null : (
            <p id="resend-hint" className="auth-hint">
              <FormattedMessage id="resend_available_at_half" />
            </p>
          )}
        </div>
        <p role="status" className="auth-notice">
          {ctx.resent ? <FormattedMessage id="code_resent" /> : null}
        </p>
        <div className="auth-actions">
          <button type="button" onClick={() => navigate(startPath(flow, ctx))}>
            <FormattedMessage id="previous" />
          </button>
          <button type="submit" className="auth-primary" disabled={!valid || view.busy || view.expired}>
            <FormattedMessage id={view.busy ? 'verifying' : 'next'} />
          </button>
        </div>
      </form>
    </section>
  );
}

function VerifyOtp({ flow }: { flow: AuthFlow }) {
  const [saved] = useState(() => loadCodeSession(flow));
  if (!saved) {
    return (
      <section className="auth-page" aria-labelledby="page-title">
        <h1 id="page-title">
          <FormattedMessage id={`verify_title_${flow}`} />
        </h1>
        <MessageText id="no_code_request" role="alert" />
        <MessageLink href={FLOW_PATHS[flow].start} id={flow === 'login' ? 'login_link' : 'signup_link_text'} />
      </section>
    );
  }
  return <OtpSession flow={flow} saved={saved} />;
}

/**
 * /web/verify-otp/login and /web/verify-otp/signup on the OTP timer machine (journeys/otp-timer.json): six
 * boxes, countdown from the absolute deadline, resend from half time, the SPEC §8 alerts. No FAQ block: the
 * verify-OTP FAQ group is disabled (SPEC §9).
 */
export default function VerifyOtpPage({ path }: { path: string }) {
  const flow: AuthFlow = /\/signup\/?$/.test(path) ? 'signup' : 'login';
  return (
    <ScreenMessages messages={authMessages}>
      <VerifyOtp key={flow} flow={flow} />
    </ScreenMessages>
  );
}

