import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthField } from './auth-field';
import './auth.css';

const IDENTIFIER_INPUT = { type: 'text', autoComplete: 'username', dir: 'ltr', maxLength: 254 } as const;
const ignore = () => undefined;

/**
 * The login form as drawn: heading, intro, the email-or-number field, the send button and the sign-up link. The
 * login page runs it with its state; the route's frame draws it waiting (field and button disabled, the section
 * busy and saying it is loading) before the app and its auth chunk are there.
 */
export function LoginView(props: {
  identifier: string;
  onIdentifier: (value: string) => void;
  problem: string | null;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  signupHref: string;
  waiting?: boolean;
}) {
  const { waiting = false } = props;
  const intl = useIntl();
  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={waiting || undefined}>
      <h1 id="page-title">{intl.formatMessage({ id: 'login_title' })}</h1>
      <p>{intl.formatMessage({ id: 'login_intro' })}</p>
      {waiting && (
        <p role="status" className="visually-hidden">
          {intl.formatMessage({ id: 'loading' })}
        </p>
      )}
      <form noValidate onSubmit={props.onSubmit} aria-busy={props.busy}>
        <AuthField id="login-identifier" labelId="email_or_number" value={props.identifier} error={props.problem} onChange={props.onIdentifier} input={waiting ? { ...IDENTIFIER_INPUT, disabled: true } : IDENTIFIER_INPUT} />
        <button type="submit" className="auth-primary" disabled={props.busy || waiting}>
          {intl.formatMessage({ id: props.busy ? 'sending' : 'send_code' })}
        </button>
      </form>
      <p>
        {intl.formatMessage({ id: 'no_account' })} <Link href={props.signupHref}>{intl.formatMessage({ id: 'signup_link_text' })}</Link>
      </p>
    </section>
  );
}

/** The login route's first screen until the app and the auth chunk are there (the frame sent as HTML; its texts are in frameMessages). */
export function LoginSkeleton() {
  return <LoginView identifier="" onIdentifier={ignore} problem={null} busy={false} onSubmit={preventSubmit} signupHref="/web/signup" waiting />;
}

function preventSubmit(e: FormEvent) {
  e.preventDefault();
}
