import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import type { ApiError } from '../../api/api-error';
import { ScreenMessages } from '../screen-messages';
import { checkoutMessages } from './messages';
import { checkoutData, type PaymentMethodId } from './checkout-data';
import { createOrderBody, previewBody } from './order-request';
import { bodyHash, orderAttemptFor } from './idempotency';
import { saveLastOrder } from './last-order';
import { Loading, Ltr, Problem, usePrice } from './checkout-parts';
import type { OrderPreview } from './preview-lines';
import { submitPendingKyc } from '../manual-ekyc/pending-kyc';
import { PaymentPanel } from '../payment-machine/payment-panel';
import { PaymentStepError, paymentKeyHeader, paymentRequestBody, type PaymentPorts, type StartedPayment } from '../payment-machine/payment-actors';
import { leaveFor } from '../../config/safe-destination';
import { usePaymentMachine } from '../payment-machine/use-payment-machine';

function Payment({ snapshot, send }: ScreenProps) {
  const api = useApi();
  const intl = useIntl();
  const price = usePrice();
  const [, navigate] = useLocation();
  const data = checkoutData(snapshot);
  const method: PaymentMethodId = data.paymentMethod ?? 'CARD';
  const body = previewBody(data);
  const preview = useQuery<OrderPreview, ApiError>({ queryKey: ['ORDER_PREVIEW', body], queryFn: ({ signal }) => api.call('ORDER_PREVIEW', { body, signal }) as Promise<OrderPreview> });
  const orderBody = createOrderBody(data);
  const hash = bodyHash(orderBody);

  // The purchase's part of the one payment machine (journeys/payment.json): its "create" is the order, made
  // once per Idempotency-Key (kept in journey data before the call, so a reload re-sends the same key), and
  // the KYC the eKYC step kept is submitted for that order before any payment.
  const ports: PaymentPorts = {
    createPayable: async () => {
      const attempt = orderAttemptFor(data.orderAttempt, hash);
      send({ type: 'UPDATE', data: { orderAttempt: attempt } });
      const order = (await api.call('CREATE_ORDER', { body: orderBody, headers: { 'Idempotency-Key': attempt.key } })) as { orderRef: string };
      send({ type: 'UPDATE', data: { orderAttempt: { ...attempt, orderRef: order.orderRef } } });
      return order;
    },
    submitKyc: async (orderRef) => {
      if (!data.kycPending || data.kycOrderRef === orderRef) return;
      let outcome: 'submitted' | 'missing';
      try {
        outcome = await submitPendingKyc(orderRef, (form) => api.call('SUBMIT_MANUAL_EKYC', { form }));
      } catch {
        throw new PaymentStepError('KYC_REFUSED');
      }
      if (outcome === 'missing') throw new PaymentStepError('KYC_MISSING');
      send({ type: 'UPDATE', data: { kycOrderRef: orderRef } });
    },
    requestPayment: async (orderRef, choice, key) => {
      const origin = window.location.origin;
      const body = paymentRequestBody(orderRef, choice, { successUrl: `${origin}/web/payment-success`, failureUrl: `${origin}/web/payment-failed` });
      const payment = (await api.call('PAYMENT_REQUEST', { body, headers: paymentKeyHeader(key) })) as StartedPayment;
      saveLastOrder({ orderRef, simType: data.simType, paymentMethod: choice.method });
      return payment;
    },
    transactionStatus: async (id) => (await api.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: id } })).status,
    openProviderPage: (url) => void leaveFor(url),
  };
  const saved = data.orderAttempt;
  const payment = usePaymentMachine(ports, { ...(saved?.orderRef && saved.bodyHash === hash ? { orderRef: saved.orderRef } : {}) });
  const orderRef = (payment.snapshot.context as { orderRef?: string | null }).orderRef ?? '';

  // Approved: the order is placed, NEXT completes the journey and the app goes to its completePath.
  const onPaid = useCallback(() => send({ type: 'NEXT' }), [send]);
  const onDeclined = useCallback(() => navigate(`/web/payment-failed?order_ref=${encodeURIComponent(orderRef)}&status=failed`), [navigate, orderRef]);

  const amount = preview.data ? price(preview.data.total) : '';
  const payLabel = intl.formatMessage({ id: 'checkout_pay_amount' }, { amount });

  return (
    <section aria-labelledby="payment-title" className="checkout payment">
      <h1 id="payment-title" tabIndex={-1}>
        <FormattedMessage id="payment_title" />
      </h1>
      {preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <Problem messageId="load_failed" onRetry={() => void preview.refetch()} />
      ) : (
        <p>
          <FormattedMessage id="amount_to_pay" />: <Ltr text={amount} />
        </p>
      )}
      <PaymentPanel
        snapshot={payment.snapshot}
        send={payment.send}
        method={method}
        {...(data.savedPaymentMethodId ? { savedPaymentMethodId: data.savedPaymentMethodId } : {})}
        payLabel={payLabel}
        canStart={preview.isSuccess}
        recover={{
          numberTaken: { labelId: 'choose_number_again', onClick: () => send({ type: 'GOTO', step: 'connectionDetails' }) },
          kycMissing: { labelId: 'kyc_again', onClick: () => send({ type: 'GOTO', step: 'manualEkyc' }) },
        }}
        onPaid={onPaid}
        onDeclined={onDeclined}
        onBack={() => send({ type: 'BACK' })}
      />
    </section>
  );
}

/** The onboarding step 'payment': the purchase's order paid through the one payment machine (journeys/payment.json). */
export default function PaymentScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <Payment {...props} />
    </ScreenMessages>
  );
}
