/**
 * Issue 31: the list calls (orders, service requests, loyalty history) page on the server by keyset: a stable
 * order with a tie-breaker, a bounded limit, `after` naming the last item of the page before; another customer's
 * item as `after` is refused like an unknown one, and no bad input is a 5xx.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabaseUrl, responseErrors, startTestGateway, type Json, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { solvedCaptchaToken } from './captcha-fixtures';
import { openDatabase } from '../../gateway/db/database';
import { seedListRows } from '../../scripts/list-rows';
import { PAGE_DEFAULT, PAGE_MAX } from '../../schemas/api/common';

const ROWS = 25;
let gw: TestGateway;
let dataDir: string;
let a: { token: string; userId: string; email: string };
let b: { token: string; userId: string; email: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gw-paging-'));
  const databaseUrl = isolatedDatabaseUrl();
  const where = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  gw = await startTestGateway(where);
  a = await signUp(gw);
  b = await signUp(gw);
  for (const c of [a, b]) expect((await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: c.token })).status).toBe(200);
  // The rows go in while the gateway is stopped (PGlite has one owner), then it starts again on the same data.
  await gw.close();
  const db = await openDatabase(where);
  await seedListRows(db, a, ROWS, Date.now(), 'a');
  await seedListRows(db, b, 3, Date.now(), 'b');
  await db.close();
  gw = await startTestGateway(where);
}, 120_000);
afterAll(async () => {
  await gw.close();
  await rm(dataDir, { recursive: true, force: true });
});

const orders = async (token: string, page: Record<string, unknown> = {}) =>
  gw.call('MANAGE_ORDER', { body: { captchaToken: await solvedCaptchaToken(gw.url), ...page }, token });
const requests = (token: string, query: Record<string, string | number> = {}) => gw.call('GET_SERVICE_REQUESTS', { query, token });
const history = (c: { token: string; userId: string }, query: Record<string, string | number> = {}) =>
  gw.call('GET_LOYALTY_POINT_HISTORY', { params: { customerId: c.userId }, query, token: c.token });

/** Walks a list page by page (`after` = the last item's id) until a page comes back short. */
async function walk(page: (after?: string) => Promise<{ status: number; body: Json }>, idOf: (item: Json) => string, limit: number): Promise<Json[]> {
  const all: Json[] = [];
  for (let after: string | undefined, pages = 0; pages < 20; pages++) {
    const res = await page(after);
    expect(res.status).toBe(200);
    const items = res.body.result as Json[];
    expect(items.length).toBeLessThanOrEqual(limit);
    all.push(...items);
    if (items.length < limit) return all;
    after = idOf(items[items.length - 1]);
  }
  throw new Error('more pages than rows');
}

describe('orders (MANAGE_ORDER)', () => {
  it('pages in list order: unfinished sim-only first, then newest first, each order once', async () => {
    const first = await orders(a.token, { limit: 10 });
    expect(responseErrors('MANAGE_ORDER', first.status, first.body)).toEqual([]);
    const all = await walk(async (after) => orders(a.token, { limit: 10, ...(after ? { after } : {}) }), (o) => o.order_ref, 10);
    expect(all).toHaveLength(ROWS);
    expect(new Set(all.map((o) => o.order_ref)).size).toBe(ROWS);
    const unfinished = all.filter((o) => o.state === 'INP');
    expect(unfinished.length).toBeGreaterThan(0);
    expect(all.slice(0, unfinished.length).every((o) => o.state === 'INP')).toBe(true);
    for (const group of [unfinished, all.slice(unfinished.length)]) {
      expect(group.map((o) => o.createdAt)).toEqual([...group.map((o) => o.createdAt)].sort((x, y) => y - x));
    }
    // Without a limit: the default page, in the same order.
    const whole = await orders(a.token);
    expect(whole.body.result.map((o: Json) => o.order_ref)).toEqual(all.slice(0, PAGE_DEFAULT).map((o) => o.order_ref));
  });

  it("refuses another customer's order as `after` exactly like an unknown one", async () => {
    const theirs = (await orders(b.token)).body.result[0].order_ref as string;
    const foreign = await orders(a.token, { after: theirs });
    const unknown = await orders(a.token, { after: 'NO-SUCH-ORDER' });
    expect(foreign.status).toBe(422);
    expect(responseErrors('MANAGE_ORDER', foreign.status, foreign.body)).toEqual([]);
    expect({ ...foreign.body, id: undefined }).toEqual({ ...unknown.body, id: undefined });
    expect(foreign.body).toMatchObject({ code: 'INVALID_CURSOR' });
    expect(foreign.body.description).not.toContain(theirs);
  });

  it.each([[0], [PAGE_MAX + 1], [-1], [2.5], ['ten'], [null]])('answers 400 naming the field for limit %j', async (limit) => {
    const res = await orders(a.token, { limit });
    expect(res.status).toBe(400);
    expect(res.body.description).toContain('limit');
  });
});

