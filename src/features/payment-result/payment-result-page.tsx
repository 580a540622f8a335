import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { clearSavedJourney } from '../../journey/saved-journey';
import { useJourneyActorsLoader, withJourneyActors } from '../../journey/journey-actors';
import { clearEkycDraft } from '../manual-ekyc';
import { ScreenMessages } from '../../i18n/screen-messages';
import { ApiError } from '../../api/api-error';
import { checkoutMessages, esimActivationOf, loadEsimActivationView, loadLastOrder, OrderFacts, PreviewTable, resultMessages, resultRouteOf, type OrderPreview } from '../checkout';
import { loadRequestPaymentResult } from '../sim-replacement';
import { loadReschedulePaymentResult } from '../reschedule';
import { ResultIllustration } from '../../shell/result-illustration';
import { ONBOARDING, RetryActions } from './retry-actions';

import { Loading, Problem } from '../../ui/feedback';
import { iconReceipt, iconSim, iconTruck, iconUser } from '../../ui/icons';
import { ListRow, ListRows } from '../../ui/list-row';
import { usePrice } from '../../ui/price';
import { MessageText } from '../../ui/message-text';

// A service request's payment (SR-…, e.g. a SIM replacement) has its own result view.
const RequestPaymentResult = lazy(loadRequestPaymentResult);
// A rescheduled delivery's end (/reschedule/payment-success) reads the shipment, not an order payment.
const ReschedulePaymentResult = lazy(loadReschedulePaymentResult);
// The QR encoder loads only with an eSIM order's success.
const EsimActivationView = lazy(loadEsimActivationView);
/** An eSIM order whose profile the gateway has not issued: the page says it follows by email, and invents none. */
const isEsimOrder = (order: unknown) => typeof order === 'object' && order !== null && (order as { simType?: unknown }).simType === 'esim';
const messages = { en: { ...checkoutMessages.en, ...resultMessages.en }, ur: { ...checkoutMessages.ur, ...resultMessages.ur } };

/**
 * Opened without a payment we know (no order in the address and none started in this tab, or an unknown one): one
 * true sentence and the ways on, never a success tick over "not found".
 */
function NoPayment() {
  return (
    <>
      <h1 id="result-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id="result_none_title" />
      </h1>
      <MessageText id="result_none_text" />
      <ResultWays />
    </>
  );
}

/** Where to go from a payment result: the order (when there is one), the account, the plans, as rows of one card (a dead end of the shell has its own, src/shell/ways-on.tsx). */
function ResultWays({ orderRef }: { orderRef?: string }) {
  return (
    <ListRows>
      {orderRef ? (
        <ListRow icon={iconTruck} href={`/manage/order?order_ref=${encodeURIComponent(orderRef)}`} title={<FormattedMessage id="result_track_order" />} />
      ) : (
        <ListRow icon={iconReceipt} href="/orderlist" title={<FormattedMessage id="result_go_orders" />} />
      )}
      <ListRow icon={iconUser} href="/profile" title={<FormattedMessage id="result_go_home" />} />
      <ListRow icon={iconSim} href="/web/pre-checkout" title={<FormattedMessage id="back_to_plans" />} />
    </ListRows>
  );
}

function PaymentResult({ path }: { path: string }) {
  const price = usePrice();
  const route = resultRouteOf(path, window.location.search, loadLastOrder()?.orderRef ?? null);
  const order = useEndpointQuery('GET_ORDER', { params: { orderReference: route.orderRef ?? '-' } });
  const paid = order.data?.paymentStatus === 'SUCCESS';
  const outcome = order.data ? (paid ? 'success' : 'failed') : route.outcome;
  // The provider sent the last attempt back: paying again is a new attempt on the payment machine (a new key);
  // another tab may have paid the order meanwhile: the page then reads it again and shows it paid.
  const { refetch } = order;
  const readAgain = useCallback(() => void refetch(), [refetch]);
  // A failed payment's "Try again" runs the payment machine: it loads, with the journey actors it runs on, only with
  // a failure (./payment-retry.tsx); the page is given the registry's loader, not the registry (src/pages, deferred).
  const loadActors = useJourneyActorsLoader();
  const [PaymentRetry] = useState(() => lazy(withJourneyActors(() => import('./payment-retry'), loadActors)));

  // The order is placed: the onboarding journey is complete, so its saved progress goes.
  useEffect(() => {
    if (!paid) return;
    clearSavedJourney(ONBOARDING);
    // The KYC images kept for this purchase (manual-ekyc/ekyc-draft-store.ts) are not needed any more.
    void clearEkycDraft('onboarding');
  }, [paid]);

  // The page keeps its title in every state, so it is always named for screen readers.
  const title = (
    <>
      <ResultIllustration outcome={outcome === 'success' ? 'success' : 'failed'} />
      <h1 id="result-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={outcome === 'success' ? 'result_success_title' : 'result_failed_title'} />
      </h1>
    </>
  );
  if (!route.orderRef) return <NoPayment />;
  if (order.isError && order.error instanceof ApiError && order.error.status === 404) return <NoPayment />;
  if (order.isPending) return <>{title}<Loading id="result_checking" /></>;
  if (order.isError) return <>{title}<Problem messageId="load_failed" onRetry={() => void order.refetch()} /></>;
  const activation = paid ? esimActivationOf(order.data) : null;

  return (
    <>
      {title}
      {outcome === 'failed' && (
        <MessageText id={route.status === 'cancelled' ? 'result_cancelled_text' : 'result_failed_text'} role="alert" className="alert alert-danger" />
      )}
      <OrderFacts order={order.data} price={price} />
      {activation && (
        <Suspense fallback={<Loading />}>
          <EsimActivationView activation={activation} />
        </Suspense>
      )}
      {paid && !activation && isEsimOrder(order.data) && (
        <MessageText id="esim_by_email" role="status" />
      )}
      {outcome === 'success' && <PreviewTable preview={order.data.preview as OrderPreview} price={price} paid />}
      {outcome === 'failed' && (
        <Suspense fallback={<RetryActions busy />}>
          <PaymentRetry orderRef={route.orderRef} onPaid={readAgain} />
        </Suspense>
      )}
      {outcome === 'success' && <ResultWays orderRef={route.orderRef} />}
    </>
  );
}

/** /web/payment-success and /web/payment-failed (one page, SPEC §2), also /payment/direct-payment-success. */
export default function PaymentResultPage({ path }: { path: string }) {
  const ref = resultRouteOf(path, window.location.search).orderRef;
  if (path === '/reschedule/payment-success') {
    return (
      <Suspense fallback={<div className="skeleton" style={{ blockSize: '6rem' }} aria-hidden="true" />}>
        <ReschedulePaymentResult />
      </Suspense>
    );
  }
  if (ref?.startsWith('SR-')) {
    return (
      <Suspense fallback={<div className="skeleton" style={{ blockSize: '6rem' }} aria-hidden="true" />}>
        <RequestPaymentResult requestId={ref} />
      </Suspense>
    );
  }
  return (
    <ScreenMessages messages={messages}>
      <section aria-labelledby="result-title" className="checkout payment-result">
        <PaymentResult path={path} />
      </section>
    </ScreenMessages>
  );
}
