/**
 * Issue 44 parts 2 and 3: a line's usage per day (GET_USAGE_HISTORY) and its subscriptions (GET_SUBSCRIPTIONS,
 * SET_SUBSCRIPTION_RENEWAL, STOP_SUBSCRIPTION), on the sandbox clock:
 * - the days the clock moved through show what the line used, and their sum is what its allowances lost;
 * - a bundle bought to renew comes back with the plan from the airtime balance, once, even with twenty reads at the
 *   due date; one whose renewal was stopped does not;
 * - twenty stops or restarts at once leave one state, the one the gateway then acts on;
 * - another customer's line or subscription is 404, and no input makes the gateway answer 5xx.
 * Its own gateway: it moves the clock. Runs on PostgreSQL too (scripts/gateway-pg-test.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signIn, signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';
import { plans } from '../../gateway/seed/catalog-seed';
import { BUNDLES } from '../../gateway/lines/topups';
import type { EndpointName } from '../../schemas/endpoints';

const DAY = 24 * 3600 * 1000;
const PARALLEL = 20;
const weekly = plans.find((p) => p.id === 'plan-prepaid-weekly')!;
const bundle = BUNDLES.find((b) => b.id === 'data-2gb')!;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw.close());

interface Customer { token: string; email: string; number: string }

async function customer(): Promise<Customer> {
  const user = await signUp(gw);
  const { number } = await placePaidOrder(gw, user.token, user.email, { over: { planId: weekly.id, simType: 'esim', deliveryMethod: undefined } });
  return { token: user.token, email: user.email, number };
}

/** A call that must answer 200 by its response schema. */
async function ok(name: EndpointName, c: Customer, opts: Record<string, unknown> = {}): Promise<Json> {
  const res = await gw.call(name, { token: c.token, ...opts });
  expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(200);
  expect(responseErrors(name, res.status, res.body)).toEqual([]);
  return res.body.result;
}

const subscriptionsOf = (c: Customer) => ok('GET_SUBSCRIPTIONS', c, { params: { number: c.number } });
const usageOf = (c: Customer) => ok('GET_USAGE_HISTORY', c, { params: { number: c.number } });
const setRenewal = (c: Customer, id: string, renews: boolean) =>
  gw.call('SET_SUBSCRIPTION_RENEWAL', { params: { number: c.number, subscriptionId: id }, body: { renews }, token: c.token });
const ledgerOf = async (c: Customer): Promise<Json[]> => ((await (await gw.fetch(`/dev/lines/ledger?number=${c.number}`)).json()) as { result: Json[] }).result;

