import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { Num } from '../lines';
import { Skeleton } from '../../ui/feedback';
import { isolatedNumber } from '../../domain/line-view';
import { TerminationPage, terminationData, type TerminationData } from './termination-parts';
import { ResultPanel } from '../../ui/feedback';
import { useChildJourney } from '../../../renderer';
import type { TerminationDecisionContext } from '../../../schemas/generated/journey-context/termination-decision';
import { MessageLink, MessageText } from '../../ui/message-text';

type DecisionContext = TerminationDecisionContext;

function OfferCard({ ctx, busy, onAccept, onDecline }: { ctx: DecisionContext; busy: boolean; onAccept: () => void; onDecline: () => void }) {
  const offer = ctx.offer!;
  return (
    <section className="card stack" aria-labelledby="offer-title" data-testid="winback-offer">
      <h2 id="offer-title">
        <FormattedMessage id="offer_title" />
      </h2>
      <MessageText id="offer_body" values={{ percent: offer.discountPercent ?? 0, months: offer.months ?? 0 }} />
      <MessageText id="offer_keeps_line" className="hint" />
      {ctx.error && (
        <MessageText id="offer_failed" role="alert" className="alert alert-danger" />
      )}
      <div className="actions">
        <button type="button" onClick={onAccept} disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'offer_accepting' : 'offer_accept'} />
        </button>
        <button type="button" className="secondary" onClick={onDecline} disabled={busy}>
          <FormattedMessage id="offer_decline" />
        </button>
      </div>
    </section>
  );
}

function ConfirmForm({ ctx, busy, onConfirm, onReconsider, onBack }: { ctx: DecisionContext; busy: boolean; onConfirm: (typed: string) => void; onReconsider?: () => void; onBack: () => void }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const shown = <Num msisdn={ctx.number ?? ''} />;
  const mismatch = ctx.error?.code === 'CONFIRMATION_MISMATCH';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(typed);
  };
  useEffect(() => {
    if (mismatch) document.getElementById('confirm-number')?.focus();
  }, [mismatch, ctx.error]);
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="confirm-title">
      <h2 id="confirm-title">
        <FormattedMessage id="confirm_title" />
      </h2>
      {ctx.offerNote && (
        <MessageText id={ctx.offerNote} role="status" className="alert alert-info" />
      )}
      <MessageText id="confirm_warning" values={{ number: shown }} className="alert alert-danger" />
      <div className="field">
        <label htmlFor="confirm-number">
          <FormattedMessage id="confirm_label" values={{ number: shown }} />
        </label>
        <input
          id="confirm-number"
          dir="ltr"
          inputMode="tel"
          autoComplete="off"
          value={typed}
          maxLength={20}
          aria-invalid={mismatch || undefined}
          aria-describedby={`confirm-hint${mismatch ? ' confirm-error' : ''}`}
          onChange={(e) => setTyped(e.target.value)}
          onPaste={(e) => e.preventDefault()}
        />
        <p id="confirm-hint" className="hint">
          <FormattedMessage id="confirm_hint" />
        </p>
        {mismatch && (
          <p id="confirm-error" className="field-error" role="alert">
            <FormattedMessage id="confirm_mismatch" values={{ number: shown }} />
          </p>
        )}
      </div>
      {ctx.error && !mismatch && (
        <MessageText id="confirm_failed" role="alert" className="alert alert-danger" />
      )}
      <div className="actions">
        <button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? intl.formatMessage({ id: 'confirm_busy' }) : intl.formatMessage({ id: 'confirm_button' }, { number: isolatedNumber(ctx.number ?? '') })}
        </button>
        {onReconsider && (
          <button type="button" className="secondary" onClick={onReconsider} disabled={busy}>
            <FormattedMessage id="offer_reconsider" />
          </button>
        )}
        <button type="button" className="link-button" onClick={onBack} disabled={busy}>
          <FormattedMessage id="term_back" />
        </button>
      </div>
    </form>
  );
}

function Decision({ data, snapshot, send }: { data: Required<Pick<TerminationData, 'number' | 'reasonId'>> & TerminationData; snapshot: ScreenProps['snapshot']; send: ScreenProps['send'] }) {
  // The step hosts journeys/termination-decision.json (journeys/termination.json "child"): its ending in 'terminated'
  // moves the journey on by itself; this screen only shows the child's states and sends the customer's acts.
  const child = useChildJourney(snapshot, 'termination-decision');
  if (!child) return <Skeleton blocks={1} height="10rem" />;
  const { snapshot: decision, send: toDecision } = child;
  const ctx = decision.context;
  const state = String(decision.value);
  const busy = decision.hasTag('busy');

  if (state === 'loadingOffer') return <Skeleton blocks={1} height="10rem" />;
  if (state === 'offer' || state === 'claiming') {
    return <OfferCard ctx={ctx} busy={busy} onAccept={() => toDecision({ type: 'ACCEPT_OFFER' })} onDecline={() => toDecision({ type: 'DECLINE_OFFER' })} />;
  }
  if (state === 'kept') {
    const offer = ctx.result ?? {};
    return (
      <ResultPanel testId="line-kept" titleId="kept_title" bodyId="kept_body" values={{ percent: offer.discountPercent ?? ctx.offer?.discountPercent ?? 0, months: offer.months ?? ctx.offer?.months ?? 0, number: <Num msisdn={data.number} /> }}>
        <p>
          <Link href={`/manage/service-request?number=${data.number}`}>
            <FormattedMessage id="success_hub" />
          </Link>
        </p>
      </ResultPanel>
    );
  }
  if (state === 'notEligible') {
    return (
      <ResultPanel kind="danger" dataReason="4121101" titleId="term_not_eligible_title" bodyId="why_4121101">
        <p className="actions">
          <MessageLink href="/manage/service-request-status?type=TERMINATION_REQUEST" id="success_status" />
          <Link href={`/manage/service-request?number=${data.number}`}>
            <FormattedMessage id="back_to_hub" />
          </Link>
        </p>
      </ResultPanel>
    );
  }
  if (state === 'terminated') return <Skeleton blocks={1} height="10rem" />;
  return (
    <ConfirmForm
      ctx={ctx}
      busy={busy}
      onConfirm={(typed) => toDecision({ type: 'CONFIRM', typed })}
      {...(ctx.offer ? { onReconsider: () => toDecision({ type: 'RECONSIDER' }) } : {})}
      onBack={() => send({ type: 'BACK' })}
    />
  );
}

/**
 * Step 2 (/manage/terminate-number/submit): the win-back offer first, then the explicit confirmation (the number
 * typed again) and the request, all on journeys/termination-decision.json, the child journey the step hosts.
 */
export default function TerminateSubmitScreen({ snapshot, send }: ScreenProps) {
  const data = terminationData(snapshot);
  return (
    <TerminationPage step={2}>
      {data.number && data.reasonId ? (
        <Decision data={{ ...data, number: data.number, reasonId: data.reasonId }} snapshot={snapshot} send={send} />
      ) : (
        <div role="alert" className="alert alert-danger">
          <MessageText id="term_missing" />
          <button type="button" onClick={() => send({ type: 'BACK' })}>
            <FormattedMessage id="start_again" />
          </button>
        </div>
      )}
    </TerminationPage>
  );
}
