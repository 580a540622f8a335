/**
 * Issue 45 part 6: a lost or stolen SIM (gateway/handlers/line-block-handlers.ts). Blocking is at once and needs no
 * code; the line reads Suspend and uses nothing on the clock; unblocking needs the code emailed to the account and
 * gives back the status the line had, never using the time it was blocked. Twenty blocks or unblocks at once act
 * once; another customer's line or code does nothing (scripts/gateway-pg-test.sh runs this on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signUp, wrong } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

const DAY = 24 * 3600_000;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 400 * 86_400 });
});
afterAll(() => gw.close());

async function customer(options: { activate?: boolean } = {}) {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email, options);
  return { ...user, number: line.number };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const line = async (c: Customer) => (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result as Json;
const block = (c: Customer, number = c.number, reason = 'LOST') => gw.call('BLOCK_LINE', { params: { number }, body: { reason }, token: c.token });
const askCode = (c: Customer, number = c.number) => gw.call('REQUEST_UNBLOCK_CODE', { params: { number }, token: c.token });
const unblock = (c: Customer, requestId: string, otpCode: string, number = c.number) =>
  gw.call('UNBLOCK_LINE', { params: { number }, body: { requestId, otpCode }, token: c.token });
const outbox = async (recipient: string): Promise<Array<{ subject: string; code: string | null }>> =>
  ((await (await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as { result: Array<{ subject: string; code: string | null }> }).result;

describe('blocking a lost SIM', () => {
  it('blocks at once: the line reads Suspend and uses nothing while the clock moves; the code unblocks it, the blocked days never used', async () => {
    const c = await customer();
    await dev(gw, '/dev/clock', { advanceMs: 2 * DAY });
    const blocked = await block(c, c.number, 'STOLEN');
    expect(blocked.status).toBe(200);
    expect(responseErrors('BLOCK_LINE', blocked.status, blocked.body)).toEqual([]);
    expect(blocked.body.result).toMatchObject({ status: 'Suspend', blockedAt: expect.any(Number) });
    const atBlock = blocked.body.result.usage.remaining;

    await dev(gw, '/dev/clock', { advanceMs: 5 * DAY });
    expect((await line(c)).usage.remaining).toEqual(atBlock);
    expect((await line(c)).status).toBe('Suspend');

    // The code goes to the account's email, never to the lost SIM.
    const sent = await askCode(c);
    expect(sent.status).toBe(200);
    expect((await outbox(c.number)).filter((m) => m.code)).toEqual([]);
    const back = await unblock(c, sent.body.result.requestId, await latestCode(gw, c.email));
    expect(back.status).toBe(200);
    expect(back.body.result).toMatchObject({ status: 'Active', blockedAt: null });
    expect(back.body.result.usage.remaining).toEqual(atBlock);

    // From the unblock on, the line uses its allowance again.
    await dev(gw, '/dev/clock', { advanceMs: 2 * DAY });
    const after = (await line(c)).usage.remaining;
    expect(after.dataMb).toBeLessThan(atBlock.dataMb);
  });

  it('twenty blocks at once block once (one email), and twenty unblocks with the right code unblock once', async () => {
    const c = await customer();
    const blocks = await times(20, () => block(c));
    expect(blocks.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await outbox(c.email)).filter((m) => m.subject.includes('is blocked'))).toHaveLength(1);
    const { requestId } = (await askCode(c)).body.result;
    const code = await latestCode(gw, c.email);
    const unblocks = await times(20, () => unblock(c, requestId, code));
    expect(unblocks.filter((r) => r.status === 200)).toHaveLength(1);
    expect(unblocks.filter((r) => r.status >= 500)).toEqual([]);
    expect((await line(c)).status).toBe('Active');
  });

  it("another customer's line cannot be blocked or asked about, and their code unblocks nothing of mine", async () => {
    const [a, b] = [await customer(), await customer()];
    expect((await block(a, b.number)).status).toBe(404);
    expect((await line(b)).status).toBe('Active');
    await block(a);
    await block(b);
    expect((await askCode(b, a.number)).status).toBe(404);
    const { requestId } = (await askCode(a)).body.result;
    const codeA = await latestCode(gw, a.email);
    // B replays A's request and code on B's own line: refused, and A's request still works for A.
    const replay = await unblock(b, requestId, codeA);
    expect(replay.status).toBe(422);
    expect((await line(b)).status).toBe('Suspend');
    expect((await unblock(a, requestId, codeA)).status).toBe(200);
  });

  it('wrong codes are limited: the third blocks the request, the right code is then refused', async () => {
    const c = await customer();
    await block(c);
    const { requestId } = (await askCode(c)).body.result;
    const right = await latestCode(gw, c.email);
    expect((await unblock(c, requestId, wrong(right))).body.attemptsLeft).toBe(2);
    await unblock(c, requestId, wrong(right));
    expect((await unblock(c, requestId, wrong(right))).body.code).toBe(422026);
    expect((await unblock(c, requestId, right)).status).toBe(422);
    expect((await line(c)).status).toBe('Suspend');
  });

  it('a line awaiting its SIM cannot be blocked; a line not blocked has nothing to unblock; bad input is a 400 naming the field', async () => {
    const pending = await customer({ activate: false });
    expect((await block(pending)).body.code).toBe('LINE_NOT_ACTIVATED');
    const c = await customer();
    expect((await askCode(c)).body.code).toBe('LINE_NOT_BLOCKED');
    const bad = await block(c, c.number, 'BROKEN');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('reason');
    const badCode = await unblock(c, 'short', '12');
    expect(badCode.status).toBe(400);
  });
});
