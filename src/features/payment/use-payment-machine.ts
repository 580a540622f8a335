import { useLayoutEffect, useState } from 'react';
import { useJourney } from '../../journey/use-journey';
import { createPaymentActors, type PaymentPorts } from './payment-actors';

/** Holds the ports of the latest render, for actors created once. */
class LatestPorts {
  constructor(public current: PaymentPorts) {}
  set(ports: PaymentPorts) {
    this.current = ports;
  }
}

/**
 * Runs journeys/payment.json for one payment screen. `orderRef` is what is already paid for (an order made by
 * an earlier attempt, or a request made before this step): the machine then never makes it again. The ports
 * are read through a ref, so they always see the screen's latest journey data. Each attempt's Idempotency-Key lives
 * in the machine only: a page loaded again (a reload, or back from the provider) starts a new attempt, and the
 * gateway answers it with the payable's one open payment, or ALREADY_PAID, so nothing is charged twice.
 */
export function usePaymentMachine(ports: PaymentPorts, input: { orderRef?: string; method?: string }) {
  // The actors read the screen's latest ports when they run (never during render).
  const [latest] = useState(() => new LatestPorts(ports));
  useLayoutEffect(() => latest.set(ports));
  const [actors] = useState(() =>
    createPaymentActors({
      createPayable: (key) => latest.current.createPayable(key),
      submitKyc: (ref) => latest.current.submitKyc?.(ref) ?? Promise.resolve(),
      requestPayment: (ref, choice, key) => latest.current.requestPayment(ref, choice, key),
      transactionStatus: (id) => latest.current.transactionStatus(id),
      openProviderPage: (url) => latest.current.openProviderPage(url),
    }),
  );
  const start = { ...(input.orderRef ? { orderRef: input.orderRef } : {}), ...(input.method ? { method: input.method } : {}) };
  const { actor, snapshot } = useJourney('payment', { actors, input: start });
  return { actor, snapshot, send: actor.send.bind(actor) as (event: { type: string; [k: string]: unknown }) => void };
}
