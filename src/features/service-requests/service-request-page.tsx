import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ApiError } from '../../api/api-error';
import { LinePicker, LineSummary, ManagePage, NoLines, useChosenLine } from '../lines';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import type { Line } from '../../domain/line-view';
import { entriesOf, entryPath, refusalReason, remedyOf, type Eligibility, type EntryId } from './eligibility';
import { statusPathOf, type ServiceRequest } from './request-view';
import { requestMessages } from './messages';
import { CancelRequest, ContinueRequest } from './cancel-request';
import { MessageLink, MessageText } from '../../ui/message-text';

type Check = { isPending: boolean; isError: boolean; error: unknown; data?: { eligible: boolean; reason?: string }; refetch: () => unknown };

/** The eligibility of one entry from its check (a 422 4121101 from the termination check is a refusal, not a failure). */
function eligibilityOf(entry: EntryId, check: Check | null, line: Line, requests: readonly ServiceRequest[] | undefined): Eligibility {
  if (entry === 'activation') return { state: 'eligible' };
  if (!check) return { state: 'checking' };
  if (check.isPending) return { state: 'checking' };
  if (check.isError) {
    const err = check.error;
    if (err instanceof ApiError && err.status === 422) return { state: 'refused', ...refusalReason(String(err.code), entry, line, requests) };
    return { state: 'failed' };
  }
  if (check.data?.eligible) return { state: 'eligible' };
  return { state: 'refused', ...refusalReason(check.data?.reason, entry, line, requests) };
}

function Entry({ entry, line, eligibility, onRetry }: { entry: EntryId; line: Line; eligibility: Eligibility; onRetry: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `entry_${entry}` });
  const headingId = `entry-${entry}`;
  return (
    <li className="card entry" aria-labelledby={headingId} data-entry={entry} data-eligibility={eligibility.state}>
      <h2 id={headingId}>{title}</h2>
      <p className="hint">
        <FormattedMessage id={`entry_${entry}_desc`} />
      </p>
      {eligibility.state === 'checking' && (
        <MessageText id="checking" role="status" className="skeleton-text" />
      )}
      {eligibility.state === 'failed' && (
        <div role="alert" className="alert alert-danger">
          <FormattedMessage id="check_failed" />{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            <FormattedMessage id="retry" />
          </button>
        </div>
      )}
      {eligibility.state === 'eligible' && (
        <p>
          <Link href={entryPath(entry, line)} className="button" aria-label={intl.formatMessage({ id: 'start_named' }, { what: title })}>
            <FormattedMessage id="start" />
          </Link>
        </p>
      )}
      {eligibility.state === 'refused' && <Refusal line={line} reason={eligibility.reason} {...(eligibility.openRequest ? { openRequest: eligibility.openRequest } : {})} />}
    </li>
  );
}

function Refusal({ line, reason, openRequest }: { line: Line; reason: string; openRequest?: ServiceRequest }) {
  const intl = useIntl();
  const whyId = intl.messages[`why_${reason}`] ? `why_${reason}` : 'why_NOT_ELIGIBLE';
  const remedy = remedyOf(reason, line, openRequest ? statusPathOf(openRequest) : undefined);
  return (
    <div className="why alert alert-info" data-reason={reason}>
      <p>
        <strong>
          <FormattedMessage id="not_eligible" />
        </strong>{' '}
        <FormattedMessage id={whyId} />
      </p>
      {remedy && <p>{remedy.href ? <Link href={remedy.href}>{intl.formatMessage({ id: remedy.id })}</Link> : <FormattedMessage id={remedy.id} />}</p>}
      {openRequest && <ContinueRequest request={openRequest} />}
      {openRequest && <CancelRequest key={`${openRequest.requestId}-${openRequest.status}`} request={openRequest} />}
    </div>
  );
}

function Entries({ line }: { line: Line }) {
  const number = { query: { number: line.number } };
  const requests = useEndpointQuery('GET_SERVICE_REQUESTS');
  const checks: Record<EntryId, Check | null> = {
    activation: null,
    SIM_REPLACEMENT: useEndpointQuery('GET_SIM_REPLACEMENT_ELIGIBILITY', number) as Check,
    PLAN_SWITCH: useEndpointQuery('GET_PLAN_SWITCH_ELIGIBILITY', number) as Check,
    TERMINATION_REQUEST: useEndpointQuery('GET_TERMINATION_ELIGIBILITY', number) as Check,
    portin_cancel: usePortInCheck(line),
  };
  return (
    <ul className="entry-list">
      {entriesOf(line).map((entry) => (
        <Entry key={entry} entry={entry} line={line} eligibility={eligibilityOf(entry, checks[entry], line, requests.data)} onRetry={() => void checks[entry]?.refetch()} />
      ))}
    </ul>
  );
}

/** Port-in cancellation eligibility, asked only for a ported number. */
function usePortInCheck(line: Line): Check {
  return useEndpointQuery('GET_PORTIN_CANCELLATION_ELIGIBILITY', { params: { orderReference: line.orderRef } }, { enabled: line.numberType === 'PORT_IN' }) as Check;
}

function Hub() {
  const lines = useEndpointQuery('GET_LINES');
  const { line, choose } = useChosenLine(lines.data);
  if (lines.isPending) return <Skeleton blocks={4} />;
  if (lines.isError) return <LoadProblem onRetry={() => void lines.refetch()} />;
  if (!line) return <NoLines />;
  return (
    <>
      <LinePicker lines={lines.data} line={line} onChoose={choose} />
      <LineSummary line={line} />
      {line.status === 'Active' || line.status === 'Grace' || line.blockedAt ? (
        <p>
          <Link href={`/manage/lost-sim?number=${encodeURIComponent(line.number)}`}>
            <FormattedMessage id="hub_lost_sim" />
          </Link>
        </p>
      ) : null}
      {line.status === 'Active' ? (
        <p className="hub-airtime">
          <Link href={`/manage/balance-share?number=${encodeURIComponent(line.number)}`}>
            <FormattedMessage id="hub_share_balance" />
          </Link>
          {' · '}
          <Link href={`/manage/advance?number=${encodeURIComponent(line.number)}`}>
            <FormattedMessage id="hub_advance" />
          </Link>
        </p>
      ) : null}
      <Entries key={line.orderRef} line={line} />
      <p>
        <MessageLink href="/manage/past-service-requests" id="past_requests_link" />
      </p>
    </>
  );
}

/** /manage/service-request: for a chosen line, what the customer can do, each checked up front (issue 9). */
export default function ServiceRequestPage() {
  return (
    <ManagePage titleId="hub_title" leadId="hub_lead" messages={requestMessages}>
      <Hub />
    </ManagePage>
  );
}
