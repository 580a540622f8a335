import { FormattedMessage, useIntl } from 'react-intl';
import { DateText } from '../../ui/date-text';
import { Link } from 'wouter';
import { ShowMore } from '../../ui/show-more';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { captchaFailureMessage } from '../../integrations/captcha/captcha-token';
import { captchaMessages } from '../../integrations/captcha/messages';
import { Ltr, usePrice } from '../../ui/price';
import { summaryLines, type OrderPreview } from '../checkout';
import { orderItemMessages } from '../checkout';
import { ItemText } from '../checkout';
import { ScreenMessages } from '../../i18n/screen-messages';
import { orderMessages } from './order-messages';
import { orderStateMessage, type ListedOrder } from './order-list';
import { OrderProgress } from './order-tracking';
import { AccountPage, LoadFailed, Skeletons } from './account-parts';
import { useOrderPages } from './order-pages';
import { MessageLink, MessageText } from '../../ui/message-text';

/** One order: its state in customer words, items, total, tracking, and the way to it. */
function OrderCard({ listed }: { listed: ListedOrder }) {
  const intl = useIntl();
  const price = usePrice();
  const order = useEndpointQuery('GET_ORDER', { params: { orderReference: listed.order_ref } });
  const headingId = `order-${listed.order_ref}`;
  return (
    <li>
      <article className="card stack account-order" aria-labelledby={headingId}>
        <h2 id={headingId}>
          <FormattedMessage id="order_heading" values={{ ref: <Ltr text={listed.order_ref} /> }} />
        </h2>
        <p>
          <span className="badge">
            <FormattedMessage id={orderStateMessage(listed)} />
          </span>
          {listed.createdAt !== undefined && (
            <>
              {' '}
              <FormattedMessage id="order_placed_on" values={{ date: <DateText value={listed.createdAt} /> }} />
            </>
          )}
        </p>
        {/* The link sits above the details, which arrive later and make the card taller: it never moves once drawn. */}
        <Link href={`/manage/order?order_ref=${encodeURIComponent(listed.order_ref)}`} aria-describedby={headingId}>
          <FormattedMessage id="order_open" />
        </Link>
        {order.isPending && <Skeletons count={2} />}
        {order.isError && (
          <MessageText id="order_details_unavailable" className="hint" />
        )}
        {order.data && (
          <>
            <ul className="account-items" aria-label={intl.formatMessage({ id: 'order_items_label' })}>
              {summaryLines(order.data.preview as OrderPreview).map((line) => (
                <li key={line.key}>
                  <ItemText line={line} /> <Ltr text={price(line.amount)} />
                </li>
              ))}
            </ul>
            <p>
              <strong>
                <FormattedMessage id="total_inc_tax" />: <Ltr text={price(order.data.total)} />
              </strong>
            </p>
            <OrderProgress orderRef={listed.order_ref} status={order.data.status} {...(order.data.simType ? { simType: order.data.simType } : {})} />
          </>
        )}
      </article>
    </li>
  );
}

function Orders() {
  const pages = useOrderPages();
  const { query, items } = pages;
  if (!items && query.isError) return <LoadFailed onRetry={() => void query.refetch()} messageId={captchaFailureMessage(query.error) ?? 'load_failed'} />;
  if (!items) return <Skeletons count={3} tall />;
  if (items.length === 0) {
    return (
      <div className="card stack">
        <MessageText id="orders_empty" />
        <MessageLink href="/web/pre-checkout" id="orders_see_plans" />
      </div>
    );
  }
  return (
    <>
      <ul className="stack account-list">
        {items.map((o) => (
          <OrderCard key={o.order_ref} listed={o} />
        ))}
      </ul>
      <ShowMore pages={pages} />
    </>
  );
}

/** /orderlist: the customer's orders, unfinished sim-only ones first, newest first (SPEC §2, §4, §7). */
export default function OrderListPage() {
  return (
    <ScreenMessages messages={orderItemMessages}>
      <ScreenMessages messages={orderMessages}>
        <ScreenMessages messages={captchaMessages}>
          <AccountPage titleId="orders_title" leadId="orders_lead">
            <Orders />
          </AccountPage>
        </ScreenMessages>
      </ScreenMessages>
    </ScreenMessages>
  );
}
