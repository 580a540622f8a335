import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages, orderRefOf, OrderFacts, PreviewTable, type OrderPreview } from '../checkout';
import { Loading, Problem } from '../../ui/feedback';
import { usePrice } from '../../ui/price';
import { OrderStateWords } from './order-tracking';
import { BackToOrders } from './back-to-orders';
import { PayButton } from './pay-button';
import { useJourneyActorsLoader, withJourneyActors } from '../../journey/journey-actors';
import { MessageText } from '../../ui/message-text';

// What only some orders need, loaded when one does: the tracker of a paid order (its calls, timeline and rows), the
// payment of an unpaid one (docs/decisions/2026-11-29-order-page-draws-at-once.md).
const OrderTracker = lazy(() => import('./order-tracker'));

/** Order statuses that can still be paid (the gateway's CREATED / INITIATED, SPEC §4). */
const PAYABLE = new Set(['INITIATED', 'CREATED']);
/** Orders that were never paid: their items are not "what you bought". */
const UNPAID_ENDS = new Set(['FAILED', 'CANCELLED']);

function PendingOrder() {
  const price = usePrice();
  const ref = orderRefOf(window.location.search);
  const order = useEndpointQuery('GET_ORDER', { params: { orderReference: ref ?? '-' } });
  const { refetch } = order;
  // The payment's part, with the journey actors it runs on, made once for the page.
  const loadActors = useJourneyActorsLoader();
  const [PayOrder] = useState(() => lazy(withJourneyActors(() => import('./pay-order'), loadActors)));

  if (!ref) return <Problem messageId="result_no_order" />;
  if (order.isPending) return <Loading />;
  if (order.isError) return <Problem messageId="load_failed" onRetry={() => void order.refetch()} />;
  const payable = PAYABLE.has(order.data.status);
  return (
    <>
      <MessageText id={payable ? 'pending_order_unpaid' : 'pending_order_status'} values={{ status: <OrderStateWords state={order.data.state} status={order.data.status} /> }} role="status" />
      <OrderFacts order={order.data} price={price} />
      <PreviewTable preview={order.data.preview as OrderPreview} price={price} paid={!payable && !UNPAID_ENDS.has(order.data.status)} />
      {payable && (
        <Suspense fallback={<PayButton disabled />}>
          <PayOrder orderRef={ref} onPaid={refetch} />
        </Suspense>
      )}
      {/* The order as a tracker (issue 46): its states with dates, delivery, activation, receipt, the app. Last, so
          that what it draws when its calls answer moves nothing above it. */}
      {!payable && (
        <Suspense fallback={<Loading />}>
          <OrderTracker order={order.data} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /manage/order?order_ref=… for a purchase: where SPEC §4 sends a returning customer with an unfinished sim-only
 * order (every sandbox cart has one). It shows that order, its items and total, and pays it by card when it is
 * still unpaid (the sandbox page returns to /web/payment-success or -failed, as a checkout payment does).
 */
export default function PendingOrderPage() {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <section aria-labelledby="pending-order-title" className="checkout pending-order">
        <BackToOrders />
        <h1 id="pending-order-title" tabIndex={-1}>
          <FormattedMessage id="pending_order_title" />
        </h1>
        {/* In the frame sent with the page (src/pages/landing-prerender.tsx PARAM_FRAMES), its largest text: the
            order's facts drawn later are no larger, so the page's largest paint is the first. */}
        <MessageText id="pending_order_lead" className="lead" />
        <PendingOrder />
      </section>
    </ScreenMessages>
  );
}
