import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { STRICT_EMAIL } from '../../../fields/rules/text-rules';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { loadSavedJourney } from '../../journey/journey-storage';
import { isWebview } from '../../webview/webview-mode';
import { Ltr } from '../../ui/price';
import { joinMessages, ScreenMessages } from '../../i18n/screen-messages';
import { CODE_PROGRESS } from '../auth';
import { useJourney } from '../../journey/use-journey';
import { AccountPage, Outcome } from '../account';
import { accountFormMessages, accountPageMessages, accountPartsMessages } from '../account';
import { codeErrorOf } from '../account';
import { MessageWithTime } from '../auth';
import { CodeEntry } from '../account';
import { useKeepOnSessionEnd, useKeptDraft } from '../../auth/kept-drafts';
import { AccountNav } from './account-nav';
import { endpointKey } from '../../api/queries';
import { MessageText } from '../../ui/message-text';

const JOURNEY = 'email-change';
/** The words the email change shows of the account's: its parts', its forms' (the code entry) and its own. */
const emailMessages = joinMessages(accountPartsMessages, accountFormMessages, accountPageMessages);
const PATH = '/profile/email';

/** Message id of the new address's problem, or null (SPEC §5 strict email; the same address is no change). */
export function newEmailProblem(value: string, current: string | undefined): string | null {
  const v = value.trim();
  if (!v) return 'error_cannot_be_blank';
  if (!STRICT_EMAIL.test(v)) return 'error_invalid_email';
  if (current && v.toLowerCase() === current.toLowerCase()) return 'email_same_as_current';
  return null;
}

function EmailChange({ currentEmail, onChanged }: { currentEmail: string; onChanged: (email: string) => void }) {
  const [saved] = useState(() => loadSavedJourney(JOURNEY));
  const { actor, snapshot } = useJourney(JOURNEY, { ...(saved ? { saved } : {}), persist: CODE_PROGRESS });
  const ctx = snapshot.context;
  // What the customer typed before their session ended in this tab (memory only), else the machine's address; what
  // is typed now is kept if the session ends on this page.
  const draft = useKeptDraft<{ email?: string }>(PATH);
  const [email, setEmail] = useState(() => draft?.email ?? ctx.email ?? '');
  useKeepOnSessionEnd(PATH, { email });
  const [emailError, setEmailError] = useState<string | null>(null);
  const busy = snapshot.hasTag('busy');
  const serverError = codeErrorOf(ctx.error);

  // The journey's result is the outcome shown: the address the account now has.
  const changedTo = snapshot.hasTag('changed') || snapshot.status === 'done' ? ctx.result?.email : undefined;
  useEffect(() => {
    if (!changedTo) return;
    onChanged(changedTo);
    // SPEC §2: inside the app the native side takes over once the email is updated; the journey ends there.
    if (isWebview()) {
      actor.send({ type: 'HAND_OVER' });
      window.location.assign('/profileUpdateEmailSuccess');
    }
  }, [changedTo, onChanged, actor]);

  if (changedTo) {
    // Change again is the journey's (CHANGE_AGAIN back to an empty address); the field starts empty again too.
    const again = () => {
      setEmail('');
      setEmailError(null);
      actor.send({ type: 'CHANGE_AGAIN' });
    };
    return (
      <div className="stack">
        <Outcome kind="success" messageId="email_changed" values={{ email: changedTo }} />
        <button type="button" className="secondary" onClick={again}>
          <FormattedMessage id="email_change_again" />
        </button>
      </div>
    );
  }

  if (snapshot.hasTag('newEmail')) {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      const problem = newEmailProblem(email, currentEmail);
      setEmailError(problem);
      if (!problem) actor.send({ type: 'SUBMIT_EMAIL', email: email.trim().toLowerCase() });
    };
    return (
      <form className="card stack" noValidate onSubmit={submit} aria-busy={busy}>
        <MessageText id="email_current" values={{ email: <Ltr text={currentEmail} /> }} />
        <div className="field">
          <label htmlFor="new-email">
            <FormattedMessage id="email_new_label" />
          </label>
          <input id="new-email" type="email" dir="ltr" autoComplete="email" value={email} aria-invalid={Boolean(emailError || serverError)}
            aria-describedby="new-email-error" onChange={(e) => setEmail(e.target.value)} />
          <div id="new-email-error" aria-live="assertive">
            {(emailError ?? serverError) && (
              <p role="alert" className="field-error">
                {emailError ? <FormattedMessage id={emailError} /> : <MessageWithTime {...serverError!} />}
              </p>
            )}
          </div>
        </div>
        <div className="account-actions">
          <button type="submit" disabled={busy}>
            <FormattedMessage id={busy ? 'email_sending' : 'email_send_code'} />
          </button>
        </div>
      </form>
    );
  }

  return (
    <CodeEntry
      label={<FormattedMessage id="email_code_sent" values={{ email: <Ltr text={ctx.email ?? ''} /> }} />}
      idPrefix="email-otp"
      expiresAt={ctx.expiresAt}
      expired={snapshot.hasTag('expired')}
      busy={busy}
      error={ctx.error}
      onVerify={(code) => actor.send({ type: 'VERIFY', code })}
      onCodeTyped={(code) => actor.send({ type: 'CODE_TYPED', code })}
      onResend={() => actor.send({ type: 'RESEND' })}
      extraActions={
        <button type="button" className="link-button" disabled={busy} onClick={() => actor.send({ type: 'CHANGE_EMAIL' })}>
          <FormattedMessage id="email_use_another" />
        </button>
      }
    />
  );
}

function EmailScreen() {
  const user = useEndpointQuery('GET_USER_DETAILS');
  const queries = useQueryClient();
  const onChanged = useMemo(() => () => void queries.invalidateQueries({ queryKey: endpointKey('GET_USER_DETAILS') }), [queries]);
  if (!user.data) return <p className="skeleton account-skeleton-tall" aria-hidden="true" />;
  return <EmailChange currentEmail={user.data.email} onChanged={onChanged} />;
}

/** /profile/email: change the email address, confirmed with a code sent to the new address (issue 10). */
export default function ProfileEmailPage() {
  return (
    <ScreenMessages messages={emailMessages}>
      {/* How the change works is the page's lead: it is there while the account loads, and nothing drawn after it is
          larger (the largest text painted first, issue 47). */}
      <AccountPage titleId="email_title" leadId="email_lead">
        <AccountNav current="/profile/email" />
        <EmailScreen />
      </AccountPage>
    </ScreenMessages>
  );
}
