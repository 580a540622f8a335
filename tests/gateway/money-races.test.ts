/**
 * Issue 27, money and identity off the happy path: twenty parallel copies, two tabs, a replay, a payment after a
 * cancel, another customer's ids. Runs on PGlite in `npm test` and again on PostgreSQL in CI
 * (scripts/gateway-pg-test.sh), where transactions really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type GatewayClient, type Json, type TestGateway } from './harness';
import { freshEmail, signUp } from './auth-flow';
import { idemKey, lockAny, orderBody, placeOrder, placePaidOrder, randomCnic } from './order-fixtures';
import { loyaltyErrorCodes } from '../../schemas/api/loyalty';

const APP = 'http://127.0.0.1:8080';
const PARALLEL = 20;
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ appOrigin: APP });
});
afterAll(() => gw.close());

const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const settle = (g: GatewayClient, paymentId: string, outcome = 'success') =>
  g.fetch(`/sandbox/pay/${paymentId}/${outcome}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
const statusOf = async (paymentId: string) => (await gw.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: paymentId } })).body.result.status as string;

/**
 * Opens payments for one payable with `ask` twenty times at once, approves every payment any of them got twenty
 * times at once, and returns how many payments were opened and how many were charged (settled SUCCESS).
 */
async function payTwentyTimes(ask: (i: number) => Promise<{ status: number; body: Json }>) {
  const asked = await times(PARALLEL, ask);
  for (const r of asked) expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
  const ids = [...new Set(asked.filter((r) => r.status === 200).map((r) => r.body.result.paymentId as string))];
  const approvals = await times(PARALLEL, (i) => settle(gw, ids[i % ids.length]!));
  for (const a of approvals) expect(a.status).toBeLessThan(500);
  const statuses = await Promise.all(ids.map(statusOf));
  return { opened: ids.length, charged: statuses.filter((s) => s === 'SUCCESS').length, ids, statuses };
}

async function customerWithLine(options: { activate?: boolean } = {}) {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email, options);
  return { ...user, ...line };
}

describe('one charge per payable, twenty parallel payments each', () => {
  it('an order: twenty payment requests get one open payment, and twenty approvals charge it once', async () => {
    const order = await placeOrder(gw, 'race-order');
    const r = await payTwentyTimes(() => gw.call('PAYMENT_REQUEST', { body: { orderRef: order.orderRef, paymentMethod: 'CARD' } }));
    expect(r).toMatchObject({ opened: 1, charged: 1 });
    expect((await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } })).body.result.status).toBe('PLACED');
  });

  it('an order asked by card and by wallet at once: whichever is open last is the only one that can be approved', async () => {
    const order = await placeOrder(gw, 'race-methods');
    const r = await payTwentyTimes((i) =>
      gw.call('PAYMENT_REQUEST', { body: { orderRef: order.orderRef, ...(i % 2 ? { paymentMethod: 'JAZZCASH', walletNumber: '923451234567' } : { paymentMethod: 'CARD' }) } }),
    );
    expect(r.opened).toBeGreaterThanOrEqual(1);
    expect(r.charged).toBe(1);
  });

  it('a dearer plan switch (Rs 13,500 difference) is charged once', async () => {
    const c = await customerWithLine();
    const sw = (await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-group' }, token: c.token })).body.result;
    const r = await payTwentyTimes(() => gw.call('PAYMENT_REQUEST', { body: { orderRef: sw.requestId, paymentMethod: 'CARD' }, token: c.token }));
    expect(r).toMatchObject({ opened: 1, charged: 1 });
    expect((await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.planId).toBe('plan-prepaid-group');
  });

  it('a SIM replacement fee is charged once', async () => {
    const c = await customerWithLine();
    const sr = (await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: c.number, simType: 'physical_sim', reason: 'DAMAGED', agreeTerms: true }, token: c.token })).body.result;
    const r = await payTwentyTimes(() => gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: c.token }));
    expect(r).toMatchObject({ opened: 1, charged: 1 });
  });

  it('a reschedule fee is charged once, and asking a newer reschedule closes the older one\'s payment', async () => {
    const c = await customerWithLine({ activate: false });
    const shipmentRef = (await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token })).body.result.shipmentRef;
    const [a, b, d] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: a.id }, token: c.token });
    const older = (await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: b.id }, token: c.token })).body.result;
    const olderPayment = (await gw.call('RESCHEDULE_PAYMENT', { params: { rescheduleId: older.rescheduleId }, body: {}, token: c.token })).body.result;
    const newer = (await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: d.id }, token: c.token })).body.result;
    expect(newer.fee).toBeGreaterThan(0);
    expect(await statusOf(olderPayment.paymentId)).toBe('CANCELLED');
    const r = await payTwentyTimes(() => gw.call('RESCHEDULE_PAYMENT', { params: { rescheduleId: newer.rescheduleId }, body: {}, token: c.token }));
    expect(r).toMatchObject({ opened: 1, charged: 1 });
    expect((await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token })).body.result.slotId).toBe(d.id);
  });

  it('a paylink for an amount is charged once', async () => {
    const link = await (await gw.fetch('/dev/paylinks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1234 }) })).json();
    const r = await payTwentyTimes(() => gw.call('PAYMENT_REQUEST', { body: { orderRef: link.result.paylinkId, paymentMethod: 'CARD' } }));
    expect(r).toMatchObject({ opened: 1, charged: 1 });
    expect((await gw.call('GET_PAYLINK', { params: { paylink_id: link.result.paylinkId } })).body.result).toMatchObject({ paid: true });
  });

  it('an order paid by its paylink and by its owner at once is charged once, and the paylink then shows paid', async () => {
    const owner = await signUp(gw);
    const selected = await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } });
    let number = '';
    for (const n of selected.body.result as Array<{ number: string }>) {
      if ((await gw.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, token: owner.token })).status === 200) {
        number = n.number;
        break;
      }
    }
    const order = (await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber: number, email: owner.email }), token: owner.token, headers: { 'idempotency-key': idemKey() } })).body.result;
    const link = await (await gw.fetch('/dev/paylinks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderRef: order.orderRef }) })).json();
    const r = await payTwentyTimes((i) =>
      i % 2
        ? gw.call('PAYMENT_REQUEST', { body: { orderRef: link.result.paylinkId, paymentMethod: 'CARD' } })
        : gw.call('PAYMENT_REQUEST', { body: { orderRef: order.orderRef, paymentMethod: 'CARD' }, token: owner.token }),
    );
    expect(r.charged).toBe(1);
    expect((await gw.call('GET_PAYLINK', { params: { paylink_id: link.result.paylinkId } })).body.result).toMatchObject({ paid: true });
    const late = await gw.call('PAYMENT_REQUEST', { body: { orderRef: link.result.paylinkId, paymentMethod: 'CARD' } });
    expect([late.status, late.body.code]).toEqual([422, 'ALREADY_PAID']);
  });
});

