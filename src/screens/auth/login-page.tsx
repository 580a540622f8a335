import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { resolveRedirect } from '../../auth/redirect-resolver';
import { ScreenMessages } from '../screen-messages';
import { checkIdentifier } from './auth-form-rules';
import { authMessages } from './messages';
import { useCodeRequest } from './use-code-request';
import { LoginView } from './login-view';

function LoginForm() {
  const search = useSearch();
  // Only ever a same-site path (src/auth/redirect-resolver.ts); anything else is dropped.
  const redirect = resolveRedirect(new URLSearchParams(search).get('redirect'));
  const [identifier, setIdentifier] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, send } = useCodeRequest();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkIdentifier(identifier);
    setProblem(found);
    if (found) return document.getElementById('login-identifier')?.focus();
    const value = identifier.trim();
    void send({ flow: 'login', identifier: value.includes('@') ? value.toLowerCase() : value, ...(redirect ? { redirect } : {}) });
  };
  const signupHref = redirect ? `/web/signup?redirect=${encodeURIComponent(redirect)}` : '/web/signup';
  const onIdentifier = (v: string) => {
    setIdentifier(v);
    if (problem) setProblem(checkIdentifier(v));
  };
  return <LoginView identifier={identifier} onIdentifier={onIdentifier} problem={problem} busy={busy} onSubmit={onSubmit} signupHref={signupHref} />;
}

/** /web/login: email or mobile number, then the code page; honours a same-site `redirect`. */
export default function LoginPage() {
  return (
    <ScreenMessages messages={authMessages}>
      <LoginForm />
    </ScreenMessages>
  );
}
