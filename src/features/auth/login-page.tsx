import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { resolveRedirect } from '../../auth/redirect-resolver';
import { withMessages } from '../../i18n/screen-messages';
import { PageFrame } from '../../ui/page-frame';
import { AuthField } from './auth-field';
import { checkIdentifier } from './auth-form-rules';
import { authMessages } from './messages';
import { useCodeRequest } from './use-code-request';
import { useHandedOverSignInLock } from './sign-in-lock';
import { LockedUntil } from './locked-until';
import './auth.css';

function LoginForm() {
  const search = useSearch();
  // Only ever a same-site path (src/auth/redirect-resolver.ts); anything else is dropped.
  const redirect = resolveRedirect(new URLSearchParams(search).get('redirect'));
  // Sent back here by the code page after a locked sign-in: the identifier stays filled in, with the time to retry.
  const remembered = useHandedOverSignInLock();
  const [identifier, setIdentifier] = useState(remembered.lock?.identifier ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useCodeRequest({ readsLock: true });
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
    const value = identifier.trim();
    void send({ flow: 'login', identifier: value.includes('@') ? value.toLowerCase() : value, ...(redirect ? { redirect } : {}) });
  };
  const signupHref = redirect ? `/web/signup?redirect=${encodeURIComponent(redirect)}` : '/web/signup';
  return (
    <PageFrame titleId="login_title" leadId="login_intro" className="auth-page" titleDomId="page-title">
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <AuthField id="login-identifier" labelId="email_or_number" value={identifier} error={problem}
          onChange={(v) => {
            setIdentifier(v);
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
 * /web/login: email or mobile number, then the code page; honours a same-site `redirect`. Its heading and intro are
 * its frame's (src/frames/route-frames.tsx), sent as HTML and drawn until this chunk is in.
 */
const LoginPage = withMessages(authMessages, LoginForm);
export default LoginPage;
