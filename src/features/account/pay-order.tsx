import { useEffect } from 'react';
import { Problem } from '../../ui/feedback';
import { useOrderCardPayment } from '../payment';
import { PayButton } from './pay-button';

/**
 * A pending order's Pay by card, on the payment machine: loaded only for an order that can still be paid, so an order
 * that is paid does not download the machine, the engine and the card form (about 33 KiB of script as transferred).
 */
export default function PayOrder({ orderRef, onPaid }: { orderRef: string; onPaid: () => void }) {
  const payment = useOrderCardPayment(orderRef);
  // Another tab paid the order meanwhile: the page reads it again and shows where it stands.
  useEffect(() => {
    if (payment.paid) onPaid();
  }, [payment.paid, onPaid]);
  return (
    <>
      <PayButton onClick={payment.pay} disabled={payment.busy} />
      {payment.problemId && <Problem messageId={payment.problemId} />}
    </>
  );
}
