import type { ReactNode } from 'react';
import { DateText } from '../../ui/date-text';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Ltr } from '../../ui/price';
import { LoadFailed, Skeletons } from '../account';
import { orderStateMessage } from '../account';
import { useOrderPages } from '../account';
import { RECENT_ORDERS } from './recent';
import { MessageLink, MessageText } from '../../ui/message-text';

/** One of the two cards: its heading, what it lists (or loading, failure, nothing), and the link to the full list. */
function RecentCard({ kind, titleId, allHref, allId, children }: { kind: 'orders'; titleId: string; allHref: string; allId: string; children: ReactNode }) {
  return (
    <section className="card stack recent" aria-labelledby={`recent-${kind}-heading`} data-recent={kind}>
      <h2 id={`recent-${kind}-heading`}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
      <MessageLink href={allHref} id={allId} />
    </section>
  );
}

/** The last few orders (the order list's first page, RECENT_ORDERS long), each with its state in words and a link. */
function RecentOrders() {
  const { query, items } = useOrderPages(RECENT_ORDERS);
  return (
    <RecentCard kind="orders" titleId="home_recent_orders" allHref="/orderlist" allId="home_all_orders">
      {!items && query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : !items ? (
        <Skeletons count={2} />
      ) : items.length === 0 ? (
        <MessageText id="home_no_orders" />
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
                  <DateText value={o.createdAt} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </RecentCard>
  );
}

/** The home's latest orders (issue 29; the open requests are among what needs the customer since issue 46). */
export function RecentActivity() {
  return <RecentOrders />;
}
