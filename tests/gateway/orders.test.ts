import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { idemKey, lockAny, orderBody, placeOrder, randomCnic } from './order-fixtures';
import { signUp } from './auth-flow';
import { solvedCaptchaToken } from './captcha-fixtures';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe('order preview', () => {
  it.each([
    { name: 'physical SIM, doorstep, add-on', body: { simType: 'physical_sim', deliveryMethod: 'DOORSTEP_DELIVERY', addonIds: ['addon-data-10gb'] }, types: ['PLAN', 'ADDON', 'NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU'] },
    { name: 'eSIM, promo', body: { simType: 'esim', promoCode: 'WELCOME10' }, types: ['PLAN', 'NEW_NUMBER', 'FEE', 'REWARD'] },
  ])('prices $name with items and a tax-inclusive total', async ({ body, types }) => {
    const res = await gw.call('ORDER_PREVIEW', { body: { planId: 'plan-prepaid-monthly', numberType: 'NEW', selectedNumber: '923001111111', ...body } });
    expect(res.status).toBe(200);
    expect(responseErrors('ORDER_PREVIEW', res.status, res.body)).toEqual([]);
    const r = res.body.result;
    expect(r.items.map((i: { type: string }) => i.type)).toEqual(types);
    const sum = r.items.reduce((s: number, i: { amount: number }) => s + i.amount, 0);
    expect(r.total).toBeCloseTo(sum, 2);
    expect(r.subtotal + r.tax).toBeCloseTo(r.total, 2);
    expect(r.tax).toBeGreaterThan(0);
  });

  it.each([
    { body: { planId: 'plan-nope', numberType: 'PORT_IN', simType: 'esim' }, status: 404 },
    { body: { planId: 'plan-prepaid-monthly', numberType: 'PORT_IN', simType: 'esim', promoCode: 'BOGUS1' }, status: 422 },
    { body: { planId: 'plan-prepaid-monthly', numberType: 'NEW', simType: 'esim' }, status: 422 },
    { body: { planId: 'plan-prepaid-monthly', numberType: 'NEW', simType: 'sim' }, status: 400 },
  ])('refuses $body with $status', async ({ body, status }) => {
    expect((await gw.call('ORDER_PREVIEW', { body })).status).toBe(status);
  });
});

describe('create order', () => {
  it('makes exactly one order from 20 parallel posts with one Idempotency-Key', async () => {
    const device = 'idem-device';
    const selectedNumber = await lockAny(gw, device);
    const key = idemKey();
    const body = orderBody({ selectedNumber });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': key, 'device-id': device } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.result.orderRef)).size).toBe(1);
    expect(responseErrors('CREATE_ORDER', 200, results[0]!.body)).toEqual([]);
    const lines = await gw.call('GET_NUMBER_OF_LINES_ELIGIBILITY', { query: { documentId: body.documentId } });
    expect(lines.body.result.lines).toBe(1);

    const other = await gw.call('CREATE_ORDER', { body: { ...body, addonIds: [] }, headers: { 'idempotency-key': key, 'device-id': device } });
    expect(other.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it.each<{ name: string; headers: Record<string, string>; status: number }>([
    { name: 'no Idempotency-Key', headers: { 'device-id': 'x' }, status: 400 },
    { name: 'a number not locked by the buyer', headers: { 'device-id': 'not-the-holder', 'idempotency-key': idemKey() }, status: 409 },
  ])('refuses an order with $name', async ({ headers, status }) => {
    const selectedNumber = await lockAny(gw, 'holder');
    const res = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber }), headers });
    expect(res.status).toBe(status);
    expect(responseErrors('CREATE_ORDER', res.status, res.body)).toEqual([]);
  });

  it('writes nothing for a refused order: the same key then creates the order once the number is locked', async () => {
    const key = idemKey();
    const selectedNumber = await lockAny(gw, 'first-holder');
    const body = orderBody({ selectedNumber });
    const refused = await gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': key, 'device-id': 'late-buyer' } });
    expect(refused.status).toBe(409);
    const lines = await gw.call('GET_NUMBER_OF_LINES_ELIGIBILITY', { query: { documentId: body.documentId } });
    expect(lines.body.result.lines).toBe(0);
    await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 601_000 }) });
    expect((await gw.call('LOCK_NUMBER', { params: { selectedNumber }, headers: { 'device-id': 'late-buyer' } })).status).toBe(200);
    const created = await gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': key, 'device-id': 'late-buyer' } });
    expect(created.status).toBe(200);
  });

  it('refuses a sixth line on one CNIC', async () => {
    const documentId = randomCnic();
    for (let i = 0; i < 5; i++) await placeOrder(gw, `lines-${i}`, { documentId });
    const selectedNumber = await lockAny(gw, 'lines-6');
    const res = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, documentId }), headers: { 'idempotency-key': idemKey(), 'device-id': 'lines-6' } });
    expect(res.body).toMatchObject({ status: 422, code: 'MAX_LINES_REACHED' });
    const elig = await gw.call('GET_NUMBER_OF_LINES_ELIGIBILITY', { query: { documentId } });
    expect(elig.body.result).toMatchObject({ eligible: false, lines: 5 });
  });

  it('lists a customer order in manage_order and carts, and cancelling frees the number', async () => {
    const { token, email } = await signUp(gw);
    const selectedNumber = await lockAny(gw, 'unused', 'premium');
    await gw.call('LOCK_NUMBER', { params: { selectedNumber }, token });
    const created = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, email }), token, headers: { 'idempotency-key': idemKey() } });
    expect(created.status).toBe(409);
    await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 601_000 }) });
    expect((await gw.call('LOCK_NUMBER', { params: { selectedNumber }, token })).status).toBe(200);
    const order = (await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, email }), token, headers: { 'idempotency-key': idemKey() } })).body.result;
    expect(order).toMatchObject({ status: 'CREATED', paymentStatus: 'NOT_INITIATED', number: selectedNumber });

    const list = await gw.call('MANAGE_ORDER', { body: { captchaToken: await solvedCaptchaToken(gw.url) }, token });
    expect(responseErrors('MANAGE_ORDER', list.status, list.body)).toEqual([]);
    expect(list.body.result).toContainEqual(expect.objectContaining({ order_ref: order.orderRef, order_type: 'SIM_ONLY' }));
    const carts = await gw.call('GET_PENDING_CARTS', { query: { email, status: 'PENDING' }, token });
    expect(responseErrors('GET_PENDING_CARTS', carts.status, carts.body)).toEqual([]);
    expect(carts.body.result.carts.map((c: { orderRef: string }) => c.orderRef)).toContain(order.orderRef);
    expect((await gw.call('GET_PENDING_CARTS', { query: { email: 'someone@else.pk' }, token })).status).toBe(403);

    expect((await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } })).status).toBe(401);
    const cancelled = await gw.call('UPDATE_ORDER', { params: { orderRef: order.orderRef }, body: { cancel: true }, token });
    expect(cancelled.body.result).toMatchObject({ status: 'CANCELLED', state: 'CAN' });
    expect((await gw.call('LOCK_NUMBER', { params: { selectedNumber }, headers: { 'device-id': 'next-buyer' } })).status).toBe(200);
  });
});