describe('two tabs, a replay, a payment after a cancel', () => {
  it('a second tab paying after the first tab\'s payment settled is refused; a replay with its Idempotency-Key gets the first answer again', async () => {
    const c = await customerWithLine();
    const sr = (await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: c.number, simType: 'physical_sim', reason: 'LOST', agreeTerms: true }, token: c.token })).body.result;
    const key = idemKey();
    const first = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: c.token, headers: { 'idempotency-key': key } });
    expect((await settle(gw, first.body.result.paymentId)).status).toBe(303);
    const secondTab = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: c.token });
    expect([secondTab.status, secondTab.body.code]).toEqual([422, 'ALREADY_PAID']);
    const replay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: c.token, headers: { 'idempotency-key': key } });
    // The key's first answer, as it was given (docs/decisions/2026-11-28-one-idempotency-key-rule.md): no second payment.
    expect(replay.status).toBe(200);
    expect(replay.body.result).toEqual(first.body.result);
  });

  it('an approval after the plan switch was cancelled charges nothing and changes nothing', async () => {
    const c = await customerWithLine();
    const sw = (await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-group' }, token: c.token })).body.result;
    const payment = (await gw.call('PAYMENT_REQUEST', { body: { orderRef: sw.requestId, paymentMethod: 'CARD' }, token: c.token })).body.result;
    expect((await gw.call('CANCEL_PLAN_SWITCH', { body: { requestId: sw.requestId }, token: c.token })).status).toBe(200);
    const back = await settle(gw, payment.paymentId);
    // Already closed by the cancel: the sandbox page refuses it, as it refuses any settled payment.
    expect(back.status).toBe(422);
    expect(await statusOf(payment.paymentId)).toBe('CANCELLED');
    const again = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sw.requestId, paymentMethod: 'CARD' }, token: c.token });
    expect([again.status, again.body.code]).toEqual([422, 'REQUEST_CLOSED']);
    expect((await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.planId).toBe('plan-prepaid-monthly');
  });

  it('an approval of an expired paylink charges nothing and sends the browser to the failure page with the reason', async () => {
    const link = await (await gw.fetch('/dev/paylinks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 99, expiresInMs: 1000 }) })).json();
    const payment = (await gw.call('PAYMENT_REQUEST', { body: { orderRef: link.result.paylinkId, paymentMethod: 'CARD' } })).body.result;
    await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 2000 }) });
    const back = await settle(gw, payment.paymentId);
    expect(back.status).toBe(303);
    const to = new URL(back.headers.get('location')!);
    expect(to.pathname).toBe('/web/payment-failed');
    expect(to.searchParams.get('reason')).toBe('PAYLINK_EXPIRED');
    expect(await statusOf(payment.paymentId)).toBe('CANCELLED');
  });
});

