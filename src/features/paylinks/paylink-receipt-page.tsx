import { lazy, Suspense, useState } from 'react';
import { useJourneyActorsLoader, withJourneyActors } from '../../journey/journey-actors';
import { paylinkIdOf } from './paylink-actors';
import { loadPaymentResultPage } from '../payment-result';

// Without a paylink, /payment/direct-payment-success stays the shared payment result page of an order.
const PaymentResultPage = lazy(loadPaymentResultPage);
const skeleton = <div className="skeleton" style={{ blockSize: '6rem' }} aria-hidden="true" />;

/** /payment/direct-payment-success: a paid paylink's receipt (checked with the gateway), else an order's result. */
export default function PaylinkReceiptPage({ path }: { path: string }) {
  const [paylinkId] = useState(() => paylinkIdOf(window.location.search));
  // The receipt runs the paylink machine: it loads with the journey actors (src/pages gives this page their loader).
  const loadActors = useJourneyActorsLoader();
  const [PaylinkReceipt] = useState(() => lazy(withJourneyActors(() => import('./paylink-receipt'), loadActors)));
  return <Suspense fallback={skeleton}>{paylinkId ? <PaylinkReceipt paylinkId={paylinkId} /> : <PaymentResultPage path={path} />}</Suspense>;
}
