import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { useApi } from '../../api/api-context';
import { ScreenMessages } from '../../i18n/screen-messages';
import { purchasePaymentActors } from '../actors';
import { checkoutMessages } from '../../shared/checkout/messages';
import { checkoutData, type PaymentMethodId } from '../../shared/checkout/checkout-data';
import { purchasePaymentInput } from './actors';
import { Loading, Problem } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { useOrderPreview } from './checkout-queries';
import { PaymentPanel } from '../../shared/payment/payment-panel';
import { usePaymentJourney } from '../../shared/payment/use-payment-machine';

/**
 * The onboarding step 'payment': the order is made and paid by the payment machine (journeys/payment.json) with
 * the purchase's actors (src/screens/checkout/actors.ts), given the order to make as its input; the screen shows
 * the machine's state and the amount.
 */
function Payment({ snapshot, send }: ScreenProps) {
  const api = useApi();
  const intl = useIntl();
  const price = usePrice();
  const [, navigate] = useLocation();
  const data = checkoutData(snapshot);
  const method: PaymentMethodId = data.paymentMethod ?? 'CARD';
  const preview = useOrderPreview(data);
  // The order and its attempt (made at the order summary) as the step opened: the machine's input, given once.
  const payment = usePaymentJourney(() => ({ actors: purchasePaymentActors(api), input: purchasePaymentInput(snapshot.context.data) }));
  const orderRef = (payment.snapshot.context as { orderRef?: string | null }).orderRef ?? '';

  // Approved: the order is placed, NEXT completes the journey and the app goes to its completePath.
  const onPaid = useCallback(() => send({ type: 'NEXT' }), [send]);
  const onDeclined = useCallback(() => navigate(`/web/payment-failed?order_ref=${encodeURIComponent(orderRef)}&status=failed`), [navigate, orderRef]);

  const amount = preview.data ? price(preview.data.preview.total) : '';
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

/** The onboarding step 'payment' (/web/payment). */
export default function PaymentScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={checkoutMessages}>
      <Payment {...props} />
    </ScreenMessages>
  );
}
