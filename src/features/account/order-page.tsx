import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages, orderRefOf, OrderFacts, PreviewTable, type OrderPreview } from '../checkout';
import { Loading, Problem } from '../../ui/feedback';
import { usePrice } from '../../ui/price';
import { OrderStateWords } from './order-tracking';
import { BackToOrders, OrderTracker, useOrderTracking } from './order-tracker';
import { useOrderCardPayment } from '../payment';

/** Order statuses that can still be paid (the gateway's CREATED / INITIATED, SPEC §4). */
const PAYABLE = new Set(['INITIATED', 'CREATED']);
/** Orders that were never paid: their items are not "what you bought". */
const UNPAID_ENDS = new Set(['FAILED', 'CANCELLED']);

function PendingOrder() {
  const price = usePrice();
  const ref = orderRefOf(window.location.search);
  const order = useEndpointQuery('GET_ORDER', { params: { orderReference: ref ?? '-' } });
  const payment = useOrderCardPayment(ref);
  // A paid order's tracker reads the shipment and the lines: the page is drawn once they are in (no shift).
  const tracking = useOrderTracking({ orderRef: ref ?? '-', status: order.data?.status ?? 'CREATED', ...(order.data?.simType ? { simType: order.data.simType } : {}) });
  // Another tab paid the order meanwhile: the page reads it again and shows where it stands.
  const { refetch } = order;
  useEffect(() => {
    if (payment.paid) void refetch();
  }, [payment.paid, refetch]);

  if (!ref) return <Problem messageId="result_no_order" />;
  if (order.isPending || !tracking.ready) return <Loading />;
  if (order.isError) return <Problem messageId="load_failed" onRetry={() => void order.refetch()} />;
  const payable = PAYABLE.has(order.data.status);
  return (
    <>
      <p role="status">
        <FormattedMessage id={payable ? 'pending_order_unpaid' : 'pending_order_status'} values={{ status: <OrderStateWords state={order.data.state} status={order.data.status} /> }} />
      </p>
      {/* The order as a tracker (issue 46): its states with dates, delivery, activation, receipt, the app. */}
      {!payable && <OrderTracker order={order.data} />}
      <OrderFacts order={order.data} price={price} />
      <PreviewTable preview={order.data.preview as OrderPreview} price={price} paid={!payable && !UNPAID_ENDS.has(order.data.status)} />
      {payable && (
        <div className="actions">
          <button type="button" className="primary" onClick={payment.pay} disabled={payment.busy}>
            <FormattedMessage id="pending_order_pay" />
          </button>
        </div>
      )}
      {payment.problemId && <Problem messageId={payment.problemId} />}
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
        <PendingOrder />
      </section>
    </ScreenMessages>
  );
}