/** A top-up paid by card through the sandbox page. */
async function topUp(c: Customer, body: Record<string, unknown>): Promise<void> {
  const { topupId } = await ok('CREATE_TOPUP', c, { params: { number: c.number }, body });
  const pay = await ok('PAYMENT_REQUEST', c, { body: { orderRef: topupId, paymentMethod: 'CARD' } });
  expect((await gw.fetch(`/sandbox/pay/${pay.paymentId}/success`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
}

const now = async (): Promise<number> => ((await dev(gw, '/dev/clock', { advanceMs: 0 })).result as { now: number }).now;
const advance = (ms: number) => dev(gw, '/dev/clock', { advanceMs: Math.max(0, ms) });
const used = (s: Json) => s.total.dataMb - s.remaining.dataMb;
const bundleOf = (view: Json): Json => view.subscriptions.find((s: Json) => s.kind === 'BUNDLE');

describe('another customer, and any input', () => {
  it('another customer\'s line or subscription is 404; a wrong id, a plan stopped or an add-on renewed are refused by name; nothing is 5xx', async () => {
    const a = await customer();
    const b = await customer();
    const theirs = await subscriptionsOf(b);
    for (const name of ['GET_USAGE_HISTORY', 'GET_SUBSCRIPTIONS'] as const) {
      expect((await gw.call(name, { params: { number: b.number }, token: a.token })).status).toBe(404);
      expect((await gw.call(name, { params: { number: b.number } })).status).toBe(401);
    }
    for (const s of theirs.subscriptions) {
      // Their subscription through their number, and through my own number: never found.
      expect((await gw.call('SET_SUBSCRIPTION_RENEWAL', { params: { number: b.number, subscriptionId: s.id }, body: { renews: false }, token: a.token })).status).toBe(404);
      expect((await setRenewal(a, s.id, false)).status).toBe(404);
      expect((await gw.call('STOP_SUBSCRIPTION', { params: { number: a.number, subscriptionId: s.id }, token: a.token })).status).toBe(404);
    }
    expect((await subscriptionsOf(b)).subscriptions).toEqual(theirs.subscriptions);
    for (const id of ['abc', '-1', '1e3', '99999999999999999999999', "1' OR '1'='1", '%00', ' ']) {
      const res = await setRenewal(a, id, true);
      // Not found, or (an id that is no path segment at all) a bad request: never 5xx, never another's.
      expect([400, 404], `${id}: ${res.status}`).toContain(res.status);
    }
    for (const body of [{}, { renews: 'yes' }, { renews: null }, { renews: true, extra: 1 }, []]) {
      const mine = (await subscriptionsOf(a)).subscriptions[0].id;
      const res = await gw.call('SET_SUBSCRIPTION_RENEWAL', { params: { number: a.number, subscriptionId: mine }, body, token: a.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.description, JSON.stringify(body)).toMatch(/body/);
    }
    for (const number of ['0', 'x'.repeat(300), '92300%2F..%2F', '']) {
      const res = await gw.fetch(`/v1/lines/${number}/usage-history`, { headers: { authorization: `Bearer ${a.token}` } });
      expect(res.status, number).toBeLessThan(500);
    }
    const mine = await subscriptionsOf(a);
    const plan = mine.subscriptions.find((s: Json) => s.kind === 'PLAN');
    const addon = mine.subscriptions.find((s: Json) => s.kind === 'ADDON');
    expect([plan.renewable, plan.stoppable, addon.renewable, addon.stoppable]).toEqual([true, false, false, true]);
    const stopPlan = await gw.call('STOP_SUBSCRIPTION', { params: { number: a.number, subscriptionId: plan.id }, token: a.token });
    expect([stopPlan.status, stopPlan.body.code]).toEqual([422, 'PLAN_NOT_STOPPABLE']);
    const renewAddon = await setRenewal(a, addon.id, true);
    expect([renewAddon.status, renewAddon.body.code]).toEqual([422, 'NOT_RENEWABLE']);
    const rechargeRenews = await gw.call('CREATE_TOPUP', { params: { number: a.number }, body: { kind: 'RECHARGE', amount: 100, renews: true }, token: a.token });
    expect([rechargeRenews.status, rechargeRenews.body.code]).toEqual([422, 'RENEWS_NOT_EXPECTED']);
  }, 60_000);

  it('twenty stops of an add-on at once end it once, with what was left of it gone from the line', async () => {
    const c = await customer();
    const before = await subscriptionsOf(c);
    const addon = before.subscriptions.find((s: Json) => s.kind === 'ADDON');
    const stops = await times(PARALLEL, () => gw.call('STOP_SUBSCRIPTION', { params: { number: c.number, subscriptionId: addon.id }, token: c.token }));
    for (const r of stops) expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const r of stops) expect(r.body.result.subscriptions.map((s: Json) => s.kind)).toEqual(['PLAN']);
    const line = await ok('GET_LINE', c, { params: { number: c.number } });
    expect(line.usage.allowance.dataMb).toBe(before.subscriptions.find((s: Json) => s.kind === 'PLAN').total.dataMb);
    expect((await setRenewal(c, addon.id, true)).body.code).toBe('NOT_RENEWABLE');
  }, 60_000);
});

// Last: these move the shared gateway clock.
describe('on the sandbox clock', () => {
  it('the days the clock moved through show what the line used; their sum is what its allowances lost', async () => {
    const c = await customer();
    const first = await usageOf(c);
    expect(first.days).toHaveLength(30);
    expect(first.days.map((d: Json) => d.date)).toEqual([...first.days.map((d: Json) => d.date)].sort());
    await advance(3 * DAY);
    c.token = await signIn(gw, c.email);
    const usage = await usageOf(c);
    const subs = await subscriptionsOf(c);
    expect(usage.days).toHaveLength(30);
    // The last three or four days (the clock moved three days from some time of a day) each used data, the days before none.
    const active = usage.days.filter((d: Json) => d.dataMb > 0);
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(active.length).toBeLessThanOrEqual(4);
    // The two days before today are whole days the clock went through, whatever the hour it started from: each used
    // data and SMS. Today may be minutes old (run just after midnight), too short for a text.
    expect(usage.days.slice(-3, -1).every((d: Json) => d.dataMb > 0 && d.sms > 0)).toBe(true);
    expect(usage.days.slice(0, -4).every((d: Json) => d.dataMb === 0 && d.sms === 0)).toBe(true);
    const sum = (k: 'dataMb' | 'minutes' | 'sms') => usage.days.reduce((s: number, d: Json) => s + d[k], 0);
    expect(sum('dataMb')).toBe(subs.subscriptions.reduce((s: number, x: Json) => s + used(x), 0));
    expect(sum('sms')).toBe(subs.subscriptions.reduce((s: number, x: Json) => s + x.total.sms - x.remaining.sms, 0));
    // A full day in the middle used about its share: two thirds of the weekly plan's data over seven days.
    const fullDay = usage.days.at(-2).dataMb;
    expect(fullDay).toBeGreaterThan(Math.floor((weekly.allowances.dataGb * 1024 * 2) / 3 / 7) - 3);
    expect(fullDay).toBeLessThan(Math.ceil((weekly.allowances.dataGb * 1024 * 2) / 3 / 7) + 3);
  }, 60_000);

  it('a bundle bought to renew comes back with the plan from the balance, once; one whose renewal was stopped does not; twenty toggles at once leave the state the gateway acts on', async () => {
    const on = await customer();
    const off = await customer();
    const mixed = await customer();
    for (const c of [on, off, mixed]) {
      await topUp(c, { kind: 'RECHARGE', amount: 1000 });
      await topUp(c, { kind: 'BUNDLE', bundleId: bundle.id, renews: true });
      const b = bundleOf(await subscriptionsOf(c));
      expect([b.item, b.renews, b.renewalOn, b.price]).toEqual([bundle.id, true, true, bundle.price]);
    }
    // Twenty stops at once: stopped once, every answer says so.
    const offId = bundleOf(await subscriptionsOf(off)).id;
    const stops = await times(PARALLEL, () => setRenewal(off, offId, false));
    for (const r of stops) expect([r.status, bundleOf(r.body.result).renewalOn]).toEqual([200, false]);
    // Ten stops and ten restarts at once: whichever came last stands, and is what the renewal then does.
    const mixedId = bundleOf(await subscriptionsOf(mixed)).id;
    const toggles = await times(PARALLEL, (i) => setRenewal(mixed, mixedId, i % 2 === 0));
    for (const r of toggles) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mixedState = bundleOf(await subscriptionsOf(mixed)).renewalOn as boolean;
    expect(toggles.map((r) => bundleOf(r.body.result).renewalOn)).toContain(mixedState);

    const before = await Promise.all([on, off, mixed].map(subscriptionsOf));
    const due = Math.max(...before.map((v) => v.renewsAt as number));
    await advance(due + DAY - (await now()));
    for (const c of [on, off, mixed]) c.token = await signIn(gw, c.email);
    // Twenty reads at the due date: each line's plan and bundle renew once.
    const reads = await times(PARALLEL, () => gw.call('GET_SUBSCRIPTIONS', { params: { number: on.number }, token: on.token }));
    for (const r of reads) expect(r.status).toBe(200);

    const expectRenewed = async (c: Customer, was: Json, renewed: boolean) => {
      const after = await subscriptionsOf(c);
      const ledger = await ledgerOf(c);
      const bundleRenewals = ledger.filter((e) => e.what === 'BUNDLE_RENEWAL');
      expect(ledger.filter((e) => e.what === 'RENEWAL')).toHaveLength(1);
      expect(bundleRenewals.map((e) => [e.item, e.amount, e.airtime, e.at])).toEqual(renewed ? [[bundle.id, bundle.price, -bundle.price, was.renewsAt]] : []);
      expect(after.airtimeBalance).toBe(was.airtimeBalance - weekly.price.amount - (renewed ? bundle.price : 0));
      const b = bundleOf(after);
      if (!renewed) return expect(b).toBeUndefined();
      expect([b.startsAt, b.expiresAt, b.renews, b.total.dataMb]).toEqual([was.renewsAt, after.renewsAt, true, bundle.dataMb]);
    };
    await expectRenewed(on, before[0], true);
    await expectRenewed(off, before[1], false);
    await expectRenewed(mixed, before[2], mixedState);
  }, 120_000);
});
