import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { endpointKey } from '../../api/queries';
import { usePrice } from '../../ui/price';
import { PaymentPanel, usePaymentMachine, type PayMethodChoice } from '../payment';
import type { Line } from '../../domain/line-view';
import { topupPorts, type TopupAsk } from './topup-ports';

/**
 * One payment of the chosen top-up on the payment machine (journeys/payment.json). The page mounts it again for
 * another choice (its key), so a new amount or bundle is a new top-up with its own attempt key. A chunk of its own
 * (the machine, the payment panel, the card form): fetched when the customer reaches for a choice, before any is made
 * (src/ui/use-chunk.ts).
 */
export default function TopupPayment({ line, ask, amount, pay, failurePath }: { line: Line; ask: TopupAsk; amount: number; pay: PayMethodChoice; failurePath: string }) {
  const { call } = useApi();
  const intl = useIntl();
  const price = usePrice();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const { method, savedPaymentMethodId } = pay;
  const payment = usePaymentMachine(topupPorts(call, line.number, ask, failurePath), { method });
  const topupId = payment.snapshot.context.orderRef ?? '';
  // A wallet approved while the page waited: home, which says what was added and reads the line again.
  const onPaid = useCallback(() => {
    void queries.invalidateQueries({ queryKey: endpointKey('GET_LINES') });
    navigate(`/profile?order_ref=${encodeURIComponent(topupId)}&status=success`);
  }, [queries, navigate, topupId]);
  return (
    <PaymentPanel
      snapshot={payment.snapshot}
      send={payment.send}
      method={method}
      {...(savedPaymentMethodId ? { savedPaymentMethodId } : {})}
      payLabel={intl.formatMessage({ id: 'checkout_pay_amount' }, { amount: price(amount) })}
      canStart
      onPaid={onPaid}
      offerSaveCard
    />
  );
}
