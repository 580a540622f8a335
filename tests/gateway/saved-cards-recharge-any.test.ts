/**
 * Issue 44 parts 5 and 6.
 * Saved cards for real: a card payment of a signed-in customer saves its card (a token: brand, last four, expiry, never
 * the number) once it succeeds; the saved card then pays a recharge, a bundle or a fee in one step. Attacks: another
 * customer's card is 404 and charges nothing; twenty parallel payments with one saved card and one Idempotency-Key
 * charge once; a card removed while it pays either paid once or pays nothing, never half; an expired card is refused.
 * Recharge any Sitara number: signed in or not; the balance it gives is quoted before paying by the gateway's tax
 * rule; the owner finds it in their history; a number that is not a Sitara line is told so on the field without
 * saying whose any number is; each client may try only so many numbers.
 * Runs on PostgreSQL too (scripts/gateway-pg-test.sh), where the parallel requests really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { idemKey, placePaidOrder } from './order-fixtures';
import { BUNDLES, RECHARGE_AMOUNTS } from '../../gateway/lines/topups';
import { rechargeCredit, DEFAULT_RECHARGE_TAX } from '../../gateway/lines/recharge-tax';

const PARALLEL = 20;
const PUBLIC_LIMIT = 6;
const CARD = { cardNumber: '4111111111111111', expiry: '12/30', holderName: 'Ayesha Khan' };

let gw: TestGateway;
beforeAll(async () => {
  // Each test's client is its X-Forwarded-For, so the public recharge windows of one test do not hold up the next.
  gw = await startTestGateway({ limits: { publicRechargeLimit: PUBLIC_LIMIT }, trustProxy: true });
}, 60_000);
afterAll(() => gw.close());

interface Customer { token: string; number: string; id: string }
async function customer(): Promise<Customer> {
  const user = await signUp(gw);
  const { number } = await placePaidOrder(gw, user.token, user.email, { over: { simType: 'esim', deliveryMethod: undefined } });
  const me = await gw.call('GET_USER_DETAILS', { token: user.token });
  return { token: user.token, number, id: me.body.result.external_id };
}

const cardsOf = async (c: Customer): Promise<Json[]> => (await gw.call('GET_SAVED_PAYMENT_METHODS', { params: { customer_id: c.id }, token: c.token })).body.result;
const balanceOf = async (c: Customer): Promise<number> => (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.airtimeBalance;
type Ledger = Array<{ kind: string; what: string; amount: number; tax: number | null; airtime: number; reference: string }>;
const ledgerOf = async (number: string): Promise<Ledger> => ((await (await gw.fetch(`/dev/lines/ledger?number=${number}`)).json()) as { result: Ledger }).result;

const moveClock = async (advanceMs: number): Promise<number> =>
  ((await (await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) })).json()) as { result: { now: number } }).result.now;

async function topup(c: Customer, body: Record<string, unknown>): Promise<string> {
  const created = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body, token: c.token });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.result.topupId;
}
/** A payment request; a visitor's carries its device id, whose keys the Idempotency-Key rule scopes. */
const pay = (token: string | undefined, body: Record<string, unknown>, key = idemKey()) =>
  gw.call('PAYMENT_REQUEST', { body, ...(token ? { token } : {}), headers: { 'idempotency-key': key, ...(token ? {} : { 'device-id': 'visitor-device-1' }) } });
/** The sandbox page's "Pay (success)". */
const approve = async (paymentId: string) => expect((await gw.fetch(`/sandbox/pay/${paymentId}/success`, { method: 'POST', redirect: 'manual' })).status).toBe(303);

