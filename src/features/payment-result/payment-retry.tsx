import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { savedJourneyReadable } from '../../journey/saved-journey';
import { useOrderCardPayment } from '../payment';
import { Problem } from '../../ui/feedback';
import { ONBOARDING, RetryActions } from './retry-actions';

/**
 * "Try again" on a failed payment: a new attempt on the payment machine (journeys/payment.json), or the purchase's
 * payment step while the purchase is still saved. A chunk of its own, loaded only when the outcome is a failure: the
 * machine, the payment panel's parts and the card form are not part of a successful payment's page (issue 47).
 */
export default function PaymentRetry({ orderRef, onPaid }: { orderRef: string; onPaid: () => void }) {
  const [, navigate] = useLocation();
  const retryPayment = useOrderCardPayment(orderRef);
  // Another tab paid the order meanwhile: the page reads it again and shows it paid.
  useEffect(() => {
    if (retryPayment.paid) onPaid();
  }, [retryPayment.paid, onPaid]);
  const retry = () => {
    // With the journey still saved, the payment step pays the same order again (its Idempotency-Key is kept).
    if (savedJourneyReadable(ONBOARDING)) return navigate('/web/payment');
    retryPayment.pay();
  };
  return (
    <>
      <RetryActions busy={retryPayment.busy} onRetry={retry} />
      {retryPayment.problemId && <Problem messageId={retryPayment.problemId} />}
    </>
  );
}
