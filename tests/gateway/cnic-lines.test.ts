/**
 * Issue 45 part 7: the numbers on my CNIC (gateway/handlers/cnic-handlers.ts). The lines registered to the account's
 * CNIC, this account's and another's, with their status; never a line of another CNIC. "This is not mine" opens a
 * service request the customer follows (once however many presses), moved on by the sandbox clock, each step told
 * as a notification (scripts/gateway-pg-test.sh runs this on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { placePaidOrder, randomCnic } from './order-fixtures';
import { CNIC_REPORT, CNIC_REPORT_STEPS } from '../../gateway/handlers/cnic-handlers';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 400 * 86_400 });
});
afterAll(() => gw.close());

async function customer(documentId: string) {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email, { over: { documentId } });
  return { ...user, ...line, documentId };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const cnicLines = async (c: { token: string }) => {
  const res = await gw.call('GET_CNIC_LINES', { token: c.token });
  expect(res.status).toBe(200);
  expect(responseErrors('GET_CNIC_LINES', res.status, res.body)).toEqual([]);
  return res.body.result as Json;
};
const report = (c: Customer, number: string) => gw.call('REPORT_CNIC_LINE', { body: { number }, token: c.token });

describe('numbers on my CNIC', () => {
  it("lists the CNIC's lines, this account's and another account's, never another CNIC's; the CNIC shown by its last 4 digits", async () => {
    const cnic = randomCnic();
    const me = await customer(cnic);
    const someoneElse = await customer(cnic);
    const stranger = await customer(randomCnic());
    const mine = await cnicLines(me);
    expect(mine.cnic).toBe(`${'*'.repeat(cnic.length - 4)}${cnic.slice(-4)}`);
    expect(mine.lines.map((l: Json) => [l.number, l.onThisAccount, l.status]).sort()).toEqual(
      [[me.number, true, 'Active'], [someoneElse.number, false, 'Active']].sort(),
    );
    expect(mine.lines.some((l: Json) => l.number === stranger.number)).toBe(false);
    expect((await cnicLines(stranger)).lines.map((l: Json) => l.number)).toEqual([stranger.number]);
  });

  it('an account with no order has no CNIC and no lines', async () => {
    const user = await signUp(gw);
    expect(await cnicLines(user)).toMatchObject({ cnic: null, lines: [] });
  });

  it('"not mine" opens one request however many presses; it is followed like any request and moves on by the clock, each step told', async () => {
    const cnic = randomCnic();
    const me = await customer(cnic);
    const someoneElse = await customer(cnic);
    const made = await times(20, () => report(me, someoneElse.number));
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(made.map((r) => r.body.result.requestId));
    expect(ids.size).toBe(1);
    const requestId = made[0]!.body.result.requestId as string;
    expect(made[0]!.body.result).toMatchObject({ type: CNIC_REPORT, status: 'SUBMITTED', number: someoneElse.number });
    expect((await cnicLines(me)).lines.find((l: Json) => l.number === someoneElse.number).report).toEqual({ requestId, status: 'SUBMITTED' });

    const byId = await gw.call('GET_SERVICE_REQUEST', { params: { requestId }, token: me.token });
    expect(byId.status).toBe(200);
    expect(byId.body.result).toMatchObject({ requestId, type: CNIC_REPORT });
    // The other account sees nothing of it.
    expect((await gw.call('GET_SERVICE_REQUEST', { params: { requestId }, token: someoneElse.token })).status).toBe(404);

    for (const step of CNIC_REPORT_STEPS) {
      const now = (await dev(gw, '/dev/clock', { advanceMs: 0 })).result.now as number;
      await dev(gw, '/dev/clock', { advanceMs: byId.body.result.createdAt + step.afterMs - now + 1000 });
      const seen = await times(5, () => gw.call('GET_SERVICE_REQUEST', { params: { requestId }, token: me.token }));
      expect(seen.map((r) => r.body.result.status)).toEqual(Array(5).fill(step.status));
    }
    const told = (await gw.call('GET_NOTIFICATIONS', { token: me.token })).body.result.notifications.filter((n: Json) => n.kind === 'REQUEST_STATUS');
    expect(told.map((n: Json) => n.params.status).sort()).toEqual(CNIC_REPORT_STEPS.map((s) => s.status).sort());
    expect(told.every((n: Json) => n.params.requestId === requestId && n.params.type === CNIC_REPORT)).toBe(true);
    // Closed, the number may be reported again: a new request.
    const again = await report(me, someoneElse.number);
    expect(again.status).toBe(200);
    expect(again.body.result.requestId).not.toBe(requestId);
  });

  it("a number not on the account's CNIC is 404 (another CNIC's, or none at all); bad input is 400", async () => {
    const me = await customer(randomCnic());
    const stranger = await customer(randomCnic());
    for (const number of [stranger.number, '923009999999']) {
      const res = await report(me, number);
      expect(res.status).toBe(404);
    }
    const before = (await gw.call('GET_SERVICE_REQUESTS', { token: stranger.token })).body.result.length;
    expect(before).toBe(0);
    for (const body of [{}, { number: 'abc' }, { number: stranger.number, extra: 1 }]) {
      const res = await gw.call('REPORT_CNIC_LINE', { body, token: me.token });
      expect(res.status).toBe(400);
      expect(res.body.description).toMatch(/number|extra|additional/);
    }
    expect((await gw.call('GET_CNIC_LINES', {})).status).toBe(401);
  });
});
