import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { OtpInput } from '../../../fields/widgets/otp-input';
import { stepWork, type ScreenProps } from '../../../renderer';
import { endpointKey } from '../../api/queries';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { userDetails } from '../../auth/session-store';
import { journeyData } from '../../journey/journey-data';
import { ResultPanel, Skeleton } from '../../ui/feedback';
import { LinePicker, LineSummary, ManagePage, Num, useChosenLine } from '../lines';
import { lostSimMessages } from './messages';
import './lost-sim.css';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { MessageLink, MessageText } from '../../ui/message-text';

/** What blocking and unblocking change in what other screens have read. */
const CHANGED = ['GET_LINES', 'GET_LINE'] as const;
const REASONS = ['LOST', 'STOLEN'] as const;
/** SPEC §8 codes of a code check: incorrect, and too many wrong codes (the request is spent). */
const WRONG_CODE = new Set(['422011', '4221402']);
const SPENT_CODE = new Set(['422026', '422004']);

function useLinesChanged(): void {
  const queries = useQueryClient();
  useEffect(() => {
    for (const name of CHANGED) void queries.invalidateQueries({ queryKey: endpointKey(name) });
  }, [queries]);
}

/** Step 1 (/manage/lost-sim): the line (`?number=`), what happened, and the block at once. */
export function BlockScreen({ snapshot, send }: ScreenProps) {
  const lines = useEndpointQuery('GET_LINES');
  const blockable = (lines.data ?? []).filter((l) => l.status === 'Active' || l.status === 'Grace' || (l.status === 'Suspend' && l.blockedAt));
  const { line, choose } = useChosenLine(blockable);
  const saved = journeyData('lost-sim', snapshot);
  const [reason, setReason] = useState<string>(saved.reason ?? '');
  const [problem, setProblem] = useState(false);
  const work = stepWork(snapshot);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working || !line) return;
    if (!reason) {
      setProblem(true);
      return document.getElementById('lost-reason')?.focus();
    }
    send({ type: 'NEXT', data: { number: line.number, reason } });
  };
  return (
    <ManagePage titleId="lost_title" leadId="lost_lead" messages={lostSimMessages}>
      {lines.isPending ? (
        <Skeleton blocks={2} height="6rem" />
      ) : !line ? (
        <MessageText id="lost_no_line" role="status" />
      ) : (
        <form onSubmit={submit} noValidate className="stack" aria-busy={work.working}>
          <LinePicker lines={blockable} line={line} onChoose={choose} />
          <LineSummary line={line} />
          <ChoiceCards id="lost-reason" tabIndex={-1} error={problem && 'lost_choose'} legend={<FormattedMessage id="lost_reason" />}>
            {REASONS.map((r) => (
              <ChoiceCard key={r} name="lost-reason" value={r} checked={reason === r} onChange={() => (setReason(r), setProblem(false))} label={<FormattedMessage id={`lost_reason_${r}`} />} />
            ))}
          </ChoiceCards>
          {work.error ? (
            <MessageText id="lost_failed" role="alert" className="alert alert-danger" />
          ) : null}
          <p className="actions">
            <button type="submit" disabled={work.working}>
              <FormattedMessage id={work.working ? 'lost_blocking' : 'lost_block'} />
            </button>
          </p>
        </form>
      )}
    </ManagePage>
  );
}

