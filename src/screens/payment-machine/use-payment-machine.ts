import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { createJourneyActor } from '../../../engine';
import { useActorSnapshot } from '../../../renderer';
import { journeyById } from '../../journey/journey-catalog';
import { createPaymentActors, type PaymentPorts } from './payment-actors';

const realClock = {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

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
 * are read through a ref, so they always see the screen's latest journey data.
 */
export function usePaymentMachine(ports: PaymentPorts, input: { orderRef?: string; method?: string }) {
  // The actors read the screen's latest ports when they run (never during render).
  const [latest] = useState(() => new LatestPorts(ports));
  useLayoutEffect(() => latest.set(ports));
  const [actor] = useState(() => {
    const compiled = journeyById('payment');
    if (!compiled) throw new Error("journey 'payment' is missing");
    const actors = createPaymentActors({
      createPayable: () => latest.current.createPayable(),
      submitKyc: (ref) => latest.current.submitKyc?.(ref) ?? Promise.resolve(),
      requestPayment: (ref, choice) => latest.current.requestPayment(ref, choice),
      transactionStatus: (id) => latest.current.transactionStatus(id),
      openProviderPage: (url) => latest.current.openProviderPage(url),
    });
    const start = { ...(input.orderRef ? { orderRef: input.orderRef } : {}), ...(input.method ? { method: input.method } : {}) };
    return createJourneyActor(compiled, { actors, input: start, clock: realClock }).start();
  });
  // Stop on a real unmount only: StrictMode's rehearsal unmount is followed at once by a remount.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) actor.stop();
      });
    };
  }, [actor]);
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  return { actor, snapshot, send: actor.send.bind(actor) as (event: { type: string; [k: string]: unknown }) => void };
}
