import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { resolveRedirect } from '../../routes/redirect-resolver';
import { withMessages } from '../../i18n/screen-messages';
import { AuthField } from './auth-field';
import { checkContactNumber, checkEmail, formProblems, phoneDigits } from './auth-form-rules';
import { authMessages } from './messages';
import { useCodeRequest } from './use-code-request';
import { LockedUntil } from './locked-until';
import './auth.css';
import { DocumentLink } from '../../shell/document-link';
import { MessageText } from '../../ui/message-text';

/** The country prefix of the global config (SPEC §5 phone fields), '+92' until it loads. */
function usePhonePrefix(): string {
  const config = useEndpointQuery('GET_GLOBAL_CONFIG');
  const code = (config.data as { country_config?: { international_code?: string } } | undefined)?.country_config?.international_code;
  return code ?? '+92';
}

function SignupForm() {
  const search = useSearch();
  const redirect = resolveRedirect(new URLSearchParams(search).get('redirect'));
  const prefix = usePhonePrefix();
  const [values, setValues] = useState({ email: '', contactNumber: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  // Too many codes for this email (429 TOO_MANY_CODES): the time to come back, here, with what was typed kept.
  const request = useCodeRequest({ readsLock: true });
  const { busy, send, lockedUntil } = request;
  const checks = { email: checkEmail, contactNumber: checkContactNumber };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    request.forget();
    const found = formProblems(values, checks);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) return form.current?.querySelector<HTMLInputElement>(`#signup-${first}`)?.focus();
    void send({ flow: 'signup', identifier: values.email.trim().toLowerCase(), contactNumber: values.contactNumber, ...(redirect ? { redirect } : {}) });
  };
  const set = (name: 'email' | 'contactNumber') => (value: string) => {
    setValues((v) => ({ ...v, [name]: name === 'contactNumber' ? phoneDigits(value) : value }));
    if (problems[name]) setProblems((p) => ({ ...p, [name]: checks[name](name === 'contactNumber' ? phoneDigits(value) : value) ?? '' }));
  };
  const loginHref = redirect ? `/web/login?redirect=${encodeURIComponent(redirect)}` : '/web/login';
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="signup_title" />
      </h1>
      <MessageText id="signup_intro" />
      <form ref={form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <AuthField id="signup-email" labelId="email_label" value={values.email} onChange={set('email')} error={problems.email || null}
          input={{ type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr', maxLength: 254 }} />
        <AuthField id="signup-contactNumber" labelId="contact_number_label" value={values.contactNumber} onChange={set('contactNumber')} error={problems.contactNumber || null}
          prefix={prefix} hint={<FormattedMessage id="contact_number_hint" values={{ prefix: <bdi dir="ltr">{prefix}</bdi> }} />}
          input={{ type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', dir: 'ltr', maxLength: 12 }} />
        {/* The two documents agreed to by signing up, each opening in a new tab so nothing typed here is lost (issue 29). */}
        <p className="hint signup-documents">
          <FormattedMessage id="signup_documents" /> <DocumentLink doc="terms" /> · <DocumentLink doc="privacy" />
        </p>
        {lockedUntil !== undefined ? <LockedUntil retryAt={lockedUntil} id="signup-locked" /> : null}
        <button type="submit" className="auth-primary" disabled={busy}>
          <FormattedMessage id={busy ? 'sending' : 'send_code'} />
        </button>
      </form>
      <p>
        <FormattedMessage id="have_account" /> <Link href={loginHref}><FormattedMessage id="login_link" /></Link>
      </p>
    </section>
  );
}

/** /web/signup: email and contact number (with the global config's country prefix), then the code page. */
const SignupPage = withMessages(authMessages, SignupForm);
export default SignupPage;
