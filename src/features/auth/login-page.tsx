import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { resolveRedirect } from '../../routes/redirect-resolver';
import { withMessages } from '../../i18n/screen-messages';
import { PageFrame } from '../../ui/page-frame';
import { AuthField } from './auth-field';
import { checkIdentifier, signInIdentifier } from './auth-form-rules';
import { sessionEndReasonOf } from '../../auth/session-end';
import { authMessages } from './messages';
import { useCodeRequest } from './use-code-request';
import { useHandedOverSignInLock } from './sign-in-lock';
import { LockedUntil } from './locked-until';
import './auth.css';

/** A gateway refusal the login page says under the field: a mobile number no account signs in with (issue 45). */
const NO_ACCOUNT_FOR_NUMBER = 'NO_ACCOUNT_FOR_NUMBER';
const IN_PLACE = [NO_ACCOUNT_FOR_NUMBER];

/** Why the session ended (the address's `ended`, src/auth/session-end.ts), said before anything is asked. */
function SessionEnded({ reason }: { reason: 'expired' | 'revoked' }) {
  return (
    <p id="login-session-ended" className="auth-notice-box" role="status">
      <FormattedMessage id={`session_ended_${reason}`} />
    </p>
  );
}

function LoginForm() {
  const search = useSearch();
  // Only ever a same-site path (src/routes/redirect-resolver.ts); anything else is dropped.
  const redirect = resolveRedirect(new URLSearchParams(search).get('redirect'));
  const ended = sessionEndReasonOf(search);
  // Sent back here by the code page after a locked sign-in: the identifier stays filled in, with the time to retry.
  const remembered = useHandedOverSignInLock();
  const [identifier, setIdentifier] = useState(remembered.lock?.identifier ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useCodeRequest({ readsLock: true, inPlace: IN_PLACE });
  const { busy, send } = request;
  // The time to try again: the code page's or this page's last send's, until the customer tries again.
  const lockedUntil = request.lockedUntil ?? remembered.lock?.retryAt;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    remembered.forget();
    request.forget();
    const found = checkIdentifier(identifier);
    setProblem(found);
    if (found) return document.getElementById('login-identifier')?.focus();
    // A number however typed (03…, +92 3…, with spaces or dashes) goes as 92XXXXXXXXXX; an email lower-cased.
    void send({ flow: 'login', identifier: signInIdentifier(identifier), ...(redirect ? { redirect } : {}), ...(ended ? { ended } : {}) });
  };
  const shownProblem = problem ?? (request.refusedWith === NO_ACCOUNT_FOR_NUMBER ? 'error_no_account_for_number' : null);
  const signupHref = redirect ? `/web/signup?redirect=${encodeURIComponent(redirect)}` : '/web/signup';
  return (
    <PageFrame titleId="login_title" leadId="login_intro" className="auth-page" titleDomId="page-title">
      {ended ? <SessionEnded reason={ended} /> : null}
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <AuthField id="login-identifier" labelId="email_or_number" value={identifier} error={shownProblem}
          onChange={(v) => {
            setIdentifier(v);
            if (request.refusedWith) request.forget();
            if (problem) setProblem(checkIdentifier(v));
          }}
          input={{ type: 'text', autoComplete: 'username', dir: 'ltr', maxLength: 254 }} />
        {lockedUntil !== undefined ? <LockedUntil retryAt={lockedUntil} id="login-locked" /> : null}
        <button type="submit" className="auth-primary" disabled={busy}>
          <FormattedMessage id={busy ? 'sending' : 'send_code'} />
        </button>
      </form>
      <p>
        <FormattedMessage id="no_account" /> <Link href={signupHref}><FormattedMessage id="signup_link_text" /></Link>
      </p>
    </PageFrame>
  );
}

/**
 * /web/login: email or mobile number (a line's, or a confirmed contact number), then the code page; honours a
 * same-site `redirect`, and says why the session ended when the address gives a reason (issue 45). Its heading and intro are
 * its frame's (src/frames/route-frames.tsx), sent as HTML and drawn until this chunk is in.
 */
const LoginPage = withMessages(authMessages, LoginForm);
export default LoginPage;
