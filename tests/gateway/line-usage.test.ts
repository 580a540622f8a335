/**
 * Issue 29: each line's allowance, what is left of it and its renewal on the sandbox clock; recharges and bundles
 * as payables paid once (replay, twenty parallel, another customer's line). Its own gateway: it moves the clock.
 * Runs on PostgreSQL too (scripts/gateway-pg-test.sh), where the parallel reads and payments really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, times, type GatewayClient, type Json, type TestGateway } from './harness';
import { signIn, signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';
import { OPENING_AIRTIME } from '../../gateway/lines/line-store';
import { ADDON_ALLOWANCES, plans } from '../../gateway/seed/catalog-seed';

const DAY = 24 * 3600 * 1000;
const PARALLEL = 20;
const monthly = plans.find((p) => p.id === 'plan-prepaid-monthly')!;
const MONTHLY_DATA_MB = monthly.allowances.dataGb * 1024;
/** The order fixture buys the "Extra 10 GB" add-on with the line (tests/gateway/order-fixtures.ts): on the line for its first period. */
const ADDON_MB = ADDON_ALLOWANCES['addon-data-10gb']!.dataMb;

let gw: TestGateway;
beforeAll(async () => {
  // Renewals and usage, not tax: this gateway's recharges add what is paid (the tax rule is the config's, tested in
  // saved-cards-recharge-any.test.ts), so each balance below is the sum of what the test paid in and took out.
  gw = await startTestGateway({ rechargeTax: { advanceIncomeTaxRate: 0 } });
}, 60_000);
afterAll(() => gw.close());

