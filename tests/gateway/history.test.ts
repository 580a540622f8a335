/**
 * Issue 44 parts 1 and 4: the customer's history of charges and credits (GET_HISTORY, GET_HISTORY_ENTRY) and a
 * bundle paid from the line's airtime (PAYMENT_REQUEST with AIRTIME).
 * - the history holds what the line ledger holds (GET /dev/lines/ledger), newest first, every entry once over its pages;
 * - filters by line, kind and month; a bad filter or cursor is a 400 naming the field;
 * - another customer's line, cursor and entry are 404, never a 5xx and never their entries;
 * - twenty parallel airtime payments of bundles on one line take the balance down once each, never below zero, and
 *   twenty of one bundle pay it once; too little airtime says how much is missing and charges nothing.
 * Runs on PostgreSQL too (scripts/gateway-pg-test.sh), where the parallel requests really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { idemKey, placePaidOrder } from './order-fixtures';
import { BUNDLES } from '../../gateway/lines/topups';
import { HISTORY_KINDS, HISTORY_KIND_NAMES } from '../../schemas/api/lines';
import { monthRange } from '../../gateway/lines/history';

const PARALLEL = 20;
const cheapest = [...BUNDLES].sort((a, b) => a.price - b.price)[0]!;
const dearest = [...BUNDLES].sort((a, b) => b.price - a.price)[0]!;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw.close());

interface Customer { token: string; number: string }
async function customer(): Promise<Customer> {
  const user = await signUp(gw);
  const { number } = await placePaidOrder(gw, user.token, user.email, { over: { simType: 'esim', deliveryMethod: undefined } });
  return { token: user.token, number };
}

type Ledger = Array<{ kind: string; what: string; amount: number; tax: number | null; airtime: number; reference: string; at: number }>;
async function ledgerOf(c: Customer): Promise<Ledger> {
  return ((await (await gw.fetch(`/dev/lines/ledger?number=${c.number}`)).json()) as { result: Ledger }).result;
}

async function history(c: Customer, query: Record<string, string | number> = {}) {
  const res = await gw.call('GET_HISTORY', { query, token: c.token });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status === 200) expect(responseErrors('GET_HISTORY', res.status, res.body)).toEqual([]);
  return res;
}

/** Every entry of the customer's history, page by page (`limit` each). */
async function allPages(c: Customer, query: Record<string, string | number>, limit: number): Promise<Json[]> {
  const entries: Json[] = [];
  let after: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const res = await history(c, { ...query, limit, ...(after ? { after } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...res.body.result.entries);
    after = res.body.result.next;
    if (!after) return entries;
  }
  throw new Error('history never ended');
}

async function topup(c: Customer, body: Record<string, unknown>): Promise<string> {
  const created = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body, token: c.token });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.result.topupId;
}
const payByCard = async (c: Customer, topupId: string) => {
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: topupId, paymentMethod: 'CARD' }, token: c.token });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  expect((await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
};
const payFromAirtime = (c: Customer, topupId: string, key = idemKey()) =>
  gw.call('PAYMENT_REQUEST', { body: { orderRef: topupId, paymentMethod: 'AIRTIME' }, token: c.token, headers: { 'idempotency-key': key } });
const balanceOf = async (c: Customer): Promise<number> => (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.airtimeBalance;

describe('history', () => {
  let a: Customer;
  let b: Customer;
  beforeAll(async () => {
    [a, b] = await Promise.all([customer(), customer()]);
    await payByCard(a, await topup(a, { kind: 'RECHARGE', amount: 200 }));
    await payByCard(a, await topup(a, { kind: 'BUNDLE', bundleId: cheapest.id }));
    const paid = await payFromAirtime(a, await topup(a, { kind: 'BUNDLE', bundleId: cheapest.id }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }, 60_000);

  it('holds every charge and credit of the ledger once, newest first, over pages of any size, each with how it was paid', async () => {
    const ledger = await ledgerOf(a);
    for (const limit of [1, 3, 100]) {
      const entries = await allPages(a, {}, limit);
      expect(entries.map((e) => `${e.what} ${e.reference} ${e.amount} ${e.airtime}`).sort()).toEqual(ledger.map((e) => `${e.what} ${e.reference} ${e.amount} ${e.airtime}`).sort());
      const ids = entries.map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      expect(new Set(ids).size).toBe(ids.length);
    }
    const entries = await allPages(a, {}, 100);
    // What was paid, and the balance it gave by the gateway's tax rule (the quote GET_TOPUP_OPTIONS gave before paying).
    const quote = (await gw.call('GET_TOPUP_OPTIONS')).body.result.recharges.find((r: Json) => r.amount === 200);
    expect(entries.find((e) => e.what === 'RECHARGE')).toMatchObject({ kind: 'RECHARGE', direction: 'CREDIT', amount: 200, airtime: quote.balance, tax: quote.tax, paidWith: 'CARD', number: a.number });
    const bundles = entries.filter((e) => e.what === 'DATA_BUNDLE');
    expect(bundles.map((e) => e.paidWith).sort()).toEqual(['AIRTIME', 'CARD']);
    expect(bundles.find((e) => e.paidWith === 'AIRTIME')).toMatchObject({ amount: cheapest.price, airtime: -cheapest.price, itemName: cheapest.name });
    expect(entries.find((e) => e.what === 'OPENING_AIRTIME')).toMatchObject({ kind: 'ORDER', paidWith: null, tax: null });
    expect(entries.find((e) => e.what === 'PLAN')).toMatchObject({ kind: 'ORDER', direction: 'CHARGE', paidWith: 'CARD' });
  });

  it('filters by kind, line and month', async () => {
    for (const kind of HISTORY_KIND_NAMES) {
      const entries = await allPages(a, { kind }, 100);
      expect(entries.every((e) => e.kind === kind && (HISTORY_KINDS[kind] as readonly string[]).includes(e.what))).toBe(true);
      expect(entries.length).toBe((await ledgerOf(a)).filter((e) => (HISTORY_KINDS[kind] as readonly string[]).includes(e.what)).length);
    }
    expect(await allPages(a, { line: a.number }, 2)).toHaveLength((await ledgerOf(a)).length);
    const at = (await allPages(a, {}, 1))[0]!.at as number;
    const month = new Date(at + 5 * 3600 * 1000).toISOString().slice(0, 7);
    const [from, to] = monthRange(month);
    expect(at >= from && at < to).toBe(true);
    const inMonth = await allPages(a, { month }, 100);
    expect(inMonth.length).toBe((await ledgerOf(a)).filter((e) => e.at >= from && e.at < to).length);
    expect(inMonth.length).toBeGreaterThan(0);
    const year = Number(month.slice(0, 4)) - 1;
    expect((await history(a, { month: `${year}${month.slice(4)}` })).body.result).toEqual({ entries: [], next: null });
  });

  it('refuses a bad filter or cursor with a 400 that names it', async () => {
    const bad: Array<[Record<string, string | number>, string]> = [
      [{ kind: 'GIFT' }, 'kind'],
      [{ month: '2026-13' }, 'month'],
      [{ month: 'May' }, 'month'],
      [{ line: 'abc' }, 'line'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ after: 'not a cursor!' }, 'after'],
      [{ after: Buffer.from('h1.x').toString('base64url') }, 'after'],
      [{ after: '12345' }, 'after'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [query, field] of bad) {
      const res = await history(a, query);
      expect(res.status, JSON.stringify([query, res.body])).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(query)).toContain(field);
    }
  });

  it("never shows another customer's line, cursor or receipt: 404, and none of their entries", async () => {
    const theirs = await allPages(b, {}, 100);
    const cursor = (await history(b, { limit: 1 })).body.result.next as string;
    expect(cursor).toBeTruthy();
    expect((await history(a, { line: b.number })).status).toBe(404);
    expect((await history(a, { after: cursor })).status).toBe(404);
    expect((await history(a, { line: a.number, after: cursor })).status).toBe(404);
    for (const e of theirs) {
      const res = await gw.call('GET_HISTORY_ENTRY', { params: { entryId: e.id }, token: a.token });
      expect(res.status).toBe(404);
    }
    for (const id of ['0', '-1', 'abc', '9'.repeat(30), "1' OR '1'='1"]) {
      const res = await gw.call('GET_HISTORY_ENTRY', { params: { entryId: id }, token: a.token });
      expect([400, 404], `${id}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    const mine = (await allPages(a, {}, 100)).map((e) => e.id);
    expect(theirs.some((e) => mine.includes(e.id))).toBe(false);
    expect((await gw.call('GET_HISTORY', {})).status).toBe(401);
  });

  it('opens each entry as its receipt, as the history shows it', async () => {
    for (const e of await allPages(a, {}, 100)) {
      const res = await gw.call('GET_HISTORY_ENTRY', { params: { entryId: e.id }, token: a.token });
      expect(responseErrors('GET_HISTORY_ENTRY', res.status, res.body)).toEqual([]);
      expect(res.body.result).toEqual(e);
    }
  });
});

describe('pay from airtime', () => {
  it('twenty parallel bundles from airtime on one line: each paid once while the balance lasts, never below zero, each in the ledger', async () => {
    const c = await customer();
    const before = await balanceOf(c);
    const ids = await times(PARALLEL, () => topup(c, { kind: 'BUNDLE', bundleId: dearest.id }));
    const results = await Promise.all(ids.map((id) => payFromAirtime(c, id)));
    for (const r of results) expect([200, 422], JSON.stringify(r.body)).toContain(r.status);
    const paid = results.filter((r) => r.status === 200);
    expect(paid.length).toBe(Math.floor(before / dearest.price));
    for (const r of paid) {
      expect(r.body.result.status).toBe('SUCCESS');
      // No provider page: the answer sends the browser to the app's success page for this top-up.
      const next = new URL(r.body.result.redirectUrl);
      expect([next.pathname, next.searchParams.get('status'), next.searchParams.get('order_ref')]).toEqual(['/web/payment-success', 'success', r.body.result.orderRef]);
    }
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.code).toContain('INSUFFICIENT_AIRTIME');
    expect(await balanceOf(c)).toBeCloseTo(before - paid.length * dearest.price, 2);
    const charges = (await ledgerOf(c)).filter((e) => e.what === 'DATA_BUNDLE');
    expect(charges).toHaveLength(paid.length);
    for (const e of charges) expect([e.amount, e.airtime]).toEqual([dearest.price, -dearest.price]);
  }, 60_000);

  it('twenty parallel payments of one bundle from airtime (with and without one key) pay it once', async () => {
    const c = await customer();
    const before = await balanceOf(c);
    const id = await topup(c, { kind: 'BUNDLE', bundleId: cheapest.id });
    const key = idemKey();
    const results = await times(PARALLEL, (i) => payFromAirtime(c, id, i % 2 ? key : idemKey()));
    for (const r of results) expect([200, 422], JSON.stringify(r.body)).toContain(r.status);
    expect(await balanceOf(c)).toBeCloseTo(before - cheapest.price, 2);
    expect((await ledgerOf(c)).filter((e) => e.what === 'DATA_BUNDLE')).toHaveLength(1);
    const keyed = results.filter((_, i) => i % 2);
    expect(new Set(keyed.map((r) => `${r.status} ${r.body.code ?? r.body.result.paymentId}`)).size).toBe(1);
  }, 60_000);

  it('too little airtime says how much is missing and charges nothing; a recharge or an order is not paid from airtime', async () => {
    const c = await customer();
    const before = await balanceOf(c);
    const spend = await times(Math.floor(before / dearest.price), () => topup(c, { kind: 'BUNDLE', bundleId: dearest.id }));
    for (const id of spend) expect((await payFromAirtime(c, id)).status).toBe(200);
    const left = await balanceOf(c);
    const id = await topup(c, { kind: 'BUNDLE', bundleId: dearest.id });
    const short = await payFromAirtime(c, id);
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('INSUFFICIENT_AIRTIME');
    expect(short.body.description).toContain(`Rs ${dearest.price - left} is missing`);
    expect(await balanceOf(c)).toBe(left);
    expect((await gw.call('GET_TOPUP', { params: { topupId: id }, token: c.token })).body.result.status).toBe('OPEN');
    // The same top-up can still be paid by card.
    await payByCard(c, id);
    const recharge = await payFromAirtime(c, await topup(c, { kind: 'RECHARGE', amount: 100 }));
    expect([recharge.status, recharge.body.code]).toEqual([422, 'AIRTIME_NOT_ACCEPTED']);
    expect(recharge.body.description).toContain('paymentMethod');
    const other = await customer();
    const theirs = await payFromAirtime(other, id);
    expect(theirs.status).toBe(404);
  }, 60_000);
});
