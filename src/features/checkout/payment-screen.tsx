import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../../i18n/screen-messages';
import { checkoutMessages } from './messages';
import type { PaymentMethodId } from './checkout-data';
import type { StepRole } from '../../../engine';
import { journeyData } from '../../journey/journey-data';
import { gotoRole } from '../../journey/step-links';
import { Loading, Problem } from '../../ui/feedback';
import { OnceDrawn } from '../../ui/once-drawn';
import { Ltr, usePrice } from '../../ui/price';
import { useOrderPreview } from './checkout-queries';
import { PaymentPanel, type Recovery } from '../payment';
import { useChildJourney } from '../../../renderer';
import { StepFrame } from '../../ui/step-frame';

/**
 * The ways back from the payment's problems (journeys/payment.json endings its panel shows): a number taken since it
 * was chosen goes back to the step that chooses the number, a missing identity check to the one that makes it; each by
 * the screen it shows (src/features/step-screens.ts), never by the step's name in journeys/onboarding.json.
 */
export const PAYMENT_RECOVERY = {
  numberTaken: { labelId: 'choose_number_again', role: { screen: 'connectionDetails' } },
  kycMissing: { labelId: 'kyc_again', role: { screen: 'manualEkyc' } },
} as const satisfies Record<string, { labelId: string; role: StepRole }>;
type PaymentProblem = keyof typeof PAYMENT_RECOVERY;

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
  // A problem the payment cannot fix offers the way back to the step that fixes it, found by its screen in the journey
  // running now (PAYMENT_RECOVERY); where this customer has no such step to go back to, the problem is said alone.
  const recover: Partial<Record<PaymentProblem, Recovery>> = {};
  for (const ending of Object.keys(PAYMENT_RECOVERY) as PaymentProblem[]) {
    const go = gotoRole(snapshot, PAYMENT_RECOVERY[ending].role);
    if (go) recover[ending] = { labelId: PAYMENT_RECOVERY[ending].labelId, onClick: () => send(go) };
  }

  return (
    <StepFrame titleDomId="payment-title" className="checkout payment" titleId="payment_title">
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
        // The panel comes with the amount: under the loading note it moved up as the shorter amount line came.
        <OnceDrawn>
          <PaymentPanel
            snapshot={payment.snapshot}
            send={payment.send}
            method={method}
            {...(data.savedPaymentMethodId ? { savedPaymentMethodId: data.savedPaymentMethodId } : {})}
            payLabel={payLabel}
            canStart={preview.isSuccess}
            recover={recover}
            onBack={() => send({ type: 'BACK' })}
            {...(data.personal?.contactNumber ? { knownNumber: data.personal.contactNumber } : {})}
          />
        </OnceDrawn>
      )}
    </StepFrame>
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
