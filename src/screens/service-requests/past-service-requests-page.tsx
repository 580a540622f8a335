import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { LoadProblem, ManagePage, Num, Skeleton } from '../lines/line-parts';
import { groupByType, statusPathOf } from './request-view';
import { requestMessages } from './messages';

function PastRequests() {
  const intl = useIntl();
  const requests = useEndpointQuery('GET_SERVICE_REQUESTS');
  if (requests.isPending) return <Skeleton blocks={3} />;
  if (requests.isError) return <LoadProblem onRetry={() => void requests.refetch()} />;
  const groups = groupByType(requests.data);
  if (!groups.length) {
    return (
      <p className="card">
        <FormattedMessage id="past_empty" />
      </p>
    );
  }
  return (
    <>
      {groups.map((g) => (
        <section key={g.type} className="card stack" aria-labelledby={`past-${g.type}`} data-type={g.type}>
          <h2 id={`past-${g.type}`}>
            <FormattedMessage id={`type_${g.type}`} />
          </h2>
          <ul className="request-list">
            {g.requests.map((r) => (
              <li key={r.requestId} data-request-id={r.requestId}>
                <Link href={statusPathOf(r)} aria-label={intl.formatMessage({ id: 'past_open' }, { type: intl.formatMessage({ id: `type_${r.type}` }), id: r.requestId })}>
                  <bdi dir="ltr">{r.requestId}</bdi>
                </Link>{' '}
                · <Num msisdn={r.number} /> · <span className="badge">{intl.formatMessage({ id: `step_${r.status}` })}</span> · {intl.formatDate(r.createdAt, { dateStyle: 'medium' })}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /manage/past-service-requests: every request the customer made, by type, each opening its status page. */
export default function PastServiceRequestsPage() {
  return (
    <ManagePage titleId="past_title" messages={requestMessages}>
      <PastRequests />
      <p>
        <Link href="/manage/service-request">
          <FormattedMessage id="back_to_hub" />
        </Link>
      </p>
    </ManagePage>
  );
}
