import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, startTestGateway, type TestGateway } from './harness';
import { device, signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

// A termination takes effect 7 days after it is asked for (issue 9 part 5): until then it is open and may be
// cancelled; from its day on the request is COMPLETED and the line Inactive. Its own gateway: the clock moves.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

async function signIn(email: string): Promise<string> {
  const started = await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } });
  const done = await gw.call('VALIDATE_OTP_SIGNIN', { body: { device, otpCode: await latestCode(gw, email), requestId: started.body.result.requestId } });
  return done.body.result.accessToken;
}

describe('termination lifecycle', () => {
  it('stays open for 7 days, then completes and closes the line; a cancelled one never does', async () => {
    const user = await signUp(gw);
    const kept = await placePaidOrder(gw, user.token, user.email);
    const ended = await placePaidOrder(gw, user.token, user.email);

    const cancelled = await gw.call('TERMINATE_NUMBER', { body: { number: kept.number, reasonId: 'PRICE' }, token: user.token });
    expect((await gw.call('CANCEL_TERMINATION', { body: { requestId: cancelled.body.result.requestId }, token: user.token })).body.result.status).toBe('CANCELLED');
    const request = await gw.call('TERMINATE_NUMBER', { body: { number: ended.number, reasonId: 'MOVING_ABROAD' }, token: user.token });
    const effectiveAt = request.body.result.payload.effectiveAt as number;
    const statusOf = async (token: string) => (await gw.call('GET_SERVICE_REQUEST', { params: { requestId: request.body.result.requestId }, token })).body.result.status;
    const lineStatus = async (number: string, token: string) => (await gw.call('GET_LINE', { params: { number }, token })).body.result.status;

    // A day before its effect: still open, the line still in service.
    await dev(gw, '/dev/clock', { advanceMs: effectiveAt - Date.now() - 24 * 3600 * 1000 });
    let token = await signIn(user.email);
    expect(await statusOf(token)).toBe('SUBMITTED');
    expect(await lineStatus(ended.number, token)).toBe('Active');

    // Its day has come.
    await dev(gw, '/dev/clock', { advanceMs: 2 * 24 * 3600 * 1000 });
    token = await signIn(user.email);
    expect(await statusOf(token)).toBe('COMPLETED');
    expect(await lineStatus(ended.number, token)).toBe('Inactive');
    expect(await lineStatus(kept.number, token)).toBe('Active');
    const listed = (await gw.call('GET_SERVICE_REQUESTS', { query: { type: 'TERMINATION_REQUEST' }, token })).body.result as Array<{ requestId: string; status: string }>;
    expect(Object.fromEntries(listed.map((r) => [r.requestId, r.status]))).toEqual({ [request.body.result.requestId]: 'COMPLETED', [cancelled.body.result.requestId]: 'CANCELLED' });
  });
});
