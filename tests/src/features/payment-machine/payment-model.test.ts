import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { createJourneyActor } from '../../../../engine';
import { compiled } from '../../../support/journeys';
import { byValueAndCounters, type ModelEvent } from '../../../support/wizard-model';
import { createPaymentActors, PaymentStepError, type PaymentChoice } from '../../../../src/features/payment/payment-actors';
import { settle, tick } from '../../../support/tick';

/**
 * Model-based tests of journeys/payment.json, the one way to pay. xstate/graph walks the machine with the
 * customer's events (PAY by card or wallet, CHECK_AGAIN), every outcome of every gateway call and the poll
 * delay; each path is then REPLAYED on a real actor whose actors are the app's (createPaymentActors) over a
 * fake gateway that keeps orders by Idempotency-Key and charges only approved payments. Every replay must
 * end where the model said, and the gateway must never hold two orders or two charges.
 */

const PAYMENT = compiled('payment');
const { journey, machine } = PAYMENT;
const POLL_LIMIT = 2; // the model walks 2 polls (the product's 10 are checked on a simulated clock below)
const INPUT = { pollLimit: POLL_LIMIT, pollIntervalMs: 1000 };
/** The purchase's start (payPurchaseStart): a declined wallet payment opens its result page, which offers the retry. */
const PURCHASE_INPUT = { ...INPUT, resultPageOnDecline: true };

type Outcome = { ok: true; output?: unknown } | { ok: false; code: string };
const OUTCOMES: Record<string, Outcome[]> = {
  createPayable: [{ ok: true, output: { orderRef: 'ORD-1' } }, { ok: false, code: 'NUMBER_UNAVAILABLE' }, { ok: false, code: 'NETWORK_ERROR' }],
  submitKyc: [{ ok: true }, { ok: false, code: 'KYC_MISSING' }, { ok: false, code: 'KYC_REFUSED' }],
  requestPayment: [{ ok: true, output: {} }, { ok: false, code: 'ORDER_NOT_PAYABLE' }, { ok: false, code: 'ALREADY_PAID' }, { ok: false, code: 'NETWORK_ERROR' }],
  // A failed status check counts as "still pending" (same transitions): the direct tests below cover it.
  checkTransaction: [{ ok: true, output: { status: 'SUCCESS' } }, { ok: true, output: { status: 'FAILED' } }, { ok: true, output: { status: 'WALLET_PENDING' } }],
  openProviderPage: [{ ok: true }, { ok: false, code: 'NO_PROVIDER_PAGE' }, { ok: false, code: 'UNSAFE_PROVIDER_PAGE' }],
  openDeclinedResultPage: [{ ok: true }, { ok: false, code: 'NO_RESULT_PAGE' }],
};
const CARD = { type: 'PAY', method: 'CARD' };
const WALLET = { type: 'PAY', method: 'EASYPAISA', walletNumber: '03001234567' };

/** The events the model offers in a state: the customer's, and each outcome of the call in flight. */
function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const state = journey.states[String(snapshot.value)];
  if (!state) return [];
  const out: ModelEvent[] = [];
  if (state.on.PAY) out.push(CARD, WALLET);
  if (state.on.CHECK_AGAIN) out.push({ type: 'CHECK_AGAIN' });
  for (const delay of Object.keys(state.after)) out.push({ type: `xstate.after.${delay}.payment.${String(snapshot.value)}` });
  if (state.invoke) {
    const src = state.invoke.src;
    for (const o of OUTCOMES[src] ?? []) {
      out.push(o.ok ? { type: `xstate.done.actor.${src}`, output: o.output, outcome: o } : { type: `xstate.error.actor.${src}`, error: { code: o.code }, outcome: o });
    }
  }
  return out;
}

/** A sandbox stand-in with the gateway's rules that matter here: orders by Idempotency-Key, charges on approval. */
class FakeGateway {
  readonly orders = new Map<string, string>();
  readonly payments: Array<{ id: string; orderRef: string; method: string; status: 'PENDING' | 'SUCCESS' | 'FAILED' }> = [];
  readonly calls: string[] = [];
  /** The Idempotency-Key of each payment request, in order. */
  readonly paymentKeys: string[] = [];
  /** What the payment answers as its provider page (the gateway's sandbox page: a trusted address). */
  redirectUrl = (id: string) => `/sandbox/pay/${id}`;
  kycSubmitted = 0;
  readonly kycFor = new Set<string>();
  /** Scripted answers (direct tests); without one, the call waits until the replay releases it. */
  readonly script = new Map<string, Outcome[]>();
  readonly waiting = new Map<string, (o: Outcome) => void>();
  constructor(readonly idempotencyKey = 'web-key-1') {}

