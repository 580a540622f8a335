/**
 * Issue 41 parts 1 and 2: a line's time is one function, and allowances are a ledger.
 * - every kind of line (physical SIM, eSIM with a new number, eSIM port-in) is charged once per period on the
 *   sandbox clock, a week and sixty weeks on, with twenty parallel reads and writes at the due date;
 * - a loyalty purchase and an auto-renewal change after the due date settle the period first, by the setting then;
 * - a terminated line is charged for nothing that fell due after its termination day;
 * - an add-on, a bundle and a reward each add an allowance with its own expiry; the line view shows their sum;
 * - the line's ledger (GET /dev/lines/ledger) holds each charge once.
 * Its own gateway: it moves the clock. Runs on PostgreSQL too (scripts/gateway-pg-test.sh), where the parallel
 * requests really overlap.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signIn, signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';
import { OPENING_AIRTIME } from '../../gateway/lines/line-store';
import { ADDON_ALLOWANCES, plans } from '../../gateway/seed/catalog-seed';
import { LOYALTY_LINE_ALLOWANCES, loyaltyProducts } from '../../gateway/seed/loyalty-seed';
import { BUNDLES } from '../../gateway/lines/topups';
import { loyaltyErrorCodes } from '../../schemas/api/loyalty';

const DAY = 24 * 3600 * 1000;
const PARALLEL = 20;
const weekly = plans.find((p) => p.id === 'plan-prepaid-weekly')!;
const monthly = plans.find((p) => p.id === 'plan-prepaid-monthly')!;
const WEEK = weekly.validityDays * DAY;
const ADDON = ADDON_ALLOWANCES['addon-data-10gb']!;
const bundle5 = BUNDLES.find((b) => b.id === 'data-5gb')!;
const reward = loyaltyProducts.find((p) => p.id === 'LP-DATA-2GB')!;
const rewardGift = LOYALTY_LINE_ALLOWANCES['LP-DATA-2GB']!;

let gw: TestGateway;
beforeAll(async () => {
  // Renewals and usage, not tax: this gateway's recharges add what is paid (the tax rule is the config's, tested in
  // saved-cards-recharge-any.test.ts), so each balance below is the sum of what the test paid in and took out.
  gw = await startTestGateway({ rechargeTax: { advanceIncomeTaxRate: 0 } });
}, 60_000);
afterAll(() => gw.close());

const now = async (): Promise<number> => ((await dev(gw, '/dev/clock', { advanceMs: 0 })).result as { now: number }).now;
const advance = (ms: number) => dev(gw, '/dev/clock', { advanceMs: Math.max(0, ms) });

type Kind = 'physical' | 'esim-new' | 'esim-port-in';
const KINDS: readonly Kind[] = ['physical', 'esim-new', 'esim-port-in'];
/** A number of another network, for a port-in (never ours, never ending in 0000). */
const otherNetworkNumber = () => `92321${String(randomInt(1_000_000, 9_999_999)).padStart(7, '0')}`;

interface Customer { token: string; email: string; number: string; kind: Kind }

/** A signed-in customer with a paid line of `kind` on `planId` (the order fixture buys the "Extra 10 GB" add-on). */
async function customer(kind: Kind, planId = weekly.id): Promise<Customer> {
  const user = await signUp(gw);
  const over: Record<string, unknown> = { planId };
  if (kind !== 'physical') Object.assign(over, { simType: 'esim', deliveryMethod: undefined });
  if (kind === 'esim-port-in') Object.assign(over, { numberType: 'PORT_IN', portIn: { donorTelco: 'jazz', currentNumber: otherNetworkNumber() } });
  const { number } = await placePaidOrder(gw, user.token, user.email, { over });
  return { token: user.token, email: user.email, number, kind };
}

