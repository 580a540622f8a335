/**
 * Issue 45 part 3: notifications (gateway/notifications/, gateway/handlers/notification-handlers.ts). The sandbox
 * raises them as its clock moves and events happen, each once per event however many reads, clock moves or
 * processes find it (a unique key per customer and event); the inbox is newest first, paged by the gateway; read and
 * unread are kept here; another customer's notification is 404 (scripts/gateway-pg-test.sh runs this on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signIn, signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';
import { RENEWAL_NOTICE_MS } from '../../gateway/notifications/notifications';
import { DELIVERY_STEPS } from '../../gateway/orders/shipment-progress';
import { NOTIFICATION_KINDS } from '../../schemas/api/notifications';
import { plans } from '../../gateway/seed/catalog-seed';
import { OPENING_AIRTIME } from '../../gateway/lines/line-store';

const DAY = 24 * 3600_000;
/** The monthly prepaid plan's price (the order fixture's plan): more than the airtime a new line starts with. */
const MONTHLY_PRICE = plans.find((p) => p.id === 'plan-prepaid-monthly')!.price.amount;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 400 * 86_400 });
});
afterAll(() => gw.close());

/** A customer with a line: Active (the SIM activated, its shipment delivered), or awaiting its SIM (`activate: false`). */
async function customer(options: { activate?: boolean; over?: Record<string, unknown> } = {}) {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email, options);
  return { ...user, ...line };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const lineOf = async (c: Customer) => (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result as Json;
const count = async (c: Customer) => {
  const res = await gw.call('GET_NOTIFICATION_COUNT', { token: c.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(responseErrors('GET_NOTIFICATION_COUNT', res.status, res.body)).toEqual([]);
  return res.body.result.unread as number;
};
/** Every notification of the customer, page by page as the app reads them. */
async function inbox(c: Customer, limit = 3): Promise<Json[]> {
  const all: Json[] = [];
  let after: string | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await gw.call('GET_NOTIFICATIONS', { query: { limit, ...(after ? { after } : {}) }, token: c.token });
    expect(res.status).toBe(200);
    expect(responseErrors('GET_NOTIFICATIONS', res.status, res.body)).toEqual([]);
    all.push(...res.body.result.notifications);
    after = res.body.result.next ?? undefined;
    if (!after) return all;
  }
  throw new Error('the inbox never ended');
}
const kinds = (list: Json[]) => list.map((n) => n.kind as string).sort();
const appetite = (c: Customer, dataShare: number) => dev(gw, '/dev/lines/appetite', { number: c.number, dataShare });

/** Where the customer's line stands: days into its period until the renewal notice and the renewal. */
async function daysTo(c: Customer) {
  const l = await lineOf(c);
  return { notice: l.usage.renewsAt - RENEWAL_NOTICE_MS, renewsAt: l.usage.renewsAt, price: MONTHLY_PRICE };
}

describe('notifications raised by the clock', () => {
  it('twenty clock moves at once, each with a read, raise each event once: data 80 % and 100 %', async () => {
    // A weekly plan without add-ons, whose sandbox customer uses all its data in two thirds of the week.
    const c = await customer({ over: { planId: 'plan-prepaid-weekly', addonIds: [] } });
    await appetite(c, 1.5);
    await times(20, async () => {
      await dev(gw, '/dev/clock', { advanceMs: 0.45 * DAY });
      return count(c);
    });
    const list = await inbox(c);
    const once = ['DATA_80', 'DATA_100'];
    for (const kind of once) expect(list.filter((n) => n.kind === kind), kind).toHaveLength(1);
    // Any other kind raised on the way (the renewal notice, when a read fell in its 3 days) is there at most once.
    for (const kind of NOTIFICATION_KINDS) expect(list.filter((n) => n.kind === kind).length, kind).toBeLessThanOrEqual(1);
    expect(list.find((n) => n.kind === 'DATA_100').params).toEqual({ number: c.number });
    expect(await count(c)).toBe(list.length);
    // Reading again, or moving on, raises none of them again.
    await dev(gw, '/dev/clock', { advanceMs: DAY });
    await times(20, () => count(c));
    expect(kinds(await inbox(c))).toEqual(kinds(list));
  });

  it('the renewal notice and a balance short of it come 3 days before the renewal, once; at due time a successful renewal raises no failure', async () => {
    const c = await customer();
    const before = await daysTo(c);
    expect(before.price).toBeGreaterThan(OPENING_AIRTIME);
    expect(await count(c)).toBe(0);
    const now = (await dev(gw, '/dev/clock', { advanceMs: 0 })).result.now as number;
    await dev(gw, '/dev/clock', { advanceMs: before.notice - now + DAY / 2 });
    const unread = await times(20, () => count(c));
    expect(new Set(unread).size).toBe(1);
    const list = await inbox(c);
    expect(kinds(list)).toEqual(['LOW_BALANCE', 'RENEWAL_SOON']);
    expect(list.find((n) => n.kind === 'RENEWAL_SOON').params).toEqual({ number: c.number, renewsAt: before.renewsAt, amount: before.price });
    expect(list.find((n) => n.kind === 'LOW_BALANCE').params).toMatchObject({ number: c.number, balance: OPENING_AIRTIME, amount: before.price });
    // The renewal day comes with Rs 500 for Rs 1,499: the line lapses to Grace and the customer is told, once.
    await dev(gw, '/dev/clock', { advanceMs: 4 * DAY });
    const again = { ...c, token: await signIn(gw, c.email) };
    await times(20, () => count(again));
    const failed = (await inbox(again)).filter((n) => n.kind === 'RENEWAL_FAILED');
    expect(failed).toHaveLength(1);
    expect(failed[0].params).toEqual({ number: c.number, reason: 'BALANCE' });
    expect(failed[0].at).toBe(before.renewsAt);
  });

  it('a shipment raises dispatched and delivered at their own times, newest first', async () => {
    const c = await customer({ activate: false });
    const dispatched = DELIVERY_STEPS.find((s) => s.status === 'DISPATCHED')!.afterMs;
    const delivered = DELIVERY_STEPS.find((s) => s.status === 'DELIVERED')!.afterMs;
    await dev(gw, '/dev/clock', { advanceMs: dispatched });
    expect(kinds(await inbox(c))).toEqual(['ORDER_DISPATCHED']);
    await dev(gw, '/dev/clock', { advanceMs: delivered - dispatched });
    const list = await inbox(c);
    expect(list.map((n) => n.kind)).toEqual(['ORDER_DELIVERED', 'ORDER_DISPATCHED']);
    expect(list[0].at).toBeGreaterThan(list[1].at);
    expect(list[1].params).toEqual({ orderRef: c.orderRef });
  });

  // Two gateway processes share one PostgreSQL database (PGlite is one process's own): each finds the same events.
  it.skipIf(!process.env.DATABASE_URL)('two gateways on one database, twenty reads across both, raise each event once', async () => {
    const second = await startTestGateway({ databaseUrl: gw.databaseUrl!, limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 400 * 86_400 });
    try {
      const c = await customer({ over: { planId: 'plan-prepaid-weekly', addonIds: [] } });
      await appetite(c, 1.5);
      // The second gateway's clock is its own: it is moved to the first's.
      const [a, b] = [(await dev(gw, '/dev/clock', { advanceMs: 0 })).result.now, (await dev(second, '/dev/clock', { advanceMs: 0 })).result.now];
      await dev(second, '/dev/clock', { advanceMs: Math.max(0, a - b) });
      for (const g of [gw, second]) await dev(g, '/dev/clock', { advanceMs: 6 * DAY });
      await times(20, (i) => (i % 2 ? second : gw).call('GET_NOTIFICATION_COUNT', { token: c.token }));
      const list = await inbox(c);
      for (const kind of ['DATA_80', 'DATA_100', 'RENEWAL_SOON']) expect(list.filter((n) => n.kind === kind), kind).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('points earned are told once (the welcome bonus on joining)', async () => {
    const c = await customer();
    await times(5, () => gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: c.token }));
    const points = (await inbox(c)).filter((n) => n.kind === 'POINTS_EARNED');
    expect(points).toHaveLength(1);
    expect(points[0].params.points).toBeGreaterThan(0);
  });
});

describe('read and unread, paging, and other customers', () => {
  async function withNotifications() {
    const c = await customer({ activate: false });
    await dev(gw, '/dev/clock', { advanceMs: DELIVERY_STEPS[DELIVERY_STEPS.length - 1]!.afterMs });
    const list = await inbox(c);
    expect(list.length).toBeGreaterThanOrEqual(2);
    return { c, list };
  }

  it('pages newest first without repeating or skipping; a cursor of another customer is refused', async () => {
    const { c, list } = await withNotifications();
    const single = await inbox(c, 1);
    expect(single.map((n) => n.id)).toEqual(list.map((n) => n.id));
    for (let i = 1; i < list.length; i++) expect(list[i - 1].at).toBeGreaterThanOrEqual(list[i].at);
    const other = await customer();
    const res = await gw.call('GET_NOTIFICATIONS', { query: { after: list[0].id }, token: other.token });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVALID_CURSOR');
    const junk = await gw.call('GET_NOTIFICATIONS', { query: { after: "'; DROP TABLE notifications" }, token: c.token });
    expect(junk.status).toBe(422);
  });

  it('opening one marks it read (once, at the gateway), the count goes down; mark all reads the rest', async () => {
    const { c, list } = await withNotifications();
    const unread = await count(c);
    const opened = await times(20, () => gw.call('MARK_NOTIFICATION_READ', { params: { notificationId: list[0].id }, token: c.token }));
    expect(opened.every((r) => r.status === 200)).toBe(true);
    expect(new Set(opened.map((r) => r.body.result.readAt)).size).toBe(1);
    expect(await count(c)).toBe(unread - 1);
    expect((await inbox(c)).find((n) => n.id === list[0].id).readAt).toBe(opened[0]!.body.result.readAt);
    const all = await gw.call('MARK_ALL_NOTIFICATIONS_READ', { token: c.token });
    expect(all.status).toBe(200);
    expect(await count(c)).toBe(0);
    expect((await inbox(c)).every((n) => n.readAt !== null)).toBe(true);
  });

  it("another customer's notification is 404 and stays unread; an id that is no number is 404 too", async () => {
    const { c, list } = await withNotifications();
    const other = await customer();
    const res = await gw.call('MARK_NOTIFICATION_READ', { params: { notificationId: list[0].id }, token: other.token });
    expect(res.status).toBe(404);
    expect((await inbox(c)).find((n) => n.id === list[0].id).readAt).toBeNull();
    for (const id of ['abc', '9'.repeat(30), '-1']) {
      expect((await gw.call('MARK_NOTIFICATION_READ', { params: { notificationId: id }, token: c.token })).status).toBe(404);
    }
    // Nothing of the first customer's shows in the other's inbox.
    expect((await inbox(other)).some((n) => list.some((m) => m.id === n.id))).toBe(false);
  });

  it('asks to be signed in', async () => {
    expect((await gw.call('GET_NOTIFICATIONS', {})).status).toBe(401);
    expect((await gw.call('GET_NOTIFICATION_COUNT', {})).status).toBe(401);
  });
});