describe('cards and lines of other customers', () => {
  it('a service request cannot be paid with another customer\'s saved card, nor a card id that does not exist', async () => {
    const c = await customerWithLine();
    const other = await signUp(gw);
    const cards = await gw.call('ADD_PAYMENT_METHOD', { token: other.token, params: { customer_id: other.userId }, body: { cardNumber: '4111111111111111', expiry: '11/29', holderName: 'Ali Raza' } });
    const theirCard = cards.body.result[0].id as string;
    const sr = (await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: c.number, simType: 'physical_sim', reason: 'LOST', agreeTerms: true }, token: c.token })).body.result;
    for (const savedPaymentMethodId of [theirCard, 'pm-does-not-exist']) {
      const res = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'SAVED_CARD', savedPaymentMethodId }, token: c.token });
      // Not found, as any card that is not the caller's (issue 44 part 5): nothing says whether it exists.
      expect([res.status, res.body.description]).toEqual([404, expect.stringContaining(savedPaymentMethodId)]);
    }
  });

  it('twenty cards added at once by a new customer leave exactly one default', async () => {
    const me = await signUp(gw);
    const added = await times(PARALLEL, () =>
      gw.call('ADD_PAYMENT_METHOD', { token: me.token, params: { customer_id: me.userId }, body: { cardNumber: '4111111111111111', expiry: '11/29', holderName: 'Ali Raza' } }),
    );
    for (const r of added) expect(r.status).toBe(200);
    const cards = (await gw.call('GET_SAVED_PAYMENT_METHODS', { token: me.token, params: { customer_id: me.userId } })).body.result;
    expect(cards).toHaveLength(PARALLEL);
    expect(cards.filter((c: Json) => c.isDefault)).toHaveLength(1);
  });

  it('twenty parallel terminations and twenty SIM replacements of one line open one request each', async () => {
    const c = await customerWithLine();
    const terminations = await times(PARALLEL, () => gw.call('TERMINATE_NUMBER', { body: { number: c.number, reasonId: 'PRICE' }, token: c.token }));
    expect(terminations.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of terminations) expect(r.status).toBeLessThan(500);
    const replacements = await times(PARALLEL, () => gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: c.number, simType: 'esim', reason: 'UPGRADE_TO_ESIM', agreeTerms: true }, token: c.token }));
    expect(replacements.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replacements) expect(r.status).toBeLessThan(500);
    const open = (await gw.call('GET_SERVICE_REQUESTS', { token: c.token })).body.result.filter((r: Json) => ['SUBMITTED', 'IN_PROGRESS'].includes(r.status));
    expect(open.map((r: Json) => r.type).sort()).toEqual(['SIM_REPLACEMENT', 'TERMINATION_REQUEST']);
  });

  it('parallel orders on one CNIC from eight devices stay within the five lines a document may hold', async () => {
    const documentId = randomCnic();
    const devices = Array.from({ length: 8 }, (_, i) => `doc-race-${documentId}-${i}`);
    const numbers: string[] = [];
    for (const d of devices) numbers.push(await lockAny(gw, d));
    const orders = await Promise.all(devices.map((d, i) =>
      gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber: numbers[i], documentId }), headers: { 'idempotency-key': idemKey(), 'device-id': d } }),
    ));
    for (const r of orders) expect(r.status).toBeLessThan(500);
    expect(orders.filter((r) => r.status === 200)).toHaveLength(5);
    expect(orders.filter((r) => r.status !== 200).every((r) => r.body.code === 'MAX_LINES_REACHED')).toBe(true);
  });

  it('naming a guest\'s email in the profile takes nothing over; the guest who proves the email gets the line', async () => {
    const guestEmail = freshEmail('guest');
    const order = await placeOrder(gw, 'guest-device', { email: guestEmail, simType: 'esim', deliveryMethod: undefined, deliveryAddress: undefined });
    const payment = (await gw.call('PAYMENT_REQUEST', { body: { orderRef: order.orderRef, paymentMethod: 'CARD' } })).body.result;
    await settle(gw, payment.paymentId);
    const attacker = await signUp(gw);
    const takeover = await gw.call('UPDATE_PROFILE', { body: { email: guestEmail }, token: attacker.token });
    expect([takeover.status, takeover.body.code]).toEqual([422, 'EMAIL_CHANGE_NEEDS_CODE']);
    expect((await gw.call('GET_USER_DETAILS', { token: attacker.token })).body.result.email).toBe(attacker.email);
    expect((await gw.call('GET_LINES', { token: attacker.token })).body.result).toEqual([]);
    expect((await gw.call('TERMINATE_NUMBER', { body: { number: order.number, reasonId: 'PRICE' }, token: attacker.token })).status).toBe(404);
    expect((await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: order.orderRef }, token: attacker.token })).status).toBeLessThan(500);
    const guest = await signUp(gw, guestEmail);
    const lines = (await gw.call('GET_LINES', { token: guest.token })).body.result;
    expect(lines.map((l: Json) => l.number)).toEqual([order.number]);
    expect(lines[0].status).toBe('Active');
  });
});

describe('loyalty purchases share one airtime balance', () => {
  it('twenty parallel purchases of Rs 120 from Rs 500 of airtime: four are charged, the rest refused', async () => {
    const c = await customerWithLine();
    await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: c.token });
    const buys = await times(PARALLEL, () => gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-2GB' }, token: c.token }));
    expect(buys.filter((r) => r.status === 200)).toHaveLength(4);
    expect(buys.filter((r) => r.status === 422).every((r) => r.body.code === loyaltyErrorCodes.INSUFFICIENT_BALANCE)).toBe(true);
    expect((await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.airtimeBalance).toBe(20);
  });
});
