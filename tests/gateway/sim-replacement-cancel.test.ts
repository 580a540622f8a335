/**
 * Issue 29 part 5: a SIM replacement left half-way can be cancelled while its fee is unpaid; its open payment closes
 * with it (a late approval charges nothing), another customer's request is refused, a paid one is kept, and a
 * cancel racing an approval ends one way only. Runs on PostgreSQL too (scripts/gateway-pg-test.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type GatewayClient, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw.close());

const settle = (g: GatewayClient, paymentId: string) =>
  g.fetch(`/sandbox/pay/${paymentId}/success`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
const statusOf = async (paymentId: string) => (await gw.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: paymentId } })).body.result.status as string;

async function customerWithRequest() {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email);
  const sr = await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: line.number, simType: 'physical_sim', reason: 'LOST', agreeTerms: true }, token: user.token });
  expect(sr.status, JSON.stringify(sr.body)).toBe(200);
  return { ...user, ...line, requestId: sr.body.result.requestId as string };
}
const cancel = (token: string, requestId: string) => gw.call('CANCEL_SIM_REPLACEMENT', { body: { requestId }, token });

describe('cancelling a SIM replacement', () => {
  it('an unpaid one is cancelled with its open payment; a late approval charges nothing; a new request can start', async () => {
    const c = await customerWithRequest();
    const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: c.requestId, paymentMethod: 'CARD' }, token: c.token });
    expect(pay.status).toBe(200);
    const done = await cancel(c.token, c.requestId);
    expect(responseErrors('CANCEL_SIM_REPLACEMENT', done.status, done.body)).toEqual([]);
    expect(done.body.result.status).toBe('CANCELLED');
    expect(await statusOf(pay.body.result.paymentId)).toBe('CANCELLED');
    expect((await settle(gw, pay.body.result.paymentId)).status).toBe(422);
    expect(await statusOf(pay.body.result.paymentId)).toBe('CANCELLED');
    expect((await gw.call('PAYMENT_REQUEST', { body: { orderRef: c.requestId, paymentMethod: 'CARD' }, token: c.token })).status).toBe(422);
    // Twice: nothing open to cancel.
    expect((await cancel(c.token, c.requestId)).status).toBe(404);
    const again = await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: c.number, simType: 'esim', reason: 'LOST', agreeTerms: true }, token: c.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('another customer\'s request, a made-up id and a bad body are refused; a paid one is kept (ALREADY_PAID)', async () => {
    const c = await customerWithRequest();
    const stranger = await signUp(gw);
    expect((await cancel(stranger.token, c.requestId)).status).toBe(404);
    expect((await cancel(c.token, 'SR-00000000')).status).toBe(404);
    expect((await gw.call('CANCEL_SIM_REPLACEMENT', { body: { requestId: c.requestId, extra: 1 }, token: c.token })).status).toBe(400);
    expect((await gw.call('CANCEL_SIM_REPLACEMENT', { body: { requestId: c.requestId } })).status).toBe(401);
    const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: c.requestId, paymentMethod: 'CARD' }, token: c.token });
    expect((await settle(gw, pay.body.result.paymentId)).status).toBe(303);
    const refused = await cancel(c.token, c.requestId);
    expect([refused.status, refused.body.code]).toEqual([422, 'ALREADY_PAID']);
    expect((await gw.call('GET_SERVICE_REQUEST', { params: { requestId: c.requestId }, token: c.token })).body.result.status).toBe('IN_PROGRESS');
  });

  it('twenty cancels racing twenty approvals: either cancelled and not charged, or charged and kept', async () => {
    const c = await customerWithRequest();
    const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: c.requestId, paymentMethod: 'CARD' }, token: c.token });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? settle(gw, pay.body.result.paymentId).then((r) => r.status) : cancel(c.token, c.requestId).then((r) => r.status))));
    for (const s of results) expect(s).toBeLessThan(500);
    const request = (await gw.call('GET_SERVICE_REQUEST', { params: { requestId: c.requestId }, token: c.token })).body.result;
    const payment = await statusOf(pay.body.result.paymentId);
    if (request.status === 'CANCELLED') expect(payment).not.toBe('SUCCESS');
    else expect([request.status, payment]).toEqual(['IN_PROGRESS', 'SUCCESS']);
  });
});