  private async next(src: string): Promise<Outcome> {
    const o = this.script.get(src)?.shift();
    if (o) return o;
    return new Promise((resolve) => this.waiting.set(src, resolve));
  }

  ports() {
    return {
      createPayable: async () => {
        this.calls.push('create');
        const o = await this.next('createPayable');
        if (!o.ok && o.code === 'NUMBER_UNAVAILABLE') throw new PaymentStepError(o.code);
        // The gateway makes the order (once per key); a network failure loses only the answer.
        const ref = this.orders.get(this.idempotencyKey) ?? `ORD-${this.orders.size + 1}`;
        this.orders.set(this.idempotencyKey, ref);
        if (!o.ok) throw new PaymentStepError(o.code);
        return { orderRef: ref };
      },
      submitKyc: async (orderRef: string) => {
        this.calls.push(`kyc ${orderRef}`);
        const o = await this.next('submitKyc');
        if (!o.ok) throw new PaymentStepError(o.code);
        // As the purchase's port: the KYC is submitted once per order, a retry finds it there.
        if (!this.kycFor.has(orderRef)) this.kycSubmitted++;
        this.kycFor.add(orderRef);
      },
      requestPayment: async (orderRef: string, choice: PaymentChoice, key: string) => {
        this.calls.push(`pay ${orderRef} ${choice.method}`);
        this.paymentKeys.push(key);
        expect([...this.orders.values()]).toContain(orderRef);
        const o = await this.next('requestPayment');
        // ALREADY_PAID: as the gateway answers it, another tab's payment of this order was approved a moment ago.
        if (!o.ok && o.code === 'ALREADY_PAID') this.payments.push({ id: 'P-other-tab', orderRef, method: choice.method, status: 'SUCCESS' });
        if (!o.ok) throw new PaymentStepError(o.code);
        const id = `P${this.payments.length + 1}`;
        this.payments.push({ id, orderRef, method: choice.method, status: 'PENDING' });
        return { paymentId: id, coreTransactionId: id, orderRef, status: 'PENDING', redirectUrl: this.redirectUrl(id) };
      },
      transactionStatus: async (id: string) => {
        this.calls.push(`check ${id}`);
        const o = await this.next('checkTransaction');
        if (!o.ok) throw new PaymentStepError(o.code);
        const status = String((o.output as { status: string }).status);
        const p = this.payments.find((x) => x.id === id);
        if (!p) throw new Error(`checked an unknown payment ${id}`);
        if (status === 'SUCCESS') p.status = 'SUCCESS';
        if (status === 'FAILED') p.status = 'FAILED';
        return status;
      },
      openProviderPage: async (url: string) => {
        this.calls.push(`open ${url}`);
        const o = await this.next('openProviderPage');
        if (!o.ok) throw new PaymentStepError(o.code);
      },
      openDeclinedResultPage: async (orderRef: string) => {
        this.calls.push(`result page ${orderRef}`);
        const o = await this.next('openDeclinedResultPage');
        if (!o.ok) throw new PaymentStepError(o.code);
      },
    };
  }

  charged() {
    return this.payments.filter((p) => p.status === 'SUCCESS');
  }
}

type Path = { state: AnyMachineSnapshot; steps: Array<{ event: ModelEvent; state: AnyMachineSnapshot }> };

/** Replays one model path on a real actor with the app's actors over a fake gateway; returns what happened. */
async function replay(path: Path, input: Record<string, unknown> = INPUT) {
  const gateway = new FakeGateway();
  const clock = new SimulatedClock();
  const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), input, clock }).start();
  const visited: string[] = [String(actor.getSnapshot().value)];
  for (const { event, state } of path.steps) {
    if (event.type === 'xstate.init') continue;
    if (event.type === 'PAY' || event.type === 'CHECK_AGAIN') actor.send(event as never);
    else if (event.type.startsWith('xstate.after.')) clock.increment(Number(input.pollIntervalMs ?? 1000));
    else {
      // The call in flight answers as the model says.
      const src = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      const release = gateway.waiting.get(src);
      expect(release, `${src} should be in flight: ${visited.join(' → ')}`).toBeDefined();
      gateway.waiting.delete(src);
      release!(event.outcome as Outcome);
    }
    // The fake gateway and the actors answer with promises only: no timer needs to run here.
    await settle();
    const now = String(actor.getSnapshot().value);
    expect(now, `after ${event.type}: ${visited.join(' → ')}`).toBe(String(state.value));
    visited.push(now);
  }
  actor.stop();
  return { gateway, visited };
}

