/**
 * Issue 46 part 5: a chat a signed-in customer starts is one of their requests (gateway/handlers/chat-handlers.ts):
 * a CHAT request with a CH- reference and the first message as its topic, listed and read like every request, moved
 * on by the sandbox clock as the decision says (answered, then closed), never another customer's, one per key
 * however many parallel starts, and no body that makes the gateway answer 5xx (scripts/gateway-pg-test.sh runs this
 * on PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { CHAT_STEPS } from '../../gateway/handlers/chat-handlers';

let gw: TestGateway;
beforeAll(async () => {
  // Tokens outlive the clock moved here (days).
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 400 * 86_400 });
});
afterAll(() => gw.close());

type Customer = Awaited<ReturnType<typeof signUp>>;
const key = () => `chat-${randomBytes(8).toString('hex')}`;
const start = (c: Customer, body: unknown, k = key()) => gw.call('START_CHAT', { body, token: c.token, headers: { 'idempotency-key': k } });
const read = (c: Customer, requestId: string) => gw.call('GET_SERVICE_REQUEST', { params: { requestId }, token: c.token });
const list = async (c: Customer) => {
  const res = await gw.call('GET_SERVICE_REQUESTS', { token: c.token });
  expect(res.status).toBe(200);
  expect(responseErrors('GET_SERVICE_REQUESTS', res.status, res.body)).toEqual([]);
  return res.body.result as Json[];
};
const agents = (online: boolean) => dev(gw, '/dev/support/agents', { online });
const advance = (ms: number) => dev(gw, '/dev/clock', { advanceMs: ms });

describe('chat requests', () => {
  it('a chat started is a CHAT request with a CH- reference and its topic, in the list and readable by its reference', async () => {
    await agents(true);
    const me = await signUp(gw);
    const res = await start(me, { topic: '  My bundle did not start  ' });
    expect(res.status).toBe(200);
    expect(responseErrors('START_CHAT', res.status, res.body)).toEqual([]);
    const made = res.body.result;
    expect(made).toMatchObject({ type: 'CHAT', status: 'SUBMITTED', payload: { topic: 'My bundle did not start', agentsOnline: true } });
    expect(made.requestId).toMatch(/^CH-\d{6,}$/);
    expect(made.number).toBeUndefined();
    expect((await list(me)).map((r) => r.requestId)).toEqual([made.requestId]);
    const one = await read(me, made.requestId);
    expect(one.status).toBe(200);
    expect(responseErrors('GET_SERVICE_REQUEST', one.status, one.body)).toEqual([]);
    expect(one.body.result).toMatchObject({ requestId: made.requestId, type: 'CHAT', createdAt: made.createdAt });
    // A chat with no first message (or spaces only) has no topic; every chat gets its own reference.
    const bare = (await start(me, {})).body.result;
    const spaces = (await start(me, { topic: '   ' })).body.result;
    expect(bare.payload.topic).toBeUndefined();
    expect(spaces.payload.topic).toBeUndefined();
    expect(new Set([made.requestId, bare.requestId, spaces.requestId]).size).toBe(3);
  });

  it('online: answered in the chat two minutes later, closed an hour after the start; offline: answered a day later, closed a day after that', async () => {
    const me = await signUp(gw);
    await agents(true);
    const online = (await start(me, { topic: 'online' })).body.result.requestId as string;
    await agents(false);
    const offline = (await start(me, { topic: 'offline' })).body.result.requestId as string;
    const status = async (id: string) => (await read(me, id)).body.result.status as string;
    expect([await status(online), await status(offline)]).toEqual(['SUBMITTED', 'SUBMITTED']);
    let moved = 0;
    const to = async (ms: number) => {
      await advance(ms - moved + 1000);
      moved = ms + 1000;
    };
    await to(CHAT_STEPS.online[0]!.afterMs);
    expect([await status(online), await status(offline)]).toEqual(['IN_PROGRESS', 'SUBMITTED']);
    await to(CHAT_STEPS.online[1]!.afterMs);
    expect([await status(online), await status(offline)]).toEqual(['COMPLETED', 'SUBMITTED']);
    await to(CHAT_STEPS.offline[0]!.afterMs);
    expect(await status(offline)).toBe('IN_PROGRESS');
    await to(CHAT_STEPS.offline[1]!.afterMs);
    expect(await status(offline)).toBe('COMPLETED');
    // The list shows the same statuses as the detail, and a closed chat stays closed.
    const rows = await list(me);
    expect(rows.map((r) => [r.requestId, r.status]).sort()).toEqual([[online, 'COMPLETED'], [offline, 'COMPLETED']].sort());
    await advance(3 * 24 * 3600 * 1000);
    expect(await status(online)).toBe('COMPLETED');
  });

  it("another customer's chat is 404 on every endpoint, and never in their list; their key makes their own chat", async () => {
    const me = await signUp(gw);
    const stranger = await signUp(gw);
    const k = key();
    const mine = (await start(me, { topic: 'mine' }, k)).body.result.requestId as string;
    const theirs = await read(stranger, mine);
    expect(theirs.status).toBe(404);
    expect(responseErrors('GET_SERVICE_REQUEST', theirs.status, theirs.body)).toEqual([]);
    for (const call of ['GET_REVERSE_PORTIN_STATUS', 'GET_REVERSE_PORTOUT_STATUS'] as const) {
      expect((await gw.call(call, { params: { requestId: mine }, token: stranger.token })).status).toBe(404);
    }
    // Cancel calls name one type each: a chat is no termination, plan switch or SIM replacement of anyone's.
    for (const call of ['CANCEL_TERMINATION', 'CANCEL_PLAN_SWITCH', 'CANCEL_SIM_REPLACEMENT'] as const) {
      expect((await gw.call(call, { body: { requestId: mine }, token: stranger.token })).status).toBe(404);
    }
    expect((await list(stranger)).some((r) => r.requestId === mine)).toBe(false);
    // A page of the stranger's list after my reference is refused as an unknown cursor, not a page of mine.
    const after = await gw.call('GET_SERVICE_REQUESTS', { query: { after: mine }, token: stranger.token });
    expect([after.status, after.body.description]).toEqual([422, expect.stringContaining('after')]);
    const same = await start(stranger, { topic: 'mine' }, k);
    expect(same.status).toBe(200);
    expect(same.body.result.requestId).not.toBe(mine);
    expect((await read(me, mine)).body.result.payload.topic).toBe('mine');
    expect((await gw.call('START_CHAT', { body: {}, headers: { 'idempotency-key': key() } })).status).toBe(401);
  });

  it('twenty parallel starts with one key make one request; that key with another topic is refused', async () => {
    const me = await signUp(gw);
    const k = key();
    const made = await times(20, () => start(me, { topic: 'Where is my SIM?' }, k));
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(made.map((r) => r.body.result.requestId)).size).toBe(1);
    expect((await list(me)).filter((r) => r.type === 'CHAT')).toHaveLength(1);
    const replay = await start(me, { topic: 'Something else' }, k);
    expect([replay.status, replay.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(responseErrors('START_CHAT', replay.status, replay.body)).toEqual([]);
    expect((await list(me)).filter((r) => r.type === 'CHAT')).toHaveLength(1);
    // Without a key the start is refused, naming the header: a lost answer could otherwise open a second chat.
    const keyless = await gw.call('START_CHAT', { body: { topic: 'x' }, token: me.token });
    expect(keyless.status).toBe(400);
    expect(keyless.body.description).toContain('idempotency-key');
  });

  it('bad input gets a 4xx naming what is wrong, never a 5xx; a 1,000-character topic is kept whole', async () => {
    const me = await signUp(gw);
    const long = 'ب'.repeat(1000);
    const kept = await start(me, { topic: long });
    expect(kept.status).toBe(200);
    expect(kept.body.result.payload.topic).toBe(long);
    for (const body of [{ topic: 'x'.repeat(10_000) }, { topic: 42 }, { topic: null }, { topic: ['a'] }, { topic: 'ok', extra: 1 }, [], 'text', 7]) {
      const res = await start(me, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.description).toMatch(/topic|extra|additional|body/);
    }
    for (const raw of ['{"topic":', '\u0000\u0001', 'x'.repeat(10_000)]) {
      const res = await gw.fetch('/v1/chats', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}`, 'idempotency-key': key() }, body: raw });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const k of ['short', 'x'.repeat(10_000), 'bad key!']) {
      const res = await start(me, { topic: 'x' }, k);
      expect(res.status).toBe(400);
    }
    for (const id of ['CH-999999999', 'x'.repeat(10_000), "CH-1' OR '1'='1"]) {
      // Unknown, too long for an address (414) or not a reference at all: refused, never answered with a request or a 5xx.
      const res = await read(me, id);
      expect([400, 404, 414]).toContain(res.status);
    }
  });
});
