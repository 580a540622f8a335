import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from './messages';
import type { PaymentMethodId } from './checkout-data';
import { journeyData } from '../../journey/journey-data';
import { Loading, Problem } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { useOrderPreview } from './checkout-queries';
import { PaymentPanel } from '../payment';
import { useChildJourney } from '../../../renderer';

/**
 * The onboarding step 'payment': it hosts journeys/payment.json (onboarding.json "child") with the purchase's actors
 * (src/features/actors.ts): the order is made once per attempt and paid; paid completes the journey by its JSON, and a
 * declined wallet payment opens the result page by the payment journey's own transition. The screen shows the
 * child's state and the amount.
 */
function Payment({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const price = usePrice();
  const data = journeyData('onboarding', snapshot);
  const method: PaymentMethodId = data.paymentMethod ?? 'CARD';
  const preview = useOrderPreview(data);
  const payment = useChildJourney(snapshot, 'payment');

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
      {!payment ? (
        <Loading />
      ) : (
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
        onBack={() => send({ type: 'BACK' })}
        {...(data.personal?.contactNumber ? { knownNumber: data.personal.contactNumber } : {})}
      />
      )}
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
