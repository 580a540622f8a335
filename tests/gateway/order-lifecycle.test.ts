import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { idemKey, lockAny, orderBody } from './order-fixtures';
import { signUp } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const create = (body: Record<string, unknown>, headers: Record<string, string>, token?: string) =>
  gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': idemKey(), ...headers }, ...(token ? { token } : {}) });
const pay = async (orderRef: string) => {
  const p = await gw.call('PAYMENT_REQUEST', { body: { orderRef, paymentMethod: 'CARD' } });
  await gw.fetch(`/sandbox/pay/${p.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
};

describe('eSIM orders', () => {
  it.each([
    { name: 'an eSIM without delivery needs no delivery method', body: { simType: 'esim', deliveryMethod: undefined }, status: 200 },
    { name: 'a physical SIM still needs one', body: { simType: 'physical_sim', deliveryMethod: undefined }, status: 400 },
  ])('$name', async ({ body, status }) => {
    const device = `esim-${Math.random().toString(36).slice(2)}`;
    const selectedNumber = await lockAny(gw, device);
    const res = await create({ ...orderBody({ selectedNumber, ...body }) }, { 'device-id': device });
    expect(res.status).toBe(status);
  });

  it('gives the eSIM profile (LPA activation code and its parts) once the order is paid, never before', async () => {
    const device = `esim-${Math.random().toString(36).slice(2)}`;
    const selectedNumber = await lockAny(gw, device);
    const body: Record<string, unknown> = orderBody({ selectedNumber, simType: 'esim' });
    delete body.deliveryMethod;
    const order = (await create(body, { 'device-id': device })).body.result;
    expect(order).not.toHaveProperty('activationCode');
    await pay(order.orderRef);
    const paid = await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } });
    expect(responseErrors('GET_ORDER', paid.status, paid.body)).toEqual([]);
    const { activationCode, esim, shipmentRef } = paid.body.result;
    expect(activationCode).toMatch(/^LPA:1\$smdp\.sandbox\.example\.pk\$[A-F0-9]{4}(-[A-F0-9]{4}){4}$/);
    expect(activationCode).toBe(`LPA:1$${esim.smdpAddress}$${esim.matchingId}`);
    expect(shipmentRef).toBeNull();
  });

  it('a physical SIM order has no eSIM profile', async () => {
    const device = `phys-${Math.random().toString(36).slice(2)}`;
    const order = (await create(orderBody({ selectedNumber: await lockAny(gw, device) }), { 'device-id': device })).body.result;
    await pay(order.orderRef);
    const paid = (await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } })).body.result;
    expect(paid).not.toHaveProperty('activationCode');
    expect(paid).not.toHaveProperty('esim');
  });
});

describe('one unpaid order per buyer', () => {
  it('a new order by the same device cancels the earlier unpaid one and releases its number, which the new order may take', async () => {
    const device = `again-${Math.random().toString(36).slice(2)}`;
    const selectedNumber = await lockAny(gw, device);
    const first = (await create(orderBody({ selectedNumber }), { 'device-id': device })).body.result;
    const second = await create(orderBody({ selectedNumber, addonIds: [] }), { 'device-id': device });
    expect(second.status).toBe(200);
    expect(second.body.result.number).toBe(selectedNumber);
    expect((await gw.call('GET_ORDER', { params: { orderReference: first.orderRef } })).body.result).toMatchObject({ status: 'CANCELLED', state: 'CAN' });
  });

  it('a paid order is never cancelled, and another buyer\'s unpaid order is left alone', async () => {
    const device = `paid-${Math.random().toString(36).slice(2)}`;
    const paidOrder = (await create(orderBody({ selectedNumber: await lockAny(gw, device) }), { 'device-id': device })).body.result;
    await pay(paidOrder.orderRef);
    const otherDevice = `other-${Math.random().toString(36).slice(2)}`;
    const others = (await create(orderBody({ selectedNumber: await lockAny(gw, otherDevice) }), { 'device-id': otherDevice })).body.result;
    expect((await create(orderBody({ selectedNumber: await lockAny(gw, device) }), { 'device-id': device })).status).toBe(200);
    expect((await gw.call('GET_ORDER', { params: { orderReference: paidOrder.orderRef } })).body.result.status).toBe('PLACED');
    expect((await gw.call('GET_ORDER', { params: { orderReference: others.orderRef } })).body.result.status).toBe('CREATED');
  });

  it('a visitor who locked by device and signed up at checkout orders the number with their token', async () => {
    const device = `signup-${Math.random().toString(36).slice(2)}`;
    const selectedNumber = await lockAny(gw, device);
    const { token } = await signUp(gw);
    const res = await create(orderBody({ selectedNumber }), { 'device-id': device }, token);
    expect(res.status).toBe(200);
    expect(res.body.result.number).toBe(selectedNumber);
  });
});
