import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useSendOn } from '../../routes/use-send-on';
import { loadSavedJourney } from '../../journey/journey-storage';
import { isWebview } from '../../webview/webview-mode';
import { cardBrandMessages } from '../checkout';
import { ScreenMessages } from '../../i18n/screen-messages';
import { CODE_PROGRESS } from '../auth';
import { useJourney } from '../../journey/use-journey';
import { AccountPage, LoadFailed, Outcome, Skeletons } from '../account';
import { cardPageMessages } from './card-page-messages';
import { codeErrorOf } from '../account';
import { RetryTime } from '../auth';
import { CodeEntry } from '../account';
import { CardSummary } from './card-parts';
import { useCards } from './use-cards';
import { ChoiceCard } from '../../ui/choice-cards';
import { MessageLink, MessageText } from '../../ui/message-text';

const JOURNEY = 'card-update';
export const VERIFY_PATH = '/manage/update-card/verify';
export const REQUEST_PATH = '/manage/update-card/request';

function useCardUpdate() {
  const [saved] = useState(() => loadSavedJourney(JOURNEY));
  return useJourney(JOURNEY, { ...(saved ? { saved } : {}), persist: CODE_PROGRESS });
}

function Verify() {
  const { actor, snapshot } = useCardUpdate();
  const ctx = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const serverError = codeErrorOf(ctx.error);
  const choosing = snapshot.hasTag('cardChoose');
  useSendOn(choosing, REQUEST_PATH);
  if (choosing) return <Skeletons count={2} />;
  if (snapshot.hasTag('cardStart')) {
    return (
      <div className="card stack">
        <MessageText id="update_card_intro" />
        {serverError && <Outcome kind="danger" messageId={serverError.id} values={{ ...serverError.values, time: <RetryTime at={serverError.retryAt} /> }} />}
        <div className="account-actions">
          <button type="button" disabled={busy} onClick={() => actor.send({ type: 'SEND' })}>
            <FormattedMessage id={busy ? 'email_sending' : 'update_card_send'} />
          </button>
        </div>
      </div>
    );
  }
  return (
    <CodeEntry
      label={<FormattedMessage id="update_card_code_sent" />}
      idPrefix="card-otp"
      expiresAt={ctx.expiresAt}
      expired={snapshot.hasTag('expired')}
      busy={busy}
      error={ctx.error}
      onVerify={(code) => actor.send({ type: 'VERIFY', code })}
      onCodeTyped={(code) => actor.send({ type: 'CODE_TYPED', code })}
      onResend={() => actor.send({ type: 'RESEND' })}
    />
  );
}

function Request() {
  const { actor, snapshot } = useCardUpdate();
  const { list, cards } = useCards();
  const ctx = snapshot.context;
  const [chosen, setChosen] = useState<string | null>(null);
  const done = snapshot.status === 'done';
  const needsCheck = !done && !snapshot.hasTag('cardChoose');
  useSendOn(needsCheck, VERIFY_PATH);
  useEffect(() => {
    // SPEC §2: inside the app the native side takes over once the card is updated.
    if (done && isWebview()) window.location.assign('/updateCardSuccess');
  }, [done]);
  if (done) {
    return (
      <div className="stack">
        <Outcome kind="success" messageId="update_card_done" values={{ last4: ctx.result?.last4 ?? '' }} />
        <MessageLink href="/profile/saved-payment-methods" id="cards_back" />
      </div>
    );
  }
  if (needsCheck || list.isPending) return <Skeletons count={3} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const busy = snapshot.hasTag('busy');
  const current = chosen ?? cards.find((c) => c.subscription)?.id ?? null;
  const serverError = codeErrorOf(ctx.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (current) actor.send({ type: 'REPLACE', paymentMethodId: current });
  };
  return (
    <form className="card stack" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset className="stack">
        <legend>
          <FormattedMessage id="update_card_choose" />
        </legend>
        {cards.map((card) => (
          <ChoiceCard key={card.id} name="subscription-card" checked={current === card.id} onChange={() => setChosen(card.id)} label={<CardSummary card={card} />} />
        ))}
      </fieldset>
      {serverError && <Outcome kind="danger" messageId={serverError.id} values={{ ...serverError.values, time: <RetryTime at={serverError.retryAt} /> }} />}
      <div className="account-actions">
        <button type="submit" disabled={busy || !current} aria-describedby={current ? undefined : 'update-card-why'}>
          <FormattedMessage id="update_card_save" />
        </button>
        <Link href={`/manage/add-payment-method-form?redirect=${encodeURIComponent(REQUEST_PATH)}`}>
          <FormattedMessage id="card_add" />
        </Link>
      </div>
      {!current && (
        <p id="update-card-why" className="hint">
          <FormattedMessage id="select_card_why_disabled" />
        </p>
      )}
    </form>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <ScreenMessages messages={cardBrandMessages}>
      <ScreenMessages messages={cardPageMessages}>
        <AccountPage titleId="update_card_title">{children}</AccountPage>
      </ScreenMessages>
    </ScreenMessages>
  );
}

/** /manage/update-card/verify: the one-time code before the renewal card can change. */
export function UpdateCardVerifyPage() {
  return (
    <Shell>
      <Verify />
    </Shell>
  );
}

/** /manage/update-card/request: choose the card behind the plan renewals (after the code check). */
export function UpdateCardRequestPage() {
  return (
    <Shell>
      <Request />
    </Shell>
  );
}
