import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { ScreenMessages } from '../screen-messages';
import { checkoutMessages } from './messages';
import { checkoutData, type PaymentMethodId } from './checkout-data';
import { createOrderBody, previewBody } from './order-request';
import { payOrder, type StartedPayment } from './payment-attempt';
import { saveLastOrder } from './last-order';
import { CardForm } from './card-form';
import { WalletForm } from './wallet-form';
import { WalletPending } from './wallet-pending';
import { useWalletWait } from './use-wallet-wait';
import { Loading, Ltr, Problem, usePrice } from './checkout-parts';
import type { OrderPreview } from './preview-lines';
import { submitPendingKyc } from '../manual-ekyc/pending-kyc';

type Wallet = 'EASYPAISA' | 'JAZZCASH';
const isWallet = (m: PaymentMethodId): m is Wallet => m === 'EASYPAISA' || m === 'JAZZCASH';
type Failure = { id: string; gotoStep?: string; gotoLabel?: string };

/** The KYC kept by the eKYC step is not in this browser session any more. */
class KycMissing extends Error {}
/** The KYC could not be submitted for the order (nothing was charged). */
class KycRefused extends Error {}

/** Which message a failed order or payment call shows, and where it may send the customer. */
function failureOf(e: unknown): Failure {
  if (e instanceof KycMissing) return { id: 'kyc_missing', gotoStep: 'manualEkyc', gotoLabel: 'kyc_again' };
  if (e instanceof KycRefused) return { id: 'kyc_submit_failed' };
  if (e instanceof ApiError && e.code === 'NUMBER_UNAVAILABLE') return { id: 'number_unavailable', gotoStep: 'connectionDetails', gotoLabel: 'choose_number_again' };
  if (e instanceof ApiError && e.code === 'ORDER_NOT_PAYABLE') return { id: 'order_not_payable' };
  return { id: 'pay_failed' };
}

function Payment({ snapshot, send }: ScreenProps) {
  const api = useApi();
  const intl = useIntl();
  const price = usePrice();
  const [, navigate] = useLocation();
  const data = checkoutData(snapshot);
  const method: PaymentMethodId = data.paymentMethod ?? 'CARD';
  const body = previewBody(data);
  const preview = useQuery<OrderPreview, ApiError>({ queryKey: ['ORDER_PREVIEW', body], queryFn: ({ signal }) => api.call('ORDER_PREVIEW', { body, signal }) as Promise<OrderPreview> });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<{ payment: StartedPayment; walletNumber: string } | null>(null);

  const wait = useWalletWait();
  const watch = (payment: StartedPayment) =>
    void wait.watch(payment.coreTransactionId ?? payment.paymentId, (outcome) => {
      // Approved: the order is placed, NEXT completes the journey and the app goes to its completePath.
      if (outcome === 'success') send({ type: 'NEXT' });
      else navigate(`/web/payment-failed?order_ref=${encodeURIComponent(payment.orderRef)}&status=failed`);
    });

  const pay = async (walletNumber?: string) => {
    setBusy(true);
    setFailure(null);
    const origin = window.location.origin;
    try {
      const { attempt, payment } = await payOrder(
        {
          createOrder: (orderBody, key) => api.call('CREATE_ORDER', { body: orderBody, headers: { 'Idempotency-Key': key } }),
          requestPayment: (paymentBody) => api.call('PAYMENT_REQUEST', { body: paymentBody }),
          saveAttempt: (orderAttempt) => send({ type: 'UPDATE', data: { orderAttempt } }),
          beforePayment: async (orderRef) => {
            if (!data.kycPending || data.kycOrderRef === orderRef) return;
            let outcome: 'submitted' | 'missing';
            try {
              outcome = await submitPendingKyc(orderRef, (form) => api.call('SUBMIT_MANUAL_EKYC', { form }));
            } catch {
              throw new KycRefused();
            }
            if (outcome === 'missing') throw new KycMissing();
            send({ type: 'UPDATE', data: { kycOrderRef: orderRef } });
          },
        },
        {
          saved: data.orderAttempt,
          orderBody: createOrderBody(data),
          choice: {
            method,
            ...(data.savedPaymentMethodId ? { savedPaymentMethodId: data.savedPaymentMethodId } : {}),
            ...(walletNumber ? { walletNumber } : {}),
            successUrl: `${origin}/web/payment-success`,
            failureUrl: `${origin}/web/payment-failed`,
          },
        },
      );
      saveLastOrder({ orderRef: attempt.orderRef ?? payment.orderRef, simType: data.simType, paymentMethod: method });
      if (isWallet(method)) {
        setPending({ payment, walletNumber: walletNumber ?? '' });
        setBusy(false);
        watch(payment);
      } else {
        // The provider's page (the sandbox) takes the card and returns to /web/payment-success or -failed.
        window.location.assign(payment.redirectUrl);
      }
    } catch (e) {
      setFailure(failureOf(e));
      setBusy(false);
    }
  };

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
      {pending && isWallet(method) ? (
        <WalletPending method={method} walletNumber={pending.walletNumber} approvalUrl={pending.payment.redirectUrl} stillPending={wait.stillPending} checking={wait.checking} onCheckAgain={() => watch(pending.payment)} />
      ) : isWallet(method) ? (
        <WalletForm method={method} busy={busy || !preview.isSuccess} payLabel={payLabel} onPay={(n) => void pay(n)} />
      ) : method === 'SAVED_CARD' ? (
        <form onSubmit={(e) => { e.preventDefault(); void pay(); }}>
          <button type="submit" className="primary" disabled={busy || !preview.isSuccess}>
            {payLabel}
          </button>
        </form>
      ) : (
        <CardForm busy={busy || !preview.isSuccess} payLabel={payLabel} onPay={() => void pay()} />
      )}
      {busy && <Loading id="paying" />}
      {failure && (
        <div role="alert" className="checkout-problem">
          <p>
            <FormattedMessage id={failure.id} />
          </p>
          {failure.gotoStep && (
            <button type="button" onClick={() => send({ type: 'GOTO', step: failure.gotoStep as string })}>
              <FormattedMessage id={failure.gotoLabel ?? 'choose_number_again'} />
            </button>
          )}
        </div>
      )}
      {!pending && (
        <div className="actions">
          <button type="button" onClick={() => send({ type: 'BACK' })} disabled={busy}>
            <FormattedMessage id="change_method" />
          </button>
        </div>
      )}
    </section>
  );
}

/** The onboarding step 'payment': creates the order once, then pays by card (provider page) or wallet (approve in app). */
export default function PaymentScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <Payment {...props} />
    </ScreenMessages>
  );
}
