import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { device, signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

// Plan switch in the sandbox (issue 9 part 4): a dearer plan is paid now and applies once paid; a cheaper one
// is free, waits for the next renewal, can be cancelled until then, and applies on its day.

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

async function customer() {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email);
  return { token: user.token, email: user.email, number: line.number };
}
async function signIn(email: string): Promise<string> {
  const started = await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } });
  const done = await gw.call('VALIDATE_OTP_SIGNIN', { body: { device, otpCode: await latestCode(gw, email), requestId: started.body.result.requestId } });
  return done.body.result.accessToken;
}
const planOf = async (c: { token: string; number: string }) => (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.planId;

describe('plan switch', () => {
  it('offers the other plans of the line’s product type with the next renewal date', async () => {
    const c = await customer();
    const res = await gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: c.number }, token: c.token });
    expect(responseErrors('GET_PLAN_SWITCH_ELIGIBILITY', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ eligible: true, currentPlanId: 'plan-prepaid-monthly' });
    expect(res.body.result.plans).toHaveLength(5);
    expect(res.body.result.plans).not.toContain('plan-prepaid-monthly');
    expect(res.body.result.renewsAt).toBeGreaterThan(Date.now());
  });

  it('a dearer plan charges the difference, is paid through PAYMENT_REQUEST and moves the line when paid', async () => {
    const c = await customer();
    const sw = await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-group' }, token: c.token });
    expect(responseErrors('CREATE_PLAN_SWITCH', sw.status, sw.body)).toEqual([]);
    expect(sw.body.result).toMatchObject({ type: 'PLAN_SWITCH', status: 'SUBMITTED', paymentRequired: true, totalCharges: 1000 });
    expect(sw.body.result.payload).toMatchObject({ planId: 'plan-prepaid-group', fromPlanId: 'plan-prepaid-monthly', takesEffect: 'ON_PAYMENT', paymentStatus: 'NOT_PAID' });
    // A second switch while this one is open is refused, in the eligibility and at create.
    expect((await gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: c.number }, token: c.token })).body.result).toMatchObject({ eligible: false, reason: 'REQUEST_ALREADY_OPEN' });
    expect((await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-weekly' }, token: c.token })).body.code).toBe('REQUEST_ALREADY_OPEN');
    expect(await planOf(c)).toBe('plan-prepaid-monthly');

    const payment = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sw.body.result.requestId, paymentMethod: 'CARD', channel: 'web' }, token: c.token });
    expect(payment.status).toBe(200);
    const back = await gw.fetch(`/sandbox/pay/${payment.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toContain(`order_ref=${sw.body.result.requestId}`);
    const done = (await gw.call('GET_SERVICE_REQUEST', { params: { requestId: sw.body.result.requestId }, token: c.token })).body.result;
    expect(done).toMatchObject({ status: 'COMPLETED', payload: { paymentStatus: 'SUCCESS' } });
    expect(await planOf(c)).toBe('plan-prepaid-group');
  });

  it('refuses a plan of another product type, a suspended line, and another customer’s line or request', async () => {
    const c = await customer();
    const other = await customer();
    const wrongType = await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-postpaid-weekly' }, token: c.token });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.code).toBe('PLAN_NOT_OFFERED');
    expect((await gw.call('CREATE_PLAN_SWITCH', { body: { number: other.number, planId: 'plan-prepaid-weekly' }, token: c.token })).status).toBe(404);
    expect((await gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: other.number }, token: c.token })).status).toBe(404);
    const theirs = await gw.call('CREATE_PLAN_SWITCH', { body: { number: other.number, planId: 'plan-prepaid-weekly' }, token: other.token });
    expect((await gw.call('CANCEL_PLAN_SWITCH', { body: { requestId: theirs.body.result.requestId }, token: c.token })).status).toBe(404);

    await dev(gw, '/dev/lines/status', { number: c.number, status: 'Suspend' });
    expect((await gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: c.number }, token: c.token })).body.result).toMatchObject({ eligible: false, reason: 'LINE_SUSPEND' });
    expect((await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-weekly' }, token: c.token })).body.code).toBe('LINE_SUSPEND');
  });

  it('a line in Grace moves to a free plan at once and is back in service', async () => {
    const c = await customer();
    await dev(gw, '/dev/lines/status', { number: c.number, status: 'Grace' });
    const sw = await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-weekly' }, token: c.token });
    expect(sw.body.result).toMatchObject({ status: 'COMPLETED', payload: { takesEffect: 'NOW' } });
    const line = (await gw.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result;
    expect(line).toMatchObject({ planId: 'plan-prepaid-weekly', status: 'Active' });
  });

  it('a cheaper plan is free, pending until the next renewal, cancellable, and applies on its day', async () => {
    const c = await customer();
    const sw = await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-weekly' }, token: c.token });
    expect(sw.body.result).toMatchObject({ status: 'SUBMITTED', paymentRequired: false, totalCharges: 0, payload: { takesEffect: 'NEXT_RENEWAL' } });
    const effectiveAt = sw.body.result.payload.effectiveAt as number;
    expect(effectiveAt).toBeGreaterThan(Date.now());
    // Nothing to pay: PAYMENT_REQUEST refuses it.
    const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sw.body.result.requestId, paymentMethod: 'CARD', channel: 'web' }, token: c.token });
    expect(pay.status).toBe(422);

    const cancelled = await gw.call('CANCEL_PLAN_SWITCH', { body: { requestId: sw.body.result.requestId }, token: c.token });
    expect(cancelled.body.result.status).toBe('CANCELLED');
    expect((await gw.call('CANCEL_PLAN_SWITCH', { body: { requestId: sw.body.result.requestId }, token: c.token })).status).toBe(404);

    const again = await gw.call('CREATE_PLAN_SWITCH', { body: { number: c.number, planId: 'plan-prepaid-special' }, token: c.token });
    expect(again.body.result.payload.effectiveAt).toBe(effectiveAt);
    expect(await planOf(c)).toBe('plan-prepaid-monthly');
    // Its day comes (the shared clock moves on: this test runs last); signed in again, the line is on the new plan.
    await dev(gw, '/dev/clock', { advanceMs: effectiveAt - Date.now() + 60_000 });
    const token = await signIn(c.email);
    expect(await planOf({ ...c, token })).toBe('plan-prepaid-special');
    expect((await gw.call('GET_SERVICE_REQUEST', { params: { requestId: again.body.result.requestId }, token })).body.result.status).toBe('COMPLETED');
  });
});
