import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { useApi } from '../../api/api-context';
import { clearSavedJourney, loadSavedJourney } from '../../journey/journey-storage';
import { clearEkycDraft } from '../manual-ekyc/ekyc-draft-store';
import { ScreenMessages } from '../screen-messages';
import { checkoutMessages } from './messages';
import { resultRouteOf } from './payment-result';
import { loadLastOrder } from './last-order';
import { esimActivationOf } from './esim-activation';
import { OrderFacts } from './order-facts';
import { ResultIllustration } from '../../shell/result-illustration';
import { payOrderByCard } from '../payment-machine/payment-actors';
import { forgetPaymentKey } from '../payment-machine/payment-attempt';

import { PreviewTable } from './preview-table';
import { Loading, Problem, usePrice } from './checkout-parts';
import type { OrderPreview } from './preview-lines';

// A service request's payment (SR-…, e.g. a SIM replacement) has its own result view.
const RequestPaymentResult = lazy(() => import('../sim-replacement/request-payment-result'));
// A rescheduled delivery's end (/reschedule/payment-success) reads the shipment, not an order payment.
const ReschedulePaymentResult = lazy(() => import('../reschedule/payment-result'));
// The QR encoder loads only with an eSIM order's success.
const EsimActivationView = lazy(() => import('./esim-activation-view'));
/** An eSIM order whose profile the gateway has not issued: the page says it follows by email, and invents none. */
const isEsimOrder = (order: unknown) => typeof order === 'object' && order !== null && (order as { simType?: unknown }).simType === 'esim';
const ONBOARDING = 'onboarding';

function PaymentResult({ path }: { path: string }) {
  const api = useApi();
  const price = usePrice();
  const [, navigate] = useLocation();
  const route = resultRouteOf(path, window.location.search, loadLastOrder()?.orderRef ?? null);
  const order = useEndpointQuery('GET_ORDER', { params: { orderReference: route.orderRef ?? '-' } });
  const paid = order.data?.paymentStatus === 'SUCCESS';
  const outcome = order.data ? (paid ? 'success' : 'failed') : route.outcome;
  const [retryProblem, setRetryProblem] = useState<'pay_failed' | 'payment_page_refused'>();
  const [retrying, setRetrying] = useState(false);
  // A second click before the page re-renders must not start a second payment.
  const inFlight = useRef(false);
  // The provider sent this attempt back as failed: the customer's next try is a new attempt (a new key).
  useEffect(() => {
    if (outcome === 'failed') forgetPaymentKey(route.orderRef ?? undefined);
  }, [outcome, route.orderRef]);

  // The order is placed: the onboarding journey is complete, so its saved progress goes.
  useEffect(() => {
    if (!paid) return;
    clearSavedJourney(ONBOARDING);
    // The KYC images kept for this purchase (manual-ekyc/ekyc-draft-store.ts) are not needed any more.
    void clearEkycDraft('onboarding');
  }, [paid]);

  const retry = async () => {
    // With the journey still saved, the payment step pays the same order again (its Idempotency-Key is kept).
    if (loadSavedJourney(ONBOARDING)) return navigate('/web/payment');
    if (!route.orderRef || inFlight.current) return;
    inFlight.current = true;
    setRetrying(true);
    setRetryProblem(undefined);
    try {
      if ((await payOrderByCard(api.call, route.orderRef)) === 'left') return;
      setRetryProblem('payment_page_refused');
    } catch {
      setRetryProblem('pay_failed');
    }
    inFlight.current = false;
    setRetrying(false);
  };

  // The page keeps its title in every state, so it is always named for screen readers.
  const title = (
    <>
      <ResultIllustration outcome={outcome === 'success' ? 'success' : 'failed'} />
      <h1 id="result-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={outcome === 'success' ? 'result_success_title' : 'result_failed_title'} />
      </h1>
    </>
  );
  if (!route.orderRef) return <>{title}<Problem messageId="result_no_order" /></>;
  if (order.isPending) return <>{title}<Loading id="result_checking" /></>;
  if (order.isError) return <>{title}<Problem messageId="load_failed" onRetry={() => void order.refetch()} /></>;
  const activation = paid ? esimActivationOf(order.data) : null;

  return (
    <>
      {title}
      {outcome === 'failed' && (
        <p role="alert" className="alert alert-danger">
          <FormattedMessage id={route.status === 'cancelled' ? 'result_cancelled_text' : 'result_failed_text'} />
        </p>
      )}
      <OrderFacts order={order.data} price={price} />
      {activation && (
        <Suspense fallback={<Loading />}>
          <EsimActivationView activation={activation} />
        </Suspense>
      )}
      {paid && !activation && isEsimOrder(order.data) && (
        <p role="status">
          <FormattedMessage id="esim_by_email" />
        </p>
      )}
      {outcome === 'success' && <PreviewTable preview={order.data.preview as OrderPreview} price={price} />}
      {outcome === 'failed' && (
        <div className="actions">
          <button type="button" className="primary" onClick={() => void retry()} disabled={retrying}>
            <FormattedMessage id="retry_payment" />
          </button>
          {loadSavedJourney(ONBOARDING) && (
            <button type="button" className="secondary" onClick={() => navigate('/web/select-payment-methods')}>
              <FormattedMessage id="retry_choose_method" />
            </button>
          )}
        </div>
      )}
      {retryProblem && <Problem messageId={retryProblem} />}
      {outcome === 'success' && (
        <p>
          <a href="/web/pre-checkout">
            <FormattedMessage id="back_to_plans" />
          </a>
        </p>
      )}
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
    <ScreenMessages messages={checkoutMessages}>
      <section aria-labelledby="result-title" className="checkout payment-result">
        <PaymentResult path={path} />
      </section>
    </ScreenMessages>
  );
}
