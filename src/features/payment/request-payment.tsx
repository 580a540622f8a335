import { FormattedMessage } from 'react-intl';
import { useChildJourney, type ScreenProps } from '../../../renderer';
import { Loading } from '../../ui/feedback';
import { Ltr, usePrice } from '../../ui/price';
import { ChosenMethodPayment } from './chosen-method-payment';

interface RequestPaymentProps extends Pick<ScreenProps, 'send' | 'snapshot'> {
  /** The service request being paid (made at an earlier step). */
  readonly requestId: string | undefined;
  readonly total: number;
  readonly titleId: string;
  readonly totalId: string;
  readonly className: string;
}

/**
 * The payment step of a service request (SIM replacement, plan switch): the step hosts journeys/payment.json
 * (payRequestStart: the request made earlier, so it is never made again); card or wallet; paid moves the journey on
 * by its JSON, BACK returns to the summary.
 */
export function RequestPayment({ snapshot, send, requestId, total, titleId, totalId, className }: RequestPaymentProps) {
  const price = usePrice();
  const payment = useChildJourney(snapshot, 'payment');
  const amount = price(total);
  if (!payment) return <Loading />;

  return (
    <section aria-labelledby="payment-title" className={`${className} checkout stack`}>
      <h1 id="payment-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id={totalId} />: <Ltr text={amount} />
      </p>
      <ChosenMethodPayment payment={payment} name="request-method" amount={amount} canStart={Boolean(requestId)} onBack={() => send({ type: 'BACK' })} backLabelId="back_to_summary" />
    </section>
  );
}
