import { FormattedMessage, useIntl } from 'react-intl';
import { useDates } from '../../i18n/format-context';
import { type UseQueryResult } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ApiError } from '../../api/api-error';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ManagePage, Num } from '../lines';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import { usePrice } from '../../ui/price';
import { Fact, Timeline } from './request-parts';
import { nextStepId, portInTimeline, requestTimeline, statusQueryOf, stepNameId, type ServiceRequest, type StatusQuery } from './request-view';
import { requestMessages } from './messages';
import { PlanSwitchFacts } from './plan-switch-facts';
import { CancelRequest, ContinueRequest } from './cancel-request';
import { ResultPanel } from '../../ui/feedback';
import { MessageLink, MessageText } from '../../ui/message-text';
import { OnceDrawn } from '../../ui/once-drawn';

function Received({ id }: { id: string }) {
  return (
    <ResultPanel testId="request-received" titleId="request_received" bodyId="request_received_body" values={{ id }} />
  );
}

function RequestView({ request, isNew }: { request: ServiceRequest; isNew: boolean }) {
  const intl = useIntl();
  const dates = useDates();
  const price = usePrice();
  const effectiveAt = Number(request.payload?.effectiveAt ?? 0);
  const nextId = nextStepId(request, (id) => intl.messages[id] !== undefined);
  return (
    <div className="stack" data-request-id={request.requestId} data-status={request.status}>
      {isNew && <Received id={request.requestId} />}
      <div className="card">
        <dl className="line-facts">
          <Fact labelId="request_type">
            <FormattedMessage id={`type_${request.type}`} />
          </Fact>
          <Fact labelId="request_ref">
            <bdi dir="ltr">{request.requestId}</bdi>
          </Fact>
          {request.number ? (
            <Fact labelId="request_number">
              <Num msisdn={request.number} />
            </Fact>
          ) : null}
          {typeof request.payload?.topic === 'string' ? <Fact labelId="request_topic">{request.payload.topic}</Fact> : null}
          <Fact labelId={request.type === 'CHAT' ? 'request_started' : 'request_created'}>{dates.dateTime(request.createdAt)}</Fact>
          <Fact labelId="request_status">
            <FormattedMessage id={stepNameId(request.type, request.status)} />
          </Fact>
          {request.updatedAt && request.updatedAt !== request.createdAt ? <Fact labelId="request_updated">{dates.dateTime(request.updatedAt)}</Fact> : null}
          {request.totalCharges ? <Fact labelId="request_charges">{price(request.totalCharges)}</Fact> : null}
          {request.type === 'PLAN_SWITCH' && <PlanSwitchFacts payload={request.payload ?? {}} />}
        </dl>
      </div>
      <RequestProgress steps={requestTimeline(request.status)} type={request.type} />
      <section className="card stack" aria-labelledby="request-next">
        <h2 id="request-next">
          <FormattedMessage id="next_heading" />
        </h2>
        <MessageText id={nextId} values={{ date: effectiveAt ? dates.date(effectiveAt) : '' }} />
        <ContinueRequest request={request} />
        <CancelRequest key={`${request.requestId}-${request.status}`} request={request} />
      </section>
    </div>
  );
}

/** A request's (or port-in's) progress as a timeline, in its own card. */
function RequestProgress({ steps, type }: { steps: Parameters<typeof Timeline>[0]['steps']; type?: string }) {
  return (
    <section className="card stack" aria-labelledby="request-progress">
      <h2 id="request-progress">
        <FormattedMessage id="timeline_label" />
      </h2>
      <Timeline steps={steps} {...(type ? { type } : {})} />
    </section>
  );
}

function PortInView({ orderRef, isNew }: { orderRef: string; isNew: boolean }) {
  const portIn = useEndpointQuery('GET_LATEST_PORTIN', { params: { orderReference: orderRef } });
  if (portIn.isPending) return <Skeleton blocks={3} />;
  if (portIn.isError) return portIn.error.status === 404 ? <LoadProblem messageId="request_not_found" /> : <LoadProblem onRetry={() => void portIn.refetch()} />;
  const p = portIn.data;
  return (
    <div className="stack" data-port-in={p.orderRef} data-status={p.status}>
      {isNew && <Received id={p.orderRef} />}
      <div className="card">
        <dl className="line-facts">
          <Fact labelId="request_type">
            <FormattedMessage id="type_PORT_IN" />
          </Fact>
          <Fact labelId="request_ref">
            <bdi dir="ltr">{p.orderRef}</bdi>
          </Fact>
          {p.number ? (
            <Fact labelId="request_number">
              <Num msisdn={p.number} />
            </Fact>
          ) : null}
        </dl>
      </div>
      <RequestProgress steps={portInTimeline(p.status)} />
    </div>
  );
}

/** The request the page is about: by id (through the route's endpoint), else the newest (of `type=`, if given). */
function useRequest(q: StatusQuery) {
  const byId = useEndpointQuery(q.source, { params: { requestId: q.requestId ?? '' } }, { enabled: q.requestId !== null }) as UseQueryResult<ServiceRequest, ApiError>;
  const list = useEndpointQuery('GET_SERVICE_REQUESTS', q.type ? { query: { type: q.type } } : {}, { enabled: q.requestId === null }) as UseQueryResult<ServiceRequest[], ApiError>;
  if (q.requestId) return { isPending: byId.isPending, error: byId.error, data: byId.data, refetch: byId.refetch };
  return { isPending: list.isPending, error: list.error, data: list.data?.[0], refetch: list.refetch };
}

function RequestStatus({ q }: { q: StatusQuery }) {
  const request = useRequest(q);
  if (request.isPending) return <Skeleton blocks={3} />;
  if (request.error) return request.error instanceof ApiError && request.error.status === 404 ? <LoadProblem messageId="request_not_found" /> : <LoadProblem onRetry={() => void request.refetch()} />;
  // Nothing asked yet is a state, not an error (issue 30): a plain card with the way to make a request.
  if (!request.data) {
    return (
      <div className="card stack" role="status">
        <MessageText id="no_request" />
        <MessageLink href="/manage/service-request" id="no_request_start" />
      </div>
    );
  }
  return <RequestView request={request.data} isNew={q.isNew} />;
}

/**
 * /manage/service-request-status and the past port-out, reverse port-in and reverse port-out routes (one page,
 * SPEC §2): the request, its status as a timeline, what happens next, and cancel where allowed. `requestId=` picks
 * the request (`request=new` confirms it was received); `order_ref=` shows a port-in.
 */
export default function ServiceRequestStatusPage({ path }: { path: string }) {
  const search = useSearch();
  const q = statusQueryOf(path, `?${search}`);
  return (
    <ManagePage titleId="status_title" messages={requestMessages}>
      {q.orderRef && !q.requestId ? <PortInView orderRef={q.orderRef} isNew={q.isNew} /> : <RequestStatus q={q} />}
      <OnceDrawn>
        <p className="actions">
          <MessageLink href="/manage/service-request" id="back_to_hub" />
          <MessageLink href="/manage/past-service-requests" id="past_requests_link" />
        </p>
      </OnceDrawn>
    </ManagePage>
  );
}