async function lineOf(c: Customer): Promise<Json> {
  const res = await gw.call('GET_LINE', { params: { number: c.number }, token: c.token });
  expect(responseErrors('GET_LINE', res.status, res.body)).toEqual([]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

type Entry = { kind: string; what: string; item: string; amount: number; tax: number | null; airtime: number; reference: string; at: number };
async function ledgerOf(c: Customer): Promise<Entry[]> {
  const res = await gw.fetch(`/dev/lines/ledger?number=${c.number}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: Entry[] }).result;
}

/** A recharge of `amount` paid by card through the sandbox page. */
async function recharge(c: Customer, amount: number): Promise<void> {
  const created = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount }, token: c.token });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await payTopup(c, created.body.result.topupId);
}
async function payTopup(c: Customer, topupId: string): Promise<void> {
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: topupId, paymentMethod: 'CARD' }, token: c.token });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  const settled = await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
  expect(settled.status).toBe(303);
}

const renewalsIn = (ledger: Entry[]) => ledger.filter((e) => e.what === 'RENEWAL');

/** Every renewal booked once, one period apart from the first period's end, and the balance is what the ledger says. */
function expectOneChargePerPeriod(line: Json, ledger: Entry[], periodMs: number, price: number): void {
  const renewals = renewalsIn(ledger).map((e) => e.at).sort((a, b) => a - b);
  expect(renewals).toHaveLength(line.usage.renewals);
  expect(new Set(ledger.map((e) => `${e.what} ${e.reference} ${e.item}`)).size).toBe(ledger.length);
  const firstDue = (line.activatedAt as number) + periodMs;
  expect(renewals).toEqual(renewals.map((_, i) => firstDue + i * periodMs));
  for (const e of renewalsIn(ledger)) expect([e.kind, e.amount, e.airtime]).toEqual(['CHARGE', price, -price]);
  const airtime = ledger.reduce((s, e) => s + e.airtime, 0);
  expect(line.airtimeBalance).toBeCloseTo(airtime, 2);
}

describe('every kind of line is charged once per period', () => {
  it('a week on, with twenty parallel reads and writes at the due date, each kind of line renews once; sixty weeks on, each renewed while its airtime lasted and then lapsed', async () => {
    const customers = await Promise.all(KINDS.map((k) => customer(k)));
    const topups: string[] = [];
    for (const c of customers) {
      expect((await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: c.token })).status).toBe(200);
      const created = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount: 100 }, token: c.token });
      topups.push(created.body.result.topupId);
    }
    // Not read before its due date (as a customer who pays and forgets): every line's first period ends by a week from now.
    await advance(WEEK);
    const payments: string[] = [];
    for (const [i, c] of customers.entries()) {
      c.token = await signIn(gw, c.email);
      payments.push((await gw.call('PAYMENT_REQUEST', { body: { orderRef: topups[i], paymentMethod: 'CARD' }, token: c.token })).body.result.paymentId);
    }
    // Reads, writes, a Rs 120 loyalty purchase from the airtime and the approval of a Rs 100 recharge, each many times at once.
    const ok = [200];
    const requests = customers.flatMap((c, i) => [
      [ok, () => gw.call('GET_LINES', { token: c.token })],
      [ok, () => gw.call('GET_LINE', { params: { number: c.number }, token: c.token })],
      [ok, () => gw.call('SET_AUTO_RENEWAL', { params: { number: c.number }, body: { autoRenew: true }, token: c.token })],
      [ok, () => gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount: 100 }, token: c.token })],
      [ok, () => gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: c.number }, token: c.token })],
      [ok, () => gw.call('GET_SIM_REPLACEMENT_ELIGIBILITY', { query: { number: c.number }, token: c.token })],
      [[200, 422], () => gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: reward.id, number: c.number }, token: c.token })],
      [[303, 422], async () => ({ status: (await gw.fetch(`/sandbox/pay/${payments[i]}/success`, { method: 'POST', redirect: 'manual' })).status, body: null })],
    ] as Array<[number[], () => Promise<{ status: number; body: Json }>]>);
    const answers = await times(PARALLEL * customers.length, async (i) => ({ expected: requests[i % requests.length]![0], answer: await requests[i % requests.length]![1]() }));
    for (const { expected, answer } of answers) expect(expected, JSON.stringify(answer.body)).toContain(answer.status);
    const lines = [];
    for (const c of customers) lines.push(await lineOf(c));
    expect(lines.map((l, i) => [customers[i]!.kind, l.status, l.usage.renewals])).toEqual(customers.map((c) => [c.kind, 'Active', 1]));
    const activated = lines.map((l) => l.activatedAt as number);
    const credited: number[] = [];
    for (const [i, c] of customers.entries()) {
      const line = lines[i];
      expect(line.usage.renewsAt).toBe(line.activatedAt + 2 * WEEK);
      const ledger = await ledgerOf(c);
      expectOneChargePerPeriod(line, ledger, WEEK, weekly.price.amount);
      // The renewal came first, from the opening airtime; the recharge once; the purchase at most once (Rs 101 or 201 left).
      expect(ledger.filter((e) => e.what === 'RECHARGE').map((e) => e.amount)).toEqual([100]);
      const bought = ledger.filter((e) => e.what === 'LOYALTY_PURCHASE').length;
      expect(bought).toBeLessThanOrEqual(1);
      expect(line.airtimeBalance).toBe(OPENING_AIRTIME - weekly.price.amount + 100 - bought * reward.price);
      await recharge(c, 1000);
      credited.push(OPENING_AIRTIME + 100 + 1000 - bought * reward.price);
    }

    // Sixty weeks on: the airtime pays weekly renewals of Rs 399 while it lasts (three or four), then the line lapses.
    await advance(60 * WEEK);
    for (const c of customers) c.token = await signIn(gw, c.email);
    const reads = await times(PARALLEL, (i) => gw.call('GET_LINES', { token: customers[i % customers.length]!.token }));
    for (const r of reads) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const paid = credited.map((total) => Math.floor(total / weekly.price.amount));
    const later = [];
    for (const c of customers) later.push(await lineOf(c));
    expect(later.map((l, i) => [customers[i]!.kind, l.status, l.usage.renewals, l.airtimeBalance])).toEqual(
      customers.map((c, i) => [c.kind, 'Grace', paid[i], credited[i]! - paid[i]! * weekly.price.amount]),
    );
    for (const [i, c] of customers.entries()) {
      const line = later[i];
      expect(line.usage.renewsAt).toBe(activated[i]! + (paid[i]! + 1) * WEEK);
      expect(line.usage.remaining).toEqual({ dataMb: 0, minutes: 0, sms: 0 });
      const ledger = await ledgerOf(c);
      expectOneChargePerPeriod(line, ledger, WEEK, weekly.price.amount);
      // The ledger starts with what was paid for the line and its opening airtime, once each.
      expect(ledger.filter((e) => e.what === 'OPENING_AIRTIME')).toHaveLength(1);
      expect(ledger.filter((e) => e.what === 'PLAN').map((e) => [e.item, e.amount])).toEqual([[weekly.id, weekly.price.amount]]);
      expect(ledger.filter((e) => e.what === 'RECHARGE').map((e) => e.amount)).toEqual([1000, 100]);
      expect(ledger.every((e) => e.amount >= 0)).toBe(true);
    }
  }, 240_000);
});

describe('a write after the due date settles the period first', () => {
  it('a loyalty purchase past the renewal date is charged after the renewal, from what the renewal left', async () => {
    const c = await customer('esim-new');
    expect((await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: c.token })).status).toBe(200);
    const start = await lineOf(c);
    await advance(start.usage.renewsAt + DAY - (await now()));
    c.token = await signIn(gw, c.email);
    // Rs 500 less the Rs 399 renewal leaves Rs 101: the Rs 120 purchase is refused and the line stays in service.
    const buy = await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: reward.id, number: c.number }, token: c.token });
    expect([buy.status, buy.body.code]).toEqual([422, loyaltyErrorCodes.INSUFFICIENT_BALANCE]);
    const line = await lineOf(c);
    expect([line.status, line.usage.renewals, line.airtimeBalance]).toEqual(['Active', 1, OPENING_AIRTIME - weekly.price.amount]);
    // With more airtime the purchase goes through, is booked once, and its allowance is on the line at once.
    await recharge(c, 200);
    const bought = await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: reward.id, number: c.number }, token: c.token });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const after = await lineOf(c);
    expect(after.airtimeBalance).toBe(OPENING_AIRTIME - weekly.price.amount + 200 - reward.price);
    expect(after.usage.allowances.filter((a: Json) => a.kind === 'REWARD').map((a: Json) => a.total.dataMb)).toEqual([rewardGift.dataMb]);
    const ledger = await ledgerOf(c);
    expect(ledger.filter((e) => e.what === 'LOYALTY_PURCHASE').map((e) => [e.item, e.amount, e.airtime])).toEqual([[reward.id, reward.price, -reward.price]]);
    expectOneChargePerPeriod(after, ledger, WEEK, weekly.price.amount);
  }, 120_000);

  it('auto-renewal switched after the due date: the period is settled by the setting it had on that date', async () => {
    const wasOn = await customer('physical');
    const wasOff = await customer('esim-port-in');
    expect((await gw.call('SET_AUTO_RENEWAL', { params: { number: wasOff.number }, body: { autoRenew: false }, token: wasOff.token })).status).toBe(200);
    const due = Math.max((await lineOf(wasOn)).usage.renewsAt, (await lineOf(wasOff)).usage.renewsAt);
    await advance(due + DAY - (await now()));
    for (const c of [wasOn, wasOff]) c.token = await signIn(gw, c.email);

    // On at the due date, switched off a day later, before any read: renewed, and the next period will lapse.
    const off = await gw.call('SET_AUTO_RENEWAL', { params: { number: wasOn.number }, body: { autoRenew: false }, token: wasOn.token });
    expect(responseErrors('SET_AUTO_RENEWAL', off.status, off.body)).toEqual([]);
    expect([off.body.result.status, off.body.result.autoRenew, off.body.result.usage.renewals, off.body.result.airtimeBalance]).toEqual(['Active', false, 1, OPENING_AIRTIME - weekly.price.amount]);
    // Off at the due date, switched on a day later: the line lapsed on its date and nothing was charged.
    const on = await gw.call('SET_AUTO_RENEWAL', { params: { number: wasOff.number }, body: { autoRenew: true }, token: wasOff.token });
    expect([on.body.result.status, on.body.result.autoRenew, on.body.result.usage.renewals, on.body.result.airtimeBalance]).toEqual(['Grace', true, 0, OPENING_AIRTIME]);
    expect(renewalsIn(await ledgerOf(wasOff))).toEqual([]);

    await advance(WEEK);
    wasOn.token = await signIn(gw, wasOn.email);
    const lapsed = await lineOf(wasOn);
    expect([lapsed.status, lapsed.usage.renewals, lapsed.airtimeBalance]).toEqual(['Grace', 1, OPENING_AIRTIME - weekly.price.amount]);
    expect(renewalsIn(await ledgerOf(wasOn))).toHaveLength(1);
  }, 120_000);
});

describe('a terminated line', () => {
  it('is charged for the periods that fell due before its termination day and none after, whichever request reads it first', async () => {
    const c = await customer('esim-new');
    await recharge(c, 1000);
    const start = await lineOf(c);
    // Asked a day before the renewal: it takes effect six days after it.
    await advance(start.usage.renewsAt - DAY - (await now()));
    c.token = await signIn(gw, c.email);
    const asked = await gw.call('TERMINATE_NUMBER', { body: { number: c.number, reasonId: 'PRICE' }, token: c.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // Three weeks on, a write reads the line before any read applies the termination.
    await advance(3 * WEEK);
    c.token = await signIn(gw, c.email);
    await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'RECHARGE', amount: 100 }, token: c.token });
    const lines = await gw.call('GET_LINES', { token: c.token });
    const closed = lines.body.result.find((l: Json) => l.number === c.number);
    expect([closed.status, closed.usage.renewals, closed.airtimeBalance]).toEqual(['Inactive', 1, OPENING_AIRTIME + 1000 - weekly.price.amount]);
    expect(renewalsIn(await ledgerOf(c)).map((e) => e.at)).toEqual([start.usage.renewsAt]);
  }, 120_000);
});

describe('allowances are a ledger', () => {
  const sum = (list: Json[], part: 'total' | 'remaining', unit: 'dataMb' | 'minutes' | 'sms') => list.reduce((s: number, a: Json) => s + a[part][unit], 0);
  const expectSums = (line: Json) => {
    for (const unit of ['dataMb', 'minutes', 'sms'] as const) {
      expect(line.usage.allowance[unit]).toBe(sum(line.usage.allowances, 'total', unit));
      expect(line.usage.remaining[unit]).toBe(sum(line.usage.allowances, 'remaining', unit));
    }
  };

  it('an add-on, a bundle and a reward each add their allowance at once and expire on their own date; usage is drawn from the one expiring first', async () => {
    const c = await customer('esim-new', monthly.id);
    const planMb = monthly.allowances.dataGb * 1024;
    const opened = await lineOf(c);
    // The "Extra 10 GB" add-on paid with the purchase is on the line from the moment it is in service.
    expect(opened.usage.allowance.dataMb).toBe(planMb + ADDON.dataMb);
    expect(opened.usage.allowances.map((a: Json) => [a.kind, a.total.dataMb, a.expiresAt])).toEqual([
      ['PLAN', planMb, opened.usage.renewsAt],
      ['ADDON', ADDON.dataMb, opened.usage.renewsAt],
    ]);
    expect(opened.usage.allowances.map((a: Json) => a.renews)).toEqual([true, false]);
    expectSums(opened);

    const created = await gw.call('CREATE_TOPUP', { params: { number: c.number }, body: { kind: 'BUNDLE', bundleId: bundle5.id }, token: c.token });
    await payTopup(c, created.body.result.topupId);
    expect((await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: c.token })).status).toBe(200);
    const redeemed = await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: reward.id }, token: c.token });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    // Added to the line, not a voucher: no code to show (issue 46: "Added to your line at once" beside a voucher code).
    expect(redeemed.body.result.voucherCode).toBeUndefined();
    const redeemedStatus = await gw.call('GET_REDEMPTION_STATUS', { params: { redemptionId: redeemed.body.result.redemptionId }, token: c.token });
    expect(redeemedStatus.body.result).toMatchObject({ status: 'COMPLETED' });
    expect(redeemedStatus.body.result.voucherCode).toBeUndefined();
    const redeemedAt = await now();
    const full = await lineOf(c);
    expect(full.usage.allowance.dataMb).toBe(planMb + ADDON.dataMb + bundle5.dataMb + rewardGift.dataMb);
    const byKind = (line: Json, kind: string) => line.usage.allowances.find((a: Json) => a.kind === kind);
    expect(byKind(full, 'BUNDLE')).toMatchObject({ item: bundle5.id, total: { dataMb: bundle5.dataMb }, expiresAt: full.usage.renewsAt });
    expect(byKind(full, 'REWARD')).toMatchObject({ item: reward.id, total: { dataMb: rewardGift.dataMb } });
    expect(byKind(full, 'REWARD').expiresAt).toBeGreaterThanOrEqual(redeemedAt + rewardGift.days * DAY - 60_000);
    expect(byKind(full, 'REWARD').expiresAt).toBeLessThanOrEqual(redeemedAt + rewardGift.days * DAY);
    expectSums(full);
    // Named in the reader's language: in Urdu, no English word is left.
    const inUrdu = await gw.call('GET_LINE', { params: { number: c.number }, token: c.token, headers: { 'accept-language': 'ur' } });
    expect(inUrdu.body.result.usage.allowances).toHaveLength(4);
    for (const a of inUrdu.body.result.usage.allowances) expect(a.name).not.toMatch(/[A-Za-z]/);
    const ledger = await ledgerOf(c);
    expect(ledger.filter((e) => e.what === 'DATA_BUNDLE').map((e) => [e.item, e.amount, e.airtime])).toEqual([[bundle5.id, bundle5.price, 0]]);
    expect(ledger.filter((e) => e.what === 'ADDON').map((e) => e.item)).toEqual(['addon-data-10gb']);

    // Two days on: the reward, which expires first, is what was used; the plan, add-on and bundle are untouched.
    await advance(2 * DAY);
    c.token = await signIn(gw, c.email);
    const twoDays = await lineOf(c);
    expect(byKind(twoDays, 'REWARD').remaining.dataMb).toBeLessThan(rewardGift.dataMb);
    for (const kind of ['PLAN', 'ADDON', 'BUNDLE']) expect(byKind(twoDays, kind).remaining.dataMb, kind).toBe(byKind(twoDays, kind).total.dataMb);
    expectSums(twoDays);

    // Past the reward's three days it is gone from the line; the rest is drawn from the plan (expiring with the add-on and bundle, granted first).
    await advance(2 * DAY);
    c.token = await signIn(gw, c.email);
    const fourDays = await lineOf(c);
    expect(byKind(fourDays, 'REWARD')).toBeUndefined();
    expect(fourDays.usage.allowance.dataMb).toBe(planMb + ADDON.dataMb + bundle5.dataMb);
    expect(byKind(fourDays, 'PLAN').remaining.dataMb).toBeLessThan(planMb);
    expectSums(fourDays);

    // Past the renewal the add-on and bundle end with their period; the plan comes back in full (Rs 1,500 pays Rs 1,499).
    await recharge(c, 1000);
    await advance(fourDays.usage.renewsAt + DAY - (await now()));
    c.token = await signIn(gw, c.email);
    const renewed = await lineOf(c);
    expect([renewed.status, renewed.usage.renewals]).toEqual(['Active', 1]);
    expect(renewed.usage.allowances.map((a: Json) => [a.kind, a.total.dataMb, a.startsAt])).toEqual([['PLAN', planMb, fourDays.usage.renewsAt]]);
    expect(renewed.usage.allowance.dataMb).toBe(planMb);
    expectSums(renewed);
  }, 120_000);
});