const settle = (g: GatewayClient, paymentId: string, outcome = 'success') =>
  g.fetch(`/sandbox/pay/${paymentId}/${outcome}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

async function customerWithLine(options: { activate?: boolean } = {}) {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email, options);
  return { ...user, ...line };
}
type Customer = Awaited<ReturnType<typeof customerWithLine>>;

async function lineOf(c: Customer): Promise<Json> {
  const res = await gw.call('GET_LINE', { params: { number: c.number }, token: c.token });
  expect(responseErrors('GET_LINE', res.status, res.body)).toEqual([]);
  return res.body.result;
}

/** Creates a top-up and pays it by card through the sandbox page; returns the top-up and its payment. */
async function topUp(c: Customer, ask: Record<string, unknown>) {
  const created = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: ask, token: c.token });
  expect(responseErrors('CREATE_TOPUP', created.status, created.body)).toEqual([]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const topup = created.body.result;
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: topup.topupId, paymentMethod: 'CARD' }, token: c.token });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  expect(pay.body.result.amount).toBe(topup.amount);
  const settled = await settle(gw, pay.body.result.paymentId);
  expect(settled.status).toBe(303);
  return { topup, paymentId: pay.body.result.paymentId as string };
}

describe('a line\'s allowance and renewal', () => {
  it('an activated line has its plan\'s allowance and its add-on\'s, all of it left, and renews one validity period after activation', async () => {
    const c = await customerWithLine();
    const line = await lineOf(c);
    expect(line.usage.allowance).toEqual({ dataMb: MONTHLY_DATA_MB + ADDON_MB, minutes: monthly.allowances.offNetMinutes, sms: monthly.allowances.sms });
    expect(line.usage.remaining.dataMb).toBeGreaterThan(MONTHLY_DATA_MB + ADDON_MB - 5);
    expect(line.usage.renewsAt).toBe(line.activatedAt + monthly.validityDays * DAY);
    expect(line.airtimeBalance).toBe(OPENING_AIRTIME);
  });

  it('a line awaiting activation has no allowance yet, and the catalogue of top-ups needs no sign-in', async () => {
    const c = await customerWithLine({ activate: false });
    expect((await lineOf(c)).usage).toBeNull();
    const options = await gw.call('GET_TOPUP_OPTIONS', {});
    expect(responseErrors('GET_TOPUP_OPTIONS', options.status, options.body)).toEqual([]);
    expect(options.body.result.rechargeAmounts).toEqual([100, 200, 500, 1000]);
    expect(options.body.result.bundles.some((b: Json) => b.kind === 'DATA')).toBe(true);
    const bundle = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'BUNDLE', bundleId: 'data-5gb' }, token: c.token });
    expect([bundle.status, bundle.body.code]).toEqual([422, 'LINE_NOT_ACTIVATED']);
  });

  it('recharge amounts and bundles are only those offered, for the caller\'s own line', async () => {
    const c = await customerWithLine();
    const stranger = await signUp(gw);
    const ask = (body: Json, token = c.token, number = c.number) => gw.call('CREATE_TOPUP', { params: { number }, body, token });
    expect((await ask({ kind: 'RECHARGE', amount: 300 })).body.code).toBe('AMOUNT_NOT_OFFERED');
    expect((await ask({ kind: 'BUNDLE', bundleId: 'data-999gb' })).body.code).toBe('BUNDLE_NOT_OFFERED');
    expect((await ask({ kind: 'BUNDLE', bundleId: 'data-5gb', amount: 1 })).body.code).toBe('AMOUNT_MISMATCH');
    expect((await ask({ kind: 'RECHARGE', amount: 500 }, stranger.token)).status).toBe(404);
    for (const body of [{}, { kind: 'GIFT' }, { kind: 'RECHARGE', amount: -5 }, { kind: 'RECHARGE', amount: '500' }, { kind: 'RECHARGE', amount: 500, extra: 1 }]) {
      expect((await ask(body)).status).toBe(400);
    }
    // Another customer's top-up can be neither read nor paid.
    const own = (await ask({ kind: 'RECHARGE', amount: 200 })).body.result;
    expect((await gw.call('GET_TOPUP', { params: { topupId: own.topupId }, token: stranger.token })).status).toBe(404);
    expect((await gw.call('PAYMENT_REQUEST', { body: { orderRef: own.topupId, paymentMethod: 'CARD' }, token: stranger.token })).status).toBe(404);
    expect((await gw.call('PAYMENT_REQUEST', { body: { orderRef: own.topupId, paymentMethod: 'CARD' } })).status).toBe(404);
    expect((await gw.call('PAYMENT_REQUEST', { body: { orderRef: 'TU-00000000', paymentMethod: 'CARD' }, token: c.token })).status).toBe(404);
  });

  it('a Rs 500 recharge paid by card raises the balance by 500, once: a replayed approval and a second payment are refused', async () => {
    const c = await customerWithLine();
    const before = (await lineOf(c)).airtimeBalance;
    const { topup, paymentId } = await topUp(c, { kind: 'RECHARGE', amount: 500 });
    expect((await lineOf(c)).airtimeBalance).toBe(before + 500);
    expect((await gw.call('GET_TOPUP', { params: { topupId: topup.topupId }, token: c.token })).body.result.status).toBe('PAID');
    expect((await settle(gw, paymentId)).status).toBe(422);
    const again = await gw.call('PAYMENT_REQUEST', { body: { orderRef: topup.topupId, paymentMethod: 'CARD' }, token: c.token });
    expect([again.status, again.body.code]).toEqual([422, 'ALREADY_PAID']);
    expect((await lineOf(c)).airtimeBalance).toBe(before + 500);
  });

  it('a recharge by wallet: approved in the wallet, the balance rises', async () => {
    const c = await customerWithLine();
    const before = (await lineOf(c)).airtimeBalance;
    const topup = (await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount: 100 }, token: c.token })).body.result;
    const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: topup.topupId, paymentMethod: 'EASYPAISA', walletNumber: '923451234567' }, token: c.token });
    expect(pay.body.result.status).toBe('WALLET_PENDING');
    expect((await settle(gw, pay.body.result.paymentId)).status).toBe(303);
    expect((await lineOf(c)).airtimeBalance).toBe(before + 100);
  });

  it('twenty payment requests and twenty approvals of one recharge at once raise the balance once', async () => {
    const c = await customerWithLine();
    const before = (await lineOf(c)).airtimeBalance;
    const topup = (await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount: 1000 }, token: c.token })).body.result;
    const asked = await times(PARALLEL, () => gw.call('PAYMENT_REQUEST', { body: { orderRef: topup.topupId, paymentMethod: 'CARD' }, token: c.token }));
    for (const r of asked) expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    const ids = [...new Set(asked.filter((r) => r.status === 200).map((r) => r.body.result.paymentId as string))];
    expect(ids).toHaveLength(1);
    const approvals = await times(PARALLEL, () => settle(gw, ids[0]!));
    expect(approvals.filter((a) => a.status === 303)).toHaveLength(1);
    for (const a of approvals) expect(a.status).toBeLessThan(500);
    expect((await lineOf(c)).airtimeBalance).toBe(before + 1000);
  });

  it('the same Idempotency-Key twenty times at once makes one top-up', async () => {
    const c = await customerWithLine();
    const made = await times(PARALLEL, () =>
      gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount: 200 }, token: c.token, headers: { 'idempotency-key': `topup-${c.number}` } }),
    );
    for (const r of made) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(made.map((r) => r.body.result.topupId)).size).toBe(1);
  });

  it('a 5 GB data bundle grows the allowance and what is left by 5 GB', async () => {
    const c = await customerWithLine();
    const before = (await lineOf(c)).usage;
    await topUp(c, { kind: 'BUNDLE', bundleId: 'data-5gb' });
    const after = (await lineOf(c)).usage;
    expect(after.allowance.dataMb).toBe(before.allowance.dataMb + 5 * 1024);
    expect(after.remaining.dataMb).toBeGreaterThanOrEqual(before.remaining.dataMb + 5 * 1024 - 2);
    expect(after.allowance.minutes).toBe(before.allowance.minutes);
  });
});

describe('a line a tester puts in Grace', () => {
  it('has ended now: its renewal date is not in the future and nothing is left', async () => {
    const c = await customerWithLine();
    const before = await lineOf(c);
    const { now } = (await dev(gw, '/dev/clock', { advanceMs: 0 })).result as { now: number };
    await dev(gw, '/dev/lines/status', { number: c.number, status: 'Grace' });
    const grace = await lineOf(c);
    expect(grace.status).toBe('Grace');
    expect(grace.usage.renewsAt).toBeLessThan(before.usage.renewsAt);
    expect(grace.usage.renewsAt).toBeGreaterThanOrEqual(now);
    expect(grace.usage.remaining).toEqual({ dataMb: 0, minutes: 0, sms: 0 });
  });
});

// Last: these move the shared gateway clock.
describe('the sandbox clock plays usage and renewals', () => {
  it('ten days on, the line has used some of its allowance; past the renewal date, auto-renewal takes the plan price from the balance once, even with twenty reads at once', async () => {
    const c = await customerWithLine();
    const other = await customerWithLine();
    await topUp(c, { kind: 'RECHARGE', amount: 1000 });
    await topUp(c, { kind: 'RECHARGE', amount: 500 });
    const start = await lineOf(c);
    expect(start.airtimeBalance).toBe(OPENING_AIRTIME + 1500);
    await gw.call('SET_AUTO_RENEWAL', { params: { number: other.number }, body: { autoRenew: false }, token: other.token });

    await dev(gw, '/dev/clock', { advanceMs: 10 * DAY });
    c.token = await signIn(gw, c.email);
    const tenDays = await lineOf(c);
    const expectedUsed = Math.floor((MONTHLY_DATA_MB * 2) / 3 * (10 / 30));
    expect(tenDays.usage.remaining.dataMb).toBeLessThanOrEqual(MONTHLY_DATA_MB + ADDON_MB - expectedUsed + 1);
    expect(tenDays.usage.remaining.dataMb).toBeGreaterThan(MONTHLY_DATA_MB + ADDON_MB - expectedUsed - 10);
    expect(tenDays.usage.remaining.sms).toBeLessThan(monthly.allowances.sms);
    expect(tenDays.usage.renewsAt).toBe(start.usage.renewsAt);

    await dev(gw, '/dev/clock', { advanceMs: 21 * DAY });
    c.token = await signIn(gw, c.email);
    const reads = await times(PARALLEL, () => gw.call('GET_LINES', { token: c.token }));
    for (const r of reads) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const renewed = await lineOf(c);
    expect(renewed.status).toBe('Active');
    expect(renewed.airtimeBalance).toBe(OPENING_AIRTIME + 1500 - monthly.price.amount);
    expect(renewed.usage.renewsAt).toBe(start.usage.renewsAt + monthly.validityDays * DAY);
    expect(renewed.usage.renewals).toBe(1);
    expect(renewed.usage.allowance.dataMb).toBe(MONTHLY_DATA_MB);
    expect(renewed.usage.remaining.dataMb).toBeGreaterThan(MONTHLY_DATA_MB * 0.9);

    // Auto-renewal off: the line lapses to Grace on its date; its allowance is gone and its balance untouched.
    other.token = await signIn(gw, other.email);
    const lapsed = await lineOf(other);
    expect(lapsed.status).toBe('Grace');
    expect(lapsed.airtimeBalance).toBe(OPENING_AIRTIME);
    expect(lapsed.usage.remaining).toEqual({ dataMb: 0, minutes: 0, sms: 0 });
    const bundle = await gw.call('CREATE_TOPUP', { params: { number: other.number }, body: { kind: 'BUNDLE', bundleId: 'data-2gb' }, token: other.token });
    expect([bundle.status, bundle.body.code]).toEqual([422, 'LINE_GRACE']);

    // A month more: Rs 1 short of the price, the line lapses to Grace.
    await dev(gw, '/dev/clock', { advanceMs: 30 * DAY });
    c.token = await signIn(gw, c.email);
    const short = await lineOf(c);
    expect(short.status).toBe('Grace');
    expect(short.airtimeBalance).toBe(OPENING_AIRTIME + 1500 - monthly.price.amount);
  });
});