const simple = getSimplePaths(machine, { events, serializeState: byValueAndCounters, input: INPUT } as never) as unknown as Path[];
const shortest = getShortestPaths(machine, { events, serializeState: byValueAndCounters, input: INPUT } as never) as unknown as Path[];
const purchaseShortest = getShortestPaths(machine, { events, serializeState: byValueAndCounters, input: PURCHASE_INPUT } as never) as unknown as Path[];
const purchaseEnded = (getSimplePaths(machine, { events, serializeState: byValueAndCounters, input: PURCHASE_INPUT } as never) as unknown as Path[]).filter((p) => p.state.status === 'done');

describe('payment machine: every modelled path replayed on the app actors and a fake gateway', () => {
  it('the model reaches every state of journeys/payment.json', () => {
    const reached = new Set([...shortest, ...purchaseShortest].map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(journey.states).sort());
    // Only the purchase's start opens the result page on a decline.
    expect(shortest.some((p) => visits(p, 'openingResultPage'))).toBe(false);
  });

  const ended = simple.filter((p) => p.state.status === 'done');
  it(`replays the shortest path to every state and every simple path to an end (${shortest.length + ended.length}): the actor ends where the model says; never two orders, never two charges, never a payment without an order`, async () => {
    expect(ended.length).toBeGreaterThan(50);
    for (const path of [...shortest, ...ended]) {
      const { gateway, visited } = await replay(path);
      expect(gateway.orders.size, visited.join(' → ')).toBeLessThanOrEqual(1);
      expect(gateway.charged().length, visited.join(' → ')).toBeLessThanOrEqual(1);
      // A charge happens only on the path that ends paid, and a paid path has exactly one.
      expect(gateway.charged().length === 1, visited.join(' → ')).toBe(visited.at(-1) === 'paid');
    }
  }, 120_000);

  it("the purchase's start: every path replays the same; a declined wallet payment opens that order's result page, nothing charged", async () => {
    const toResult = purchaseShortest.filter((p) => p.state.value === 'leftForResultPage');
    expect(toResult.length).toBeGreaterThan(0);
    for (const path of [...purchaseShortest, ...purchaseEnded.filter((p) => visits(p, 'openingResultPage'))]) {
      const { gateway, visited } = await replay(path, PURCHASE_INPUT);
      expect(gateway.orders.size, visited.join(' → ')).toBeLessThanOrEqual(1);
      expect(gateway.charged().length === 1, visited.join(' → ')).toBe(visited.at(-1) === 'paid');
      if (visited.at(-1) === 'leftForResultPage') expect(gateway.calls.at(-1)).toBe(`result page ${[...gateway.orders.values()][0]}`);
    }
  }, 120_000);
});

const visits = (path: Path, ...names: string[]) => {
  const seen = path.steps.map((s) => String(s.state.value));
  let from = 0;
  return names.every((n) => {
    const i = seen.indexOf(n, from);
    if (i < 0) return false;
    from = i + 1;
    return true;
  });
};
const errorIn = (path: Path, src: string, code: string) => path.steps.some((s) => s.event.type === `xstate.error.actor.${src}` && (s.event.error as { code?: string }).code === code);
/** Paths that go through `first` and then on to `last`: a simple path to `first`, then the shortest ways on. */
const through = (first: (p: Path) => boolean, last: string): Path[] =>
  simple.filter(first).flatMap((head) =>
    (getShortestPaths(machine, { events, serializeState: byValueAndCounters, fromState: head.state } as never) as unknown as Path[])
      .filter((tail) => tail.state.value === last)
      .map((tail) => ({ state: tail.state, steps: [...head.steps, ...tail.steps.filter((s) => s.event.type !== 'xstate.init')] })),
  );
/** The paths of a named case (the 30 shortest: each replay is a real actor run). */
const pick = (name: string, test: (p: Path) => boolean, from: Path[] = simple) => {
  const found = from.filter(test).sort((a, b) => a.steps.length - b.steps.length);
  expect(found.length, `no modelled path for: ${name}`).toBeGreaterThan(0);
  return found.slice(0, 30);
};

