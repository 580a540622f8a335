import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { ApiError } from '../../api/api-error';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { LineSummary } from '../lines';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import type { Line } from '../../domain/line-view';
import { refusalReason, remedyOf } from '../service-requests';
import { statusPathOf } from '../service-requests';
import { TerminationPage, terminationData } from './termination-parts';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';

function ReasonForm({ line, send, initial }: { line: Line; send: ScreenProps['send']; initial: { reasonId?: string; feedback?: string } }) {
  const intl = useIntl();
  const reasons = useEndpointQuery('GET_TERMINATION_REASONS');
  const [reasonId, setReasonId] = useState(initial.reasonId ?? '');
  const [feedback, setFeedback] = useState(initial.feedback ?? '');
  const [missing, setMissing] = useState(false);
  if (reasons.isPending) return <Skeleton blocks={1} height="10rem" />;
  if (reasons.isError) return <LoadProblem onRetry={() => void reasons.refetch()} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reasonId) {
      setMissing(true);
      document.querySelector<HTMLInputElement>('input[name="termination-reason"]')?.focus();
      return;
    }
    send({ type: 'NEXT', data: { number: line.number, reasonId, feedback: feedback.trim() || undefined, requestId: undefined } });
  };
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <ChoiceCards error={missing && 'term_reason_required'} errorId="reason-error" legend={<FormattedMessage id="term_reason_legend" />}>
        {reasons.data.map((r) => (
          <ChoiceCard key={r.id} name="termination-reason" value={r.id} checked={reasonId === r.id}
            onChange={() => {
              setReasonId(r.id);
              setMissing(false);
            }}
            label={intl.messages[`reason_${r.id}`] ? intl.formatMessage({ id: `reason_${r.id}` }) : r.label} />
        ))}
      </ChoiceCards>
      <div className="field">
        <label htmlFor="termination-feedback">
          <FormattedMessage id="term_feedback_label" />
        </label>
        <textarea id="termination-feedback" maxLength={1000} rows={3} value={feedback} aria-describedby="termination-feedback-hint" onChange={(e) => setFeedback(e.target.value)} />
        <p id="termination-feedback-hint" className="hint">
          <FormattedMessage id="term_feedback_hint" />
        </p>
      </div>
      <div className="actions">
        <button type="submit">
          <FormattedMessage id="term_next" />
        </button>
        <Link href={`/manage/service-request?number=${line.number}`}>
          <FormattedMessage id="term_cancel_link" />
        </Link>
      </div>
    </form>
  );
}

function Eligible({ line, send, initial }: { line: Line; send: ScreenProps['send']; initial: { reasonId?: string; feedback?: string } }) {
  const intl = useIntl();
  const check = useEndpointQuery('GET_TERMINATION_ELIGIBILITY', { query: { number: line.number } });
  const requests = useEndpointQuery('GET_SERVICE_REQUESTS', { query: { type: 'TERMINATION_REQUEST' } });
  if (check.isPending) return <Skeleton blocks={1} height="10rem" />;
  const refused = check.isError ? check.error instanceof ApiError && check.error.status === 422 : check.data.eligible === false;
  if (check.isError && !refused) return <LoadProblem onRetry={() => void check.refetch()} />;
  if (refused) {
    const given = check.isError ? String(check.error.code) : check.data?.reason;
    const { reason, openRequest } = refusalReason(given, 'TERMINATION_REQUEST', line, requests.data);
    const remedy = remedyOf(reason, line, openRequest ? statusPathOf(openRequest) : undefined);
    return (
      <div role="alert" className="alert alert-danger stack" data-reason={reason}>
        <h2>
          <FormattedMessage id="term_not_eligible_title" />
        </h2>
        <p>
          <FormattedMessage id={intl.messages[`why_${reason}`] ? `why_${reason}` : 'why_4121101'} />
        </p>
        {remedy && <p>{remedy.href ? <Link href={remedy.href}>{intl.formatMessage({ id: remedy.id })}</Link> : <FormattedMessage id={remedy.id} />}</p>}
        <p>
          <Link href={`/manage/service-request?number=${line.number}`}>
            <FormattedMessage id="back_to_hub" />
          </Link>
        </p>
      </div>
    );
  }
  return <ReasonForm line={line} send={send} initial={initial} />;
}

/** Step 1 (/manage/terminate-number): eligibility first, then the reason (from the gateway) and optional feedback. */
export default function TerminateReasonScreen({ snapshot, send }: ScreenProps) {
  const search = useSearch();
  const data = terminationData(snapshot);
  const wanted = new URLSearchParams(search).get('number') ?? data.number;
  const lines = useEndpointQuery('GET_LINES');
  const line = lines.data?.find((l) => l.number === wanted) ?? lines.data?.find((l) => l.status !== 'Inactive');
  const sameLine = line?.number === data.number;
  return (
    <TerminationPage step={1}>
      {lines.isPending ? (
        <Skeleton blocks={2} />
      ) : lines.isError ? (
        <LoadProblem onRetry={() => void lines.refetch()} />
      ) : !line ? (
        <LoadProblem messageId="no_lines" />
      ) : (
        <>
          <LineSummary line={line} />
          <Eligible key={line.number} line={line} send={send} initial={sameLine ? { ...(data.reasonId ? { reasonId: data.reasonId } : {}), ...(data.feedback ? { feedback: data.feedback } : {}) } : {}} />
        </>
      )}
    </TerminationPage>
  );
}