describe('service requests (GET_SERVICE_REQUESTS)', () => {
  it('pages newest first with the id breaking ties, all and by type', async () => {
    const all = await walk((after) => requests(a.token, { limit: 7, ...(after ? { after } : {}) }), (r) => r.requestId, 7);
    expect(all).toHaveLength(ROWS);
    expect(new Set(all.map((r) => r.requestId)).size).toBe(ROWS);
    expect(all.map((r) => r.createdAt)).toEqual([...all.map((r) => r.createdAt)].sort((x, y) => y - x));
    const switches = await walk((after) => requests(a.token, { type: 'PLAN_SWITCH', limit: 3, ...(after ? { after } : {}) }), (r) => r.requestId, 3);
    expect(switches.map((r) => r.requestId)).toEqual(all.filter((r) => r.type === 'PLAN_SWITCH').map((r) => r.requestId));
    const page = await requests(a.token, { limit: 2 });
    expect(responseErrors('GET_SERVICE_REQUESTS', page.status, page.body)).toEqual([]);
  });

  it("refuses another customer's request as `after`, and bad limits, without a 5xx", async () => {
    const theirs = (await requests(b.token)).body.result[0].requestId as string;
    const foreign = await requests(a.token, { after: theirs });
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe('INVALID_CURSOR');
    expect({ ...foreign.body, id: undefined }).toEqual({ ...(await requests(a.token, { after: 'nope' })).body, id: undefined });
    for (const limit of ['0', '101', 'x', '1e9']) expect((await requests(a.token, { limit })).status, limit).toBe(400);
    expect((await requests(a.token, { after: 'x'.repeat(201) })).status).toBe(400);
  });
});

describe('loyalty history (GET_LOYALTY_POINT_HISTORY)', () => {
  it('pages newest first by `next` until it is null; numbered pages still answer with the total', async () => {
    const seen: Json[] = [];
    let next: string | null | undefined;
    for (let pages = 0; pages < 10 && next !== null; pages++) {
      const res = await history(a, { limit: 8, ...(next ? { after: next } : {}) });
      expect(responseErrors('GET_LOYALTY_POINT_HISTORY', res.status, res.body)).toEqual([]);
      seen.push(...res.body.result.entries);
      next = res.body.result.next;
    }
    expect(next).toBeNull();
    expect(seen).toHaveLength(ROWS + 1); // and the welcome bonus
    const ids = seen.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    // Filtered by type, the pages are the same entries in the same order.
    const spent: Json[] = [];
    for (let after: string | null | undefined, pages = 0; pages < 20 && after !== null; pages++) {
      const res = await history(a, { type: 'spent', limit: 2, ...(after ? { after } : {}) });
      spent.push(...res.body.result.entries);
      after = res.body.result.next;
    }
    expect(spent.map((e) => e.id)).toEqual(seen.filter((e) => e.type === 'spent').map((e) => e.id));
    expect(spent.length).toBeGreaterThan(2);
    const numbered = await history(a, { page: 2, pageSize: 10 });
    expect(numbered.body.result).toMatchObject({ total: ROWS + 1, page: 2, pageSize: 10 });
    expect(numbered.body.result.entries.map((e: Json) => e.id)).toEqual(seen.slice(10, 20).map((e) => e.id));
  });

  it("refuses another customer's entry as `after`, a non-numeric one and mixed paging, without a 5xx", async () => {
    const theirs = (await history(b)).body.result.entries[0].id as string;
    const foreign = await history(a, { after: theirs });
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe('INVALID_CURSOR');
    expect({ ...foreign.body, id: undefined }).toEqual({ ...(await history(a, { after: '999999999999' })).body, id: undefined });
    expect((await history(a, { after: 'abc' })).status).toBe(400);
    expect((await history(a, { limit: 101 })).status).toBe(400);
    expect((await history(a, { page: 2, limit: 5 })).status).toBe(400);
    // Someone else's history is still refused whatever the paging.
    expect((await gw.call('GET_LOYALTY_POINT_HISTORY', { params: { customerId: b.userId }, query: { limit: 5 }, token: a.token })).status).toBe(403);
  });
});