/** Step 2 (/manage/lost-sim/blocked): the line reads Suspended; on to a replacement SIM, or a code to unblock. */
export function BlockedScreen({ snapshot, send }: ScreenProps) {
  useLinesChanged();
  const saved = journeyData('lost-sim', snapshot);
  const number = saved.number ?? '';
  const line = useEndpointQuery('GET_LINE', { params: { number: number || '-' } }, { enabled: Boolean(number) });
  const work = stepWork(snapshot);
  const email = userDetails()?.email;
  return (
    <ManagePage titleId="lost_title" messages={lostSimMessages}>
      <ResultPanel kind="info" testId="line-blocked" titleId="lost_blocked_title" bodyId="lost_blocked_body" values={{ number: <Num msisdn={number} /> }} />
      {line.data ? <LineSummary line={line.data} /> : <Skeleton blocks={1} height="8rem" />}
      <section className="card stack" aria-labelledby="lost-replace">
        <h2 id="lost-replace">
          <Link href={`/manage/sim-replacement-order-request?number=${encodeURIComponent(number)}`}>
            <FormattedMessage id="lost_replace" />
          </Link>
        </h2>
        <MessageText id="lost_replace_hint" className="hint" />
      </section>
      <section className="card stack" aria-busy={work.working}>
        <p>{email ? <FormattedMessage id="lost_found" values={{ email: <bdi dir="ltr" className="lost-email">{email}</bdi> }} /> : <FormattedMessage id="lost_found_noemail" />}</p>
        {work.error ? (
          <MessageText id="lost_code_failed" role="alert" className="alert alert-danger" />
        ) : null}
        <p className="actions">
          <button type="button" disabled={work.working} onClick={() => send({ type: 'NEXT' })}>
            <FormattedMessage id="lost_send_code" />
          </button>
        </p>
      </section>
    </ManagePage>
  );
}

/** Step 3 (/manage/lost-sim/unblock): the emailed code; a wrong one stays here, a spent one asks for a new code. */
export function UnblockScreen({ snapshot, send }: ScreenProps) {
  const saved = journeyData('lost-sim', snapshot);
  const [code, setCode] = useState('');
  const work = stepWork(snapshot);
  const refused = work.error ? String(work.error.code) : null;
  const problem = refused === null ? null : WRONG_CODE.has(refused) ? 'lost_wrong_code' : SPENT_CODE.has(refused) ? 'lost_code_blocked' : 'lost_unblock_failed';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working || !/^\d{6}$/.test(code)) return;
    send({ type: 'NEXT', data: { otpCode: code } });
  };
  return (
    <ManagePage titleId="lost_unblock_title" messages={lostSimMessages}>
      <form onSubmit={submit} noValidate className="stack lost-otp" aria-busy={work.working}>
        <p id="lost-code-label">
          <FormattedMessage id="lost_code_sent" values={{ number: <Num msisdn={saved.number ?? ''} /> }} />
        </p>
        <OtpInput value={code} onChange={setCode} labelledBy="lost-code-label" idPrefix="lost-otp" invalid={problem === 'lost_wrong_code'} describedBy="lost-code-error"
          onComplete={(whole) => !work.working && send({ type: 'NEXT', data: { otpCode: whole } })} />
        <p id="lost-code-error" role="alert" className={problem ? 'field-error' : undefined}>
          {problem ? <FormattedMessage id={problem} /> : null}
        </p>
        <p className="actions">
          <button type="button" className="link-button" onClick={() => send({ type: 'BACK' })}>
            <FormattedMessage id="lost_new_code" />
          </button>
          <button type="submit" disabled={work.working || !/^\d{6}$/.test(code)}>
            <FormattedMessage id={work.working ? 'lost_unblocking' : 'lost_unblock'} />
          </button>
        </p>
      </form>
    </ManagePage>
  );
}

/** Step 4 (/manage/lost-sim/unblocked): the line works again. */
export function UnblockedScreen({ snapshot }: ScreenProps) {
  useLinesChanged();
  const saved = journeyData('lost-sim', snapshot);
  return (
    <ManagePage titleId="lost_unblocked_title" messages={lostSimMessages}>
      <ResultPanel testId="line-unblocked" titleId="lost_unblocked_title" bodyId="lost_unblocked_body" values={{ number: <Num msisdn={saved.number ?? ''} /> }} />
      <p className="actions">
        <MessageLink href="/profile" id="lost_home" />
      </p>
    </ManagePage>
  );
}