/** A customer with one card saved by paying a Rs 100 recharge with "Save this card". */
async function withSavedCard(): Promise<{ c: Customer; cardId: string }> {
  const c = await customer();
  const res = await pay(c.token, { orderRef: await topup(c, { kind: 'RECHARGE', amount: 100 }), paymentMethod: 'CARD', saveCard: CARD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await approve(res.body.result.paymentId);
  const cards = await cardsOf(c);
  expect(cards).toHaveLength(1);
  return { c, cardId: cards[0].id };
}

describe('saved cards', () => {
  it('a card is saved only when its payment succeeds, as a token (never the number), and is the default', async () => {
    const c = await customer();
    const failed = await pay(c.token, { orderRef: await topup(c, { kind: 'RECHARGE', amount: 100 }), paymentMethod: 'CARD', saveCard: CARD });
    expect(failed.status).toBe(200);
    expect((await gw.fetch(`/sandbox/pay/${failed.body.result.paymentId}/failure`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await cardsOf(c)).toEqual([]);

    const ok = await pay(c.token, { orderRef: await topup(c, { kind: 'RECHARGE', amount: 200 }), paymentMethod: 'CARD', saveCard: CARD });
    await approve(ok.body.result.paymentId);
    const cards = await cardsOf(c);
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: CARD.cardNumber.slice(-4), expiry: CARD.expiry, isDefault: true })]);
    expect(JSON.stringify(cards)).not.toContain(CARD.cardNumber);
    // The same card saved by another payment stays one card.
    const again = await pay(c.token, { orderRef: await topup(c, { kind: 'RECHARGE', amount: 100 }), paymentMethod: 'CARD', saveCard: CARD });
    await approve(again.body.result.paymentId);
    expect(await cardsOf(c)).toHaveLength(1);
  });

  it('refuses to save a card for a visitor, with another method, or a number that is no card; a paylink never saves', async () => {
    const { c } = await withSavedCard();
    const ref = await topup(c, { kind: 'RECHARGE', amount: 100 });
    const cases: Array<[string | undefined, Record<string, unknown>, string]> = [
      [undefined, { orderRef: ref, paymentMethod: 'CARD', saveCard: CARD }, 'body.saveCard'],
      [c.token, { orderRef: ref, paymentMethod: 'EASYPAISA', walletNumber: '03001234567', saveCard: CARD }, 'body.saveCard'],
      [c.token, { orderRef: ref, paymentMethod: 'CARD', saveCard: { ...CARD, cardNumber: '4111111111111112' } }, 'body.saveCard.cardNumber'],
      [c.token, { orderRef: ref, paymentMethod: 'CARD', saveCard: { ...CARD, cvv: '123' } }, 'saveCard'],
    ];
    for (const [token, body, field] of cases) {
      const res = await pay(token, body);
      expect([res.status, res.body.description], JSON.stringify(body)).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it('a saved card pays a recharge, a bundle and the next one in one step, no provider page', async () => {
    const { c, cardId } = await withSavedCard();
    const before = await balanceOf(c);
    const recharge = await topup(c, { kind: 'RECHARGE', amount: 500 });
    const res = await pay(c.token, { orderRef: recharge, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId, successUrl: 'http://127.0.0.1:8080/profile' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(responseErrors('PAYMENT_REQUEST', res.status, res.body)).toEqual([]);
    expect(res.body.result.status).toBe('SUCCESS');
    expect(new URL(res.body.result.redirectUrl).pathname).toBe('/profile');
    const quoted = (await gw.call('GET_TOPUP', { params: { topupId: recharge }, token: c.token })).body.result;
    expect(quoted).toMatchObject({ status: 'PAID', balanceAdded: rechargeCredit(DEFAULT_RECHARGE_TAX, 500).balance });
    expect(await balanceOf(c)).toBeCloseTo(before + quoted.balanceAdded, 2);

    const bundle = await topup(c, { kind: 'BUNDLE', bundleId: BUNDLES[0]!.id });
    const paid = await pay(c.token, { orderRef: bundle, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId });
    expect(paid.body.result.status).toBe('SUCCESS');
    expect((await ledgerOf(c.number)).filter((e) => e.reference === bundle).map((e) => e.what)).toEqual(['DATA_BUNDLE']);
  });

  it("another customer's card, or one that never was, is 404 and charges nothing", async () => {
    const { cardId } = await withSavedCard();
    const { c } = await withSavedCard();
    const ref = await topup(c, { kind: 'RECHARGE', amount: 100 });
    for (const savedPaymentMethodId of [cardId, 'pm-does-not-exist']) {
      const res = await pay(c.token, { orderRef: ref, paymentMethod: 'SAVED_CARD', savedPaymentMethodId });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    expect((await gw.call('GET_TOPUP', { params: { topupId: ref }, token: c.token })).body.result.status).toBe('OPEN');
    // A visitor cannot pay with any saved card, nor with SAVED_CARD and no card.
    expect((await pay(undefined, { orderRef: ref, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId })).status).toBe(400);
    expect((await pay(c.token, { orderRef: ref, paymentMethod: 'SAVED_CARD' })).status).toBe(400);
  });

  it('twenty parallel payments with one saved card and one Idempotency-Key charge once; twenty keys pay once too', async () => {
    const { c, cardId } = await withSavedCard();
    const before = await balanceOf(c);
    const ref = await topup(c, { kind: 'RECHARGE', amount: 1000 });
    const key = idemKey();
    const answers = await times(PARALLEL, () => pay(c.token, { orderRef: ref, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId }, key));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.body.result.paymentId)).size).toBe(1);
    const credit = rechargeCredit(DEFAULT_RECHARGE_TAX, 1000).balance;
    expect(await balanceOf(c)).toBeCloseTo(before + credit, 2);

    const other = await topup(c, { kind: 'RECHARGE', amount: 1000 });
    const many = await times(PARALLEL, () => pay(c.token, { orderRef: other, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId }));
    expect(many.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of many.filter((x) => x.status !== 200)) expect([422, 409]).toContain(a.status);
    expect(await balanceOf(c)).toBeCloseTo(before + 2 * credit, 2);
    expect((await ledgerOf(c.number)).filter((e) => e.what === 'RECHARGE' && (e.reference === ref || e.reference === other))).toHaveLength(2);
  });

  it('a card removed while it pays: each payment either paid once or charged nothing, and the card is gone', async () => {
    const { c, cardId } = await withSavedCard();
    const refs = await Promise.all(Array.from({ length: 6 }, () => topup(c, { kind: 'RECHARGE', amount: 100 })));
    const before = await balanceOf(c);
    const [removed, ...paid] = await Promise.all([
      gw.call('DELETE_PAYMENT_METHOD', { params: { customer_id: c.id }, query: { paymentMethodId: cardId }, token: c.token }),
      ...refs.map((orderRef) => pay(c.token, { orderRef, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId })),
    ]);
    expect(removed!.status).toBe(200);
    expect(await cardsOf(c)).toEqual([]);
    for (const p of paid) expect([200, 404]).toContain(p.status);
    const statuses = await Promise.all(refs.map(async (topupId) => (await gw.call('GET_TOPUP', { params: { topupId }, token: c.token })).body.result.status));
    expect(statuses.map((s, i) => [s, paid[i]!.status])).toEqual(statuses.map((s) => (s === 'PAID' ? ['PAID', 200] : ['OPEN', 404])));
    const n = statuses.filter((s) => s === 'PAID').length;
    expect(await balanceOf(c)).toBeCloseTo(before + n * rechargeCredit(DEFAULT_RECHARGE_TAX, 100).balance, 2);
    // After the removal the card pays nothing.
    expect((await pay(c.token, { orderRef: await topup(c, { kind: 'RECHARGE', amount: 100 }), paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId })).status).toBe(404);
  });

  it('an expired saved card is refused on the sandbox clock and charges nothing', async () => {
    const c = await customer();
    const now = new Date(await moveClock(0) + 5 * 3600 * 1000);
    // Last month's card (Pakistan time, by the sandbox clock): good through the end of that month only.
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const expiry = `${String(last.getUTCMonth() + 1).padStart(2, '0')}/${String(last.getUTCFullYear()).slice(2)}`;
    const added = await gw.call('ADD_PAYMENT_METHOD', { params: { customer_id: c.id }, body: { ...CARD, expiry }, token: c.token });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const ref = await topup(c, { kind: 'RECHARGE', amount: 100 });
    const res = await pay(c.token, { orderRef: ref, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: added.body.result[0].id });
    expect([res.status, res.body.code]).toEqual([422, 'CARD_EXPIRED']);
    expect((await gw.call('GET_TOPUP', { params: { topupId: ref }, token: c.token })).body.result.status).toBe('OPEN');
  });
});

describe('recharge any Sitara number', () => {
  const recharge = (body: unknown, opts: { token?: string; ip?: string } = {}) =>
    gw.call('CREATE_PUBLIC_RECHARGE', { body, ...(opts.token ? { token: opts.token } : {}), headers: { 'x-forwarded-for': opts.ip ?? '10.0.0.1' } });

  it('quotes the balance each recharge gives by the gateway tax rule before paying', async () => {
    const res = await gw.call('GET_TOPUP_OPTIONS');
    expect(responseErrors('GET_TOPUP_OPTIONS', res.status, res.body)).toEqual([]);
    expect(res.body.result.rechargeTaxRate).toBe(DEFAULT_RECHARGE_TAX.advanceIncomeTaxRate);
    expect(res.body.result.recharges).toEqual(RECHARGE_AMOUNTS.map((a) => rechargeCredit(DEFAULT_RECHARGE_TAX, a)));
    for (const r of res.body.result.recharges) {
      expect(r.balance).toBeLessThan(r.amount);
      expect(r.balance + r.tax).toBeCloseTo(r.amount, 2);
      expect(r.tax).toBeGreaterThanOrEqual(Math.round(r.balance * DEFAULT_RECHARGE_TAX.advanceIncomeTaxRate * 100) / 100);
    }
  });

  it("a visitor recharges another customer's number, however typed; the owner sees it in their history", async () => {
    const owner = await customer();
    const before = await balanceOf(owner);
    const typed = `+92 ${owner.number.slice(2, 5)}-${owner.number.slice(5)}`;
    const created = await gw.call('CREATE_PUBLIC_RECHARGE', { body: { number: typed, amount: 200 }, headers: { 'idempotency-key': idemKey(), 'device-id': 'visitor-device-1' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(responseErrors('CREATE_PUBLIC_RECHARGE', created.status, created.body)).toEqual([]);
    const quote = rechargeCredit(DEFAULT_RECHARGE_TAX, 200);
    expect(created.body.result).toMatchObject({ number: owner.number, amount: 200, balanceAdded: quote.balance, tax: quote.tax, status: 'OPEN' });
    // Nothing about the owner is told.
    expect(JSON.stringify(created.body)).not.toMatch(/email|name|user/i);
    const started = await pay(undefined, { orderRef: created.body.result.topupId, paymentMethod: 'CARD' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await approve(started.body.result.paymentId);
    expect(await balanceOf(owner)).toBeCloseTo(before + quote.balance, 2);
    const history = await gw.call('GET_HISTORY', { token: owner.token });
    expect(history.body.result.entries.find((e: Json) => e.what === 'RECHARGE')).toMatchObject({ amount: 200, airtime: quote.balance, tax: quote.tax, number: owner.number });
    // A visitor cannot read the top-up, and the owner's own top-ups stay theirs to pay.
    expect((await gw.call('GET_TOPUP', { params: { topupId: created.body.result.topupId } })).status).toBe(401);
    const own = await topup(owner, { kind: 'RECHARGE', amount: 100 });
    expect((await pay(undefined, { orderRef: own, paymentMethod: 'CARD' })).status).toBe(404);
  });

  it('a signed-in customer recharges another number with their saved card in one step', async () => {
    const owner = await customer();
    const { c: payer, cardId } = await withSavedCard();
    const before = await balanceOf(owner);
    const payerBefore = await balanceOf(payer);
    const created = await recharge({ number: owner.number, amount: 500 }, { token: payer.token, ip: '10.0.0.2' });
    expect(created.status).toBe(200);
    const res = await pay(payer.token, { orderRef: created.body.result.topupId, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: cardId });
    expect(res.body.result.status).toBe('SUCCESS');
    expect(await balanceOf(owner)).toBeCloseTo(before + rechargeCredit(DEFAULT_RECHARGE_TAX, 500).balance, 2);
    expect(await balanceOf(payer)).toBe(payerBefore);
  });

  it('a number that is not a Sitara line is told so on the field, the same for any stranger; bad input is a 400 naming the field', async () => {
    const refused = await recharge({ number: '0300 0000001', amount: 100 }, { ip: '10.0.0.3' });
    expect([refused.status, refused.body.code, refused.body.description]).toEqual([422, 'NOT_SITARA_NUMBER', expect.stringContaining('body.number')]);
    const notMobile = await recharge({ number: '12345', amount: 100 }, { ip: '10.0.0.3' });
    expect([notMobile.status, notMobile.body.description]).toEqual([422, expect.stringContaining('body.number')]);
    const owner = await customer();
    const amount = await recharge({ number: owner.number, amount: 300 }, { ip: '10.0.0.4' });
    expect([amount.status, amount.body.code]).toEqual([422, 'AMOUNT_NOT_OFFERED']);
    for (const body of [{}, { number: owner.number }, { number: 3001234567, amount: 100 }, { number: owner.number, amount: 100, name: 'x' }]) {
      const res = await recharge(body, { ip: '10.0.0.5' });
      expect([res.status, res.body.description], JSON.stringify(body)).toEqual([400, expect.stringMatching(/body/)]);
    }
  });

  it('each client may try only so many numbers a window, found or not; other clients are not held up', async () => {
    const answers = await times(PUBLIC_LIMIT + 4, (i) => recharge({ number: `0300 00000${String(i).padStart(2, '0')}`, amount: 100 }, { ip: '10.0.9.9' }));
    for (const a of answers) expect(a.status).toBeLessThan(500);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(4);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await recharge({ number: '0300 0000099', amount: 100 }, { ip: '10.0.9.8' })).status).toBe(422);
  });
});
