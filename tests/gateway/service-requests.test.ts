import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { idemKey, orderBody, placePaidOrder } from './order-fixtures';

let gw: TestGateway;
let token: string;
let number: string;
beforeAll(async () => {
  gw = await startTestGateway();
  const user = await signUp(gw);
  token = user.token;
  number = (await placePaidOrder(gw, token, user.email)).number;
});
afterAll(() => gw.close());

describe('termination', () => {
  it("answers 404 for a number that is not the customer's line", async () => {
    const res = await gw.call('GET_TERMINATION_ELIGIBILITY', { query: { number: '923009999999' }, token });
    expect(res.status).toBe(404);
    expect(responseErrors('GET_TERMINATION_ELIGIBILITY', res.status, res.body)).toEqual([]);
  });

  it('terminates an active line once, refuses a second open request with 4121101, and cancels', async () => {
    expect((await gw.call('GET_TERMINATION_ELIGIBILITY', { query: { number }, token })).body.result).toEqual({ eligible: true });
    const reasons = (await gw.call('GET_TERMINATION_REASONS', { token })).body.result;
    const created = await gw.call('TERMINATE_NUMBER', { body: { number, reasonId: reasons[0].id }, token });
    expect(responseErrors('TERMINATE_NUMBER', created.status, created.body)).toEqual([]);
    expect(created.body.result).toMatchObject({ type: 'TERMINATION_REQUEST', status: 'SUBMITTED', number });
    expect((await gw.call('TERMINATE_NUMBER', { body: { number, reasonId: 'OTHER' }, token })).body.code).toBe(4121101);
    const cancelled = await gw.call('CANCEL_TERMINATION', { body: { requestId: created.body.result.requestId }, token });
    expect(cancelled.body.result.status).toBe('CANCELLED');
  });
});

describe('SIM replacement and plan switch', () => {
  it('creates a SIM replacement with its fee and lists it among service requests', async () => {
    const spec = await gw.call('GET_SIM_REPLACEMENT_SPECIFICATION', { token });
    expect(responseErrors('GET_SIM_REPLACEMENT_SPECIFICATION', spec.status, spec.body)).toEqual([]);
    const created = await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number, simType: 'physical_sim', reason: 'LOST' }, token });
    expect(created.body.result).toMatchObject({ type: 'SIM_REPLACEMENT', paymentRequired: true, totalCharges: spec.body.result.fee });
    const list = await gw.call('GET_SERVICE_REQUESTS', { query: { type: 'SIM_REPLACEMENT' }, token });
    expect(responseErrors('GET_SERVICE_REQUESTS', list.status, list.body)).toEqual([]);
    expect(list.body.result.map((r: { requestId: string }) => r.requestId)).toContain(created.body.result.requestId);
    const one = await gw.call('GET_SERVICE_REQUEST', { params: { requestId: created.body.result.requestId }, token });
    expect(one.body.result.number).toBe(number);
    expect((await gw.call('GET_SIM_REPLACEMENT_ELIGIBILITY', { query: { number }, token })).body.result).toEqual({ eligible: false, reason: 'REQUEST_ALREADY_OPEN' });
  });

  it('offers other plans of the same product type for a plan switch', async () => {
    const res = await gw.call('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number }, token });
    expect(res.body.result).toMatchObject({ eligible: true, currentPlanId: 'plan-prepaid-monthly' });
    expect(res.body.result.plans).toContain('plan-prepaid-weekly');
    expect(res.body.result.plans).not.toContain('plan-postpaid-weekly');
    const sw = await gw.call('CREATE_PLAN_SWITCH', { body: { number, planId: 'plan-prepaid-weekly' }, token });
    expect(sw.body.result.type).toBe('PLAN_SWITCH');
  });

  it.each([
    ['GET_REVERSE_PORTIN_STATUS' as const],
    ['GET_REVERSE_PORTOUT_STATUS' as const],
  ])('%s answers 404 for a request that is not of its type', async (name) => {
    const any = (await gw.call('GET_SERVICE_REQUESTS', { token })).body.result[0];
    expect((await gw.call(name, { params: { requestId: any.requestId }, token })).status).toBe(404);
  });
});

describe('port-in', () => {
  it.each([
    { currentNumber: '923211230000', donorTelco: 'jazz', eligible: false },
    { currentNumber: '923001234567', donorTelco: 'zong', eligible: false },
    { currentNumber: '923211234567', donorTelco: 'nope', eligible: false },
    { currentNumber: '923211234567', donorTelco: 'ufone', eligible: true },
  ])('mnp eligibility of $currentNumber from $donorTelco is $eligible', async ({ currentNumber, donorTelco, eligible }) => {
    const res = await gw.call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber, donorTelco } });
    expect(responseErrors('CHECK_MNP_ELIGIBILITY', res.status, res.body)).toEqual([]);
    expect(res.body.result.eligible).toBe(eligible);
  });

  it('verifies the number by code, then tracks and cancels the port-in order', async () => {
    const currentNumber = '923219876543';
    const elig = await gw.call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber, donorTelco: 'telenor' } });
    const code = await latestCode(gw, currentNumber);
    expect((await gw.call('VALIDATE_PORTIN_OTP', { body: { requestId: elig.body.result.requestId, otpCode: code } })).body.result).toEqual({ verified: true });

    // A guest order whose email an account has proven by its code: that account is its owner (order-handlers.ts orderAccess).
    const owner = await signUp(gw);
    const body = orderBody({ email: owner.email, numberType: 'PORT_IN', portIn: { donorTelco: 'telenor', currentNumber } });
    const order = await gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': idemKey(), 'device-id': 'porter' } });
    expect(order.status).toBe(200);
    const orderReference = order.body.result.orderRef;
    const latest = await gw.call('GET_LATEST_PORTIN', { params: { orderReference }, token: owner.token });
    expect(responseErrors('GET_LATEST_PORTIN', latest.status, latest.body)).toEqual([]);
    expect(latest.body.result).toMatchObject({ status: 'SUBMITTED', donorTelco: 'telenor', number: currentNumber });
    // By reference alone: the status, not the number being moved or from where.
    expect((await gw.call('GET_LATEST_PORTIN', { params: { orderReference } })).body.result).toEqual({ orderRef: orderReference, status: 'SUBMITTED' });
    expect((await gw.call('GET_PORTIN_CANCELLATION_ELIGIBILITY', { params: { orderReference } })).body.result.eligible).toBe(true);
    expect((await gw.call('CANCEL_PORTIN', { params: { orderReference } })).status).toBe(404);
    expect((await gw.call('CANCEL_PORTIN', { params: { orderReference }, token: owner.token })).body.result.status).toBe('CANCELED');
    expect((await gw.call('CANCEL_PORTIN', { params: { orderReference }, token: owner.token })).status).toBe(422);
  });
});
