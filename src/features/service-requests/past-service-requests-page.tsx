import { FormattedMessage, useIntl } from 'react-intl';
import { useDates } from '../../i18n/format-context';
import { Link } from 'wouter';
import { useEndpointPages, pageOfList } from '../../api/use-endpoint-pages';
import { LIST_PAGE } from '../../api/list-page';
import { ShowMore } from '../../ui/show-more';
import { ManagePage, Num } from '../lines';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import { groupByType, statusPathOf, stepNameId, type ServiceRequest } from './request-view';
import { requestMessages } from './messages';
import { queryKeys } from '../../api/queries';
import { MessageLink, MessageText } from '../../ui/message-text';
import { OnceDrawn } from '../../ui/once-drawn';

/** The customer's requests, newest first, a page at a time (an older page adds to the groups above the button). */
function useRequestPages() {
  return useEndpointPages('GET_SERVICE_REQUESTS', {
    queryKey: queryKeys.pages('GET_SERVICE_REQUESTS'),
    input: (after) => ({ query: { limit: LIST_PAGE + 1, ...(after ? { after } : {}) } }),
    pageOf: (list) => pageOfList<ServiceRequest>(list, (r) => r.requestId),
    keyOf: (r) => r.requestId,
  });
}

function PastRequests() {
  const intl = useIntl();
  const dates = useDates();
  const pages = useRequestPages();
  const { query, items } = pages;
  if (!items && query.isError) {
    return <LoadProblem onRetry={() => void query.refetch()} />;
  }
  if (!items) return <Skeleton blocks={3} />;
  const groups = groupByType(items);
  if (!groups.length) {
    return <MessageText id="past_empty" className="card" />;
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
                {r.number ? (
                  <>
                    · <Num msisdn={r.number} />{' '}
                  </>
                ) : null}
                · <span className="badge">{intl.formatMessage({ id: stepNameId(r.type, r.status) })}</span> · {dates.date(r.createdAt)}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ShowMore pages={pages} />
    </>
  );
}

/** /manage/past-service-requests: every request the customer made, by type, each opening its status page. */
export default function PastServiceRequestsPage() {
  return (
    <ManagePage titleId="past_title" messages={requestMessages}>
      <PastRequests />
      <OnceDrawn>
        <p>
          <MessageLink href="/manage/service-request" id="back_to_hub" />
        </p>
      </OnceDrawn>
    </ManagePage>
  );
}
