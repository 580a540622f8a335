import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { Ltr } from '../checkout/checkout-parts';
import { LoadFailed, Skeletons } from '../account/account-parts';
import { orderStateMessage } from '../account/order-list';
import { useOrderPages } from '../account/order-pages';
import { statusPathOf, type ServiceRequest } from '../service-requests/request-view';
import { openRequestsOf, RECENT_ORDERS } from './recent';

/** The last few orders (the order list's first page, RECENT_ORDERS long), each with its state in words and a link. */
function RecentOrders() {
  const { query, items } = useOrderPages(RECENT_ORDERS);
  return (
    <section className="card stack recent" aria-labelledby="recent-orders-heading" data-recent="orders">
      <h2 id="recent-orders-heading">
        <FormattedMessage id="home_recent_orders" />
      </h2>
      {!items && query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : !items ? (
        <Skeletons count={2} />
      ) : items.length === 0 ? (
        <p>
          <FormattedMessage id="home_no_orders" />
        </p>
      ) : (
        <ul className="recent-list">
          {items.map((o) => (
            <li key={o.order_ref} data-order-ref={o.order_ref}>
              <Link href={`/manage/order?order_ref=${encodeURIComponent(o.order_ref)}`}>
                <FormattedMessage id="order_heading" values={{ ref: <Ltr text={o.order_ref} /> }} />
              </Link>{' '}
              <span className="badge">
                <FormattedMessage id={orderStateMessage(o)} />
              </span>
              {o.createdAt !== undefined && (
                <span className="hint">
                  {' '}
                  <FormattedDate value={o.createdAt} dateStyle="medium" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link href="/orderlist">
        <FormattedMessage id="home_all_orders" />
      </Link>
    </section>
  );
}

/** The open service requests (the list the line cards read already), each with its status in words and a link. */
function OpenRequests() {
  const requests = useEndpointQuery('GET_SERVICE_REQUESTS');
  const open = openRequestsOf((requests.data ?? []) as ServiceRequest[]);
  return (
    <section className="card stack recent" aria-labelledby="open-requests-heading" data-recent="requests">
      <h2 id="open-requests-heading">
        <FormattedMessage id="home_open_requests" />
      </h2>
      {requests.isError ? (
        <LoadFailed onRetry={() => void requests.refetch()} />
      ) : requests.isPending ? (
        <Skeletons count={1} />
      ) : open.length === 0 ? (
        <p>
          <FormattedMessage id="home_no_open_requests" />
        </p>
      ) : (
        <ul className="recent-list">
          {open.map((r) => (
            <li key={r.requestId} data-request-id={r.requestId}>
              <Link href={statusPathOf(r)}>
                <FormattedMessage id="home_request_item" values={{ type: <FormattedMessage id={`type_${r.type}`} />, id: <bdi dir="ltr">{r.requestId}</bdi> }} />
              </Link>{' '}
              <span className="badge">
                <FormattedMessage id={`step_${r.status}`} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link href="/manage/past-service-requests">
        <FormattedMessage id="home_all_requests" />
      </Link>
    </section>
  );
}

/** The home's "latest" block (issue 29): last orders and open requests, each leading to its page and to its full list. */
export function RecentActivity() {
  return (
    <div className="recent-activity">
      <RecentOrders />
      <OpenRequests />
    </div>
  );
}
