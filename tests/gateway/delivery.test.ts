import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type CallOptions, type Json, type TestGateway } from './harness';
import type { EndpointName } from '../../schemas/endpoints';
import { placeOrder } from './order-fixtures';
import { signUp } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const reads: Array<{ name: EndpointName; opts?: CallOptions; expected: (r: Json) => void }> = [
  { name: 'GET_DELIVERY_METHODS', expected: (r) => expect(r.map((m: { id: string }) => m.id)).toEqual(['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL']) },
  { name: 'GET_SLOTS', opts: { query: { days: 2 } }, expected: (r) => expect(r).toHaveLength(6) },
  { name: 'GET_PICKUP_LOCATIONS', expected: (r) => expect(r.length).toBeGreaterThan(2) },
  { name: 'GET_PICKUP_LOCATION', opts: { params: { locationId: 'PL-KHI-1' } }, expected: (r) => expect(r.city).toBe('Karachi') },
  { name: 'GET_SELF_PICKUP_ADDRESSES', opts: { query: { zipcode: '44000' } }, expected: (r) => expect(r.pickupLocations.map((l: { city: string }) => l.city)).toEqual(['Islamabad', 'Islamabad']) },
  { name: 'GET_ADDRESS_LOOKUP', opts: { query: { country: 'PK', postalCode: '54' } }, expected: (r) => expect(r.every((a: { city: string }) => a.city === 'Lahore')).toBe(true) },
  { name: 'GET_RETAIL_STORES', opts: { query: { storeId: 'ST-LHR-01' } }, expected: (r) => expect(r).toHaveLength(1) },
  { name: 'CHECK_STORE', opts: { params: { storeId: 'ST-PEW-01' } }, expected: (r) => expect(r.active).toBe(false) },
  { name: 'GET_DOWNLOAD_APP_URL', expected: (r) => expect(r.android).toMatch(/^https:/) },
];

describe('delivery reads', () => {
  it.each(reads.map((c) => [c.name, c] as const))('%s answers per its schema', async (_n, c) => {
    const res = await gw.call(c.name, c.opts);
    expect(res.status).toBe(200);
    expect(responseErrors(c.name, res.status, res.body)).toEqual([]);
    c.expected(res.body.result);
  });

  it.each<{ name: EndpointName; params: Record<string, string> }>([
    { name: 'GET_SLOT', params: { slotId: 'SLOT-bad' } },
    { name: 'GET_PICKUP_LOCATION', params: { locationId: 'PL-NOPE' } },
  ])('%s answers 404 for an unknown id', async ({ name, params }) => {
    expect((await gw.call(name, { params })).status).toBe(404);
  });
});

/**
 * A guest's order (made by device) whose email an account has proven: that account is its owner and changes its
 * delivery (a visitor holding only the reference gets 404: tests/gateway/guest-orders.test.ts).
 */
async function ownedGuestOrder(device: string) {
  const owner = await signUp(gw);
  return { ...(await placeOrder(gw, device, { email: owner.email })), token: owner.token };
}

describe('reschedule', () => {
  it('is free the first time, then needs a paid sandbox payment that moves the slot', async () => {
    const order = await ownedGuestOrder('resched');
    const { token } = order;
    const [a, b] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    const first = await gw.call('RESCHEDULE_SHIPMENT', { body: { shipmentRef: order.shipmentRef, slotId: a.id }, token });
    expect(responseErrors('RESCHEDULE_SHIPMENT', first.status, first.body)).toEqual([]);
    expect(first.body.result).toMatchObject({ fee: 0, paymentRequired: false });
    expect((await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: order.orderRef } })).body.result).toMatchObject({ slotId: a.id, status: 'RESCHEDULED' });

    const second = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: order.shipmentRef, slotId: b.id }, token });
    expect(second.body.result).toMatchObject({ fee: 200, paymentRequired: true });
    const payment = await gw.call('RESCHEDULE_PAYMENT', { params: { rescheduleId: second.body.result.rescheduleId }, body: {}, token });
    expect(responseErrors('RESCHEDULE_PAYMENT', payment.status, payment.body)).toEqual([]);
    expect(payment.body.result.amount).toBe(200);
    expect((await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: order.orderRef } })).body.result.slotId).toBe(a.id);
    const back = await gw.fetch(`/sandbox/pay/${payment.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toContain('/reschedule/payment-success');
    expect((await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: order.orderRef } })).body.result.slotId).toBe(b.id);
  });

  it('refuses a past or malformed slot naming body.slotId', async () => {
    const order = await ownedGuestOrder('resched-bad');
    const res = await gw.call('RESCHEDULE_SHIPMENT', { body: { shipmentRef: order.shipmentRef, slotId: 'SLOT-20000101-1' }, token: order.token });
    expect(res.status).toBe(400);
    expect(res.body.description).toContain('body.slotId');
  });

  it('moves a shipment to a pickup location', async () => {
    const order = await ownedGuestOrder('pickup');
    const res = await gw.call('SET_PICKUP_LOCATION', { body: { shipmentRef: order.shipmentRef, locationId: 'PL-LHR-1' }, token: order.token });
    expect(responseErrors('SET_PICKUP_LOCATION', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ method: 'SELF_PICKUP', locationId: 'PL-LHR-1' });
  });
});