describe('payment machine: the paths the issue names', () => {
  it('declined then retried: one order, KYC once, two payment requests, one charge', async () => {
    const retried = through((p) => p.state.value === 'declined', 'paid');
    for (const path of pick('declined then paid', (p) => visits(p, 'declined', 'paid') && !p.steps.some((s) => s.event.outcome && !(s.event.outcome as Outcome).ok), retried)) {
      const { gateway } = await replay(path);
      expect(gateway.orders.size).toBe(1);
      expect(gateway.kycSubmitted).toBe(1);
      expect(gateway.payments).toHaveLength(2);
      expect(gateway.payments.map((p) => p.status)).toEqual(['FAILED', 'SUCCESS']);
      expect(gateway.calls.filter((c) => c === 'create')).toHaveLength(1);
    }
  });

  it('wallet never approved: every allowed check is made, then the customer is asked to check again; nothing charged', async () => {
    for (const path of pick('wallet never approved', (p) => p.state.value === 'walletStillPending')) {
      const { gateway } = await replay(path);
      expect(gateway.calls.filter((c) => c.startsWith('check '))).toHaveLength(POLL_LIMIT);
      expect(gateway.charged()).toEqual([]);
    }
  });

  it('KYC refused: no payment is requested until the KYC went through', async () => {
    for (const path of pick('KYC refused', (p) => visits(p, 'kycRefused'))) {
      const { gateway } = await replay(path);
      const refusedAt = gateway.calls.findIndex((c) => c.startsWith('kyc '));
      expect(gateway.calls.slice(0, refusedAt).some((c) => c.startsWith('pay '))).toBe(false);
      if (path.state.value === 'paid') expect(gateway.kycSubmitted).toBe(1);
    }
  });

  it('number taken: the order is not made, nothing is requested or charged, the machine ends on numberTaken', async () => {
    for (const path of pick('number taken', (p) => p.state.value === 'numberTaken')) {
      const { gateway } = await replay(path);
      expect(gateway.payments).toEqual([]);
      expect(gateway.orders.size).toBeLessThanOrEqual(1);
    }
  });

  it('network failure mid-payment (order made, answer lost; or the payment call lost): the retry pays the same order once', async () => {
    const failedFirst = through((p) => p.state.value === 'failed' && (errorIn(p, 'createPayable', 'NETWORK_ERROR') || errorIn(p, 'requestPayment', 'NETWORK_ERROR')), 'paid');
    const lost = pick('network failure then paid', (p) => p.state.value === 'paid', failedFirst);
    expect(lost.some((p) => errorIn(p, 'createPayable', 'NETWORK_ERROR'))).toBe(true);
    expect(lost.some((p) => errorIn(p, 'requestPayment', 'NETWORK_ERROR'))).toBe(true);
    for (const path of lost) {
      const { gateway } = await replay(path);
      expect(gateway.orders.size).toBe(1);
      expect(gateway.charged()).toHaveLength(1);
      expect(new Set(gateway.payments.map((p) => p.orderRef)).size).toBe(1);
    }
  });

  it('a double click on Pay sends one request: PAY is not heard while a call is in flight', async () => {
    const gateway = new FakeGateway();
    gateway.script.set('createPayable', [{ ok: true }]);
    gateway.script.set('submitKyc', [{ ok: true }]);
    gateway.script.set('requestPayment', [{ ok: true }]);
    gateway.script.set('openProviderPage', [{ ok: true }]);
    const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), input: INPUT }).start();
    actor.send(CARD as never);
    actor.send(CARD as never);
    await tick();
    actor.send(CARD as never);
    await tick();
    expect(actor.getSnapshot().value).toBe('leftForProvider');
    expect(gateway.calls.filter((c) => c === 'create' || c.startsWith('pay '))).toEqual(['create', 'pay ORD-1 CARD']);
  });

  it('an order made before the payment step (input orderRef) is never made again', async () => {
    const gateway = new FakeGateway();
    gateway.orders.set('earlier', 'SR-1');
    gateway.script.set('submitKyc', [{ ok: true }]);
    gateway.script.set('requestPayment', [{ ok: true }]);
    gateway.script.set('openProviderPage', [{ ok: true }]);
    const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), input: { orderRef: 'SR-1' } }).start();
    actor.send(CARD as never);
    await tick();
    expect(gateway.calls).toEqual(['kyc SR-1', 'pay SR-1 CARD', 'open /sandbox/pay/P1']);
  });

  it('one Idempotency-Key per attempt: well-formed, kept when a reload restores it, new on a retry after a problem', async () => {
    const gateway = new FakeGateway();
    gateway.orders.set('earlier', 'SR-1');
    gateway.script.set('submitKyc', [{ ok: true }, { ok: true }]);
    gateway.script.set('requestPayment', [{ ok: false, code: 'NETWORK_ERROR' }, { ok: true }]);
    gateway.script.set('openProviderPage', [{ ok: true }]);
    // A reload of an attempt: the page restores its key into the machine's input (payment-attempt.ts).
    const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), input: { orderRef: 'SR-1', paymentKey: 'pay-restored-1' } }).start();
    actor.send(CARD as never);
    await tick();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send(CARD as never); // the customer deliberately tries again
    await tick();
    expect(actor.getSnapshot().value).toBe('leftForProvider');
    expect(gateway.paymentKeys[0]).toBe('pay-restored-1');
    expect(gateway.paymentKeys[1]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(gateway.paymentKeys[1]).not.toBe('pay-restored-1');
  });

  it('without a kept key the first PAY starts one; a double submit still sends one request with it', async () => {
    const gateway = new FakeGateway();
    gateway.orders.set('earlier', 'SR-1');
    gateway.script.set('submitKyc', [{ ok: true }]);
    gateway.script.set('requestPayment', [{ ok: true }]);
    gateway.script.set('openProviderPage', [{ ok: true }]);
    const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), input: { orderRef: 'SR-1', paymentKey: 'bad key!' } }).start();
    actor.send(CARD as never);
    actor.send(CARD as never);
    await tick();
    expect(gateway.paymentKeys).toHaveLength(1);
    expect(gateway.paymentKeys[0]).toMatch(/^pay-[A-Za-z0-9_-]{8,96}$/);
  });

  it.each([
    { name: 'javascript:', url: 'javascript:alert(document.cookie)' },
    { name: 'data:', url: 'data:text/html,<script>alert(1)</script>' },
    { name: 'slash-backslash', url: '/\\evil.example/pay' },
    { name: 'an untrusted https host', url: 'https://evil.example/pay' },
  ])('a $name provider page is refused, never opened; a retry is a new attempt', async ({ url }) => {
    const gateway = new FakeGateway();
    gateway.redirectUrl = () => url;
    gateway.orders.set('earlier', 'SR-1');
    gateway.script.set('submitKyc', [{ ok: true }, { ok: true }]);
    gateway.script.set('requestPayment', [{ ok: true }, { ok: true }]);
    const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), input: { orderRef: 'SR-1' } }).start();
    actor.send(CARD as never);
    await tick();
    expect(actor.getSnapshot().value).toBe('providerPageRefused');
    expect(actor.getSnapshot().hasTag('canPay')).toBe(true);
    actor.send(CARD as never);
    await tick();
    expect(actor.getSnapshot().value).toBe('providerPageRefused');
    expect(gateway.calls.some((c) => c.startsWith('open '))).toBe(false);
    expect(gateway.paymentKeys).toHaveLength(2);
    expect(gateway.paymentKeys[1]).not.toBe(gateway.paymentKeys[0]);
  });

  it('SPEC §9 timing: a wallet approval is checked 10 times, 1000 ms apart, then the customer is asked', async () => {
    const gateway = new FakeGateway();
    gateway.script.set('createPayable', [{ ok: true }]);
    gateway.script.set('submitKyc', [{ ok: true }]);
    gateway.script.set('requestPayment', [{ ok: true }]);
    gateway.script.set('checkTransaction', Array.from({ length: 11 }, () => ({ ok: true as const, output: { status: 'WALLET_PENDING' } })));
    const clock = new SimulatedClock();
    const actor = createJourneyActor(PAYMENT, { actors: createPaymentActors(gateway.ports()), clock }).start();
    actor.send(WALLET as never);
    await tick();
    const checks = () => gateway.calls.filter((c) => c.startsWith('check ')).length;
    expect(checks()).toBe(1);
    for (let i = 2; i <= 10; i++) {
      clock.increment(999);
      await tick();
      expect(checks()).toBe(i - 1);
      clock.increment(1);
      await tick();
      expect(checks()).toBe(i);
    }
    expect(actor.getSnapshot().value).toBe('walletStillPending');
    clock.increment(60_000);
    await tick();
    expect(checks()).toBe(10);
    actor.send({ type: 'CHECK_AGAIN' });
    await tick();
    expect(checks()).toBe(11);
    expect(actor.getSnapshot().value).toBe('walletWait');
  });
});
