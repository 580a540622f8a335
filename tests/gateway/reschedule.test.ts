/** Rescheduling a signed-in customer's SIM delivery (SPEC §2 Reschedule delivery): who may, what it costs, what moves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const contact = { firstName: 'Sana', lastName: 'Malik', contactNumber: '923331234567' };
const address = { postalCode: '44000', city: 'Islamabad', addressLine1: '7 Jinnah Avenue' };

async function customerWithSimOnItsWay() {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email, { activate: false });
  const tracking = await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: line.orderRef }, token: user.token });
  return { ...user, ...line, shipmentRef: tracking.body.result.shipmentRef as string, tracking: tracking.body.result };
}

describe('reschedule of a paid order whose SIM is on its way', () => {
  it('is offered free, then applies the slot, address and contact and shows the request in the tracking', async () => {
    const c = await customerWithSimOnItsWay();
    expect(c.tracking).toMatchObject({ reschedulable: true, nextRescheduleFee: 0, reschedules: [] });
    const [, slot] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    const res = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: c.shipmentRef, slotId: slot.id, deliveryAddress: address, contact }, token: c.token });
    expect(responseErrors('RESCHEDULE_SHIPMENT_V2', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ fee: 0, paymentRequired: false });
    const after = await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token });
    expect(responseErrors('GET_SHIPMENT_TRACKING', after.status, after.body)).toEqual([]);
    expect(after.body.result).toMatchObject({
      status: 'RESCHEDULED', slotId: slot.id, slot: { id: slot.id, date: slot.date, from: slot.from }, deliveryAddress: address, contact,
      nextRescheduleFee: 200, reschedules: [{ rescheduleId: res.body.result.rescheduleId, slotId: slot.id, fee: 0, paid: true }],
    });
  });

  it('a paid second reschedule changes nothing until paid', async () => {
    const c = await customerWithSimOnItsWay();
    const [a, b] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: c.shipmentRef, slotId: a.id }, token: c.token });
    const second = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: c.shipmentRef, slotId: b.id, deliveryAddress: address }, token: c.token });
    expect(second.body.result).toMatchObject({ fee: 200, paymentRequired: true });
    const unpaid = (await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token })).body.result;
    expect(unpaid.slotId).toBe(a.id);
    expect(unpaid.deliveryAddress).not.toEqual(address);
    const pay = await gw.call('RESCHEDULE_PAYMENT', { params: { rescheduleId: second.body.result.rescheduleId }, body: {}, token: c.token });
    await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
    const paid = (await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token })).body.result;
    expect(paid).toMatchObject({ slotId: b.id, deliveryAddress: address });
  });

  it("another customer's shipment is refused and left alone", async () => {
    const c = await customerWithSimOnItsWay();
    const other = await signUp(gw);
    const [slot] = (await gw.call('GET_SLOTS', { query: { days: 2 } })).body.result;
    const res = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: c.shipmentRef, slotId: slot.id }, token: other.token });
    expect(res.status).toBe(404);
    expect((await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: other.token })).status).toBe(404);
  });

  it('a delivered SIM (its line activated) cannot be rescheduled any more', async () => {
    const user = await signUp(gw);
    const line = await placePaidOrder(gw, user.token, user.email);
    const tracking = (await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: line.orderRef }, token: user.token })).body.result;
    expect(tracking).toMatchObject({ status: 'DELIVERED', reschedulable: false });
    const [slot] = (await gw.call('GET_SLOTS', { query: { days: 2 } })).body.result;
    const res = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: tracking.shipmentRef, slotId: slot.id }, token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ORDER_CLOSED');
  });

  it('a contact without a valid number is refused naming the field', async () => {
    const c = await customerWithSimOnItsWay();
    const [slot] = (await gw.call('GET_SLOTS', { query: { days: 2 } })).body.result;
    const res = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: c.shipmentRef, slotId: slot.id, contact: { ...contact, contactNumber: 'abc' } }, token: c.token });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('contactNumber');
  });
});
