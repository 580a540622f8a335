/**
 * A guest's order (issue 41 part 6; gateway/handlers/order-handlers.ts orderAccess): changed, and its personal data
 * read, only by its owner, the account that proved its email by a code; tracking by reference shows status and
 * dates and nothing personal; anyone else signed in gets 404 on every order route, as for another customer's order.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { freshEmail, signUp } from './auth-flow';
import { iccIdOf, orderBody, lockAny, idemKey } from './order-fixtures';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const address = { postalCode: '44000', city: 'Islamabad', addressLine1: '7 Jinnah Avenue' };

/** A guest's paid physical-SIM order (no sign-in: by device), its SIM on its way. */
async function guestOrder(email = freshEmail('guest')) {
  const device = `guest-${randomBytes(4).toString('hex')}`;
  const body = orderBody({ selectedNumber: await lockAny(gw, device), email });
  const made = await gw.call('CREATE_ORDER', { body, headers: { 'idempotency-key': idemKey(), 'device-id': device } });
  if (made.status !== 200) throw new Error(JSON.stringify(made.body));
  const { orderRef, number } = made.body.result as { orderRef: string; number: string };
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef, paymentMethod: 'CARD' }, headers: { 'device-id': device } });
  await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
  return { orderRef, number, email, cnic: body.documentId, phone: body.personalDetails.contactNumber, device };
}

const tracking = (orderReference: string, token?: string) => gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference }, ...(token ? { token } : {}) });

/** The guest proves the email with the guest code and, new here, signs up with the proof: the order joins the account. */
async function proveEmail(email: string): Promise<string> {
  const sent = await gw.call('OTT_GENERATE', { body: { ottType: 'VERIFY_GUEST_USER' }, headers: { 'x-guest-email': email } });
  const valid = await gw.call('GUEST_VALIDATE', { body: { requestId: sent.body.result.requestId, ott: await latestCode(gw, email) } });
  const signedUp = await gw.call('SIGNUP_GUEST_VERIFIED', { body: { email, channel: 'web', signupToken: valid.body.result.signupToken } });
  if (signedUp.status !== 200) throw new Error(JSON.stringify(signedUp.body));
  return signedUp.body.result.accessToken;
}

describe("a guest's order", () => {
  it('a signed-in stranger who knows its reference gets 404 on every order route and changes nothing; its owner reads and reschedules', async () => {
    const order = await guestOrder();
    const stranger = await signUp(gw);
    const { token } = stranger;
    const before = (await tracking(order.orderRef)).body.result;
    const [slot] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    const shipmentRef = before.shipmentRef as string;
    const answers = {
      GET_ORDER: await gw.call('GET_ORDER', { params: { orderReference: order.orderRef }, token }),
      GET_SHIPMENT_TRACKING: await tracking(order.orderRef, token),
      RESCHEDULE_SHIPMENT_V2: await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: slot.id, deliveryAddress: address }, token }),
      RESCHEDULE_SHIPMENT: await gw.call('RESCHEDULE_SHIPMENT', { body: { shipmentRef, slotId: slot.id }, token }),
      SET_PICKUP_LOCATION: await gw.call('SET_PICKUP_LOCATION', { body: { shipmentRef, locationId: 'PL-LHR-01' }, token }),
      UPDATE_SHIPMENT: await gw.call('UPDATE_SHIPMENT', { params: { shipmentRef }, body: { deliveryAddress: address }, token }),
      UPDATE_ORDER: await gw.call('UPDATE_ORDER', { params: { orderRef: order.orderRef }, body: { deliveryAddress: address }, token }),
      GET_LATEST_PORTIN: await gw.call('GET_LATEST_PORTIN', { params: { orderReference: order.orderRef }, token }),
      CANCEL_PORTIN: await gw.call('CANCEL_PORTIN', { params: { orderReference: order.orderRef }, token }),
      ACTIVATE_SIM: await gw.call('ACTIVATE_SIM', { body: { number: order.number, iccId: await iccIdOf(gw, order.email, order.number) }, token }),
      CREATE_SIM_REPLACEMENT_ORDER: await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: order.number, simType: 'physical_sim', reason: 'LOST', agreeTerms: true }, token }),
    };
    for (const [name, res] of Object.entries(answers)) expect([name, res.status, JSON.stringify(res.body)]).toEqual([name, 404, expect.not.stringContaining(order.cnic)]);
    expect((await tracking(order.orderRef)).body.result).toEqual(before);

    // Its owner proves the email with the guest code (new here: signs up with the proof, and the order joins the account).
    const owner = await proveEmail(order.email);
    const track = await tracking(order.orderRef, owner);
    expect(track.status).toBe(200);
    expect(track.body.result.contact).toMatchObject({ documentId: order.cnic, email: order.email });
    const res = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: slot.id, deliveryAddress: address }, token: owner });
    expect([res.status, res.body.result?.fee]).toEqual([200, 0]);
    expect((await tracking(order.orderRef, owner)).body.result).toMatchObject({ slotId: slot.id, deliveryAddress: address });
    expect((await gw.call('GET_ORDER', { params: { orderReference: order.orderRef }, token: owner })).body.result).toMatchObject({ email: order.email, number: order.number });
    expect((await tracking(order.orderRef, token)).status).toBe(404);
  });

  it('tracked by reference alone: status and dates, nothing personal; a change is 404', async () => {
    const order = await guestOrder();
    const track = await tracking(order.orderRef);
    expect(responseErrors('GET_SHIPMENT_TRACKING', track.status, track.body)).toEqual([]);
    expect(track.body.result).toMatchObject({ orderRef: order.orderRef, status: 'PENDING', events: expect.any(Array), deliveryAddress: null, contact: null, reschedulable: false });
    const view = await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } });
    expect(responseErrors('GET_ORDER', view.status, view.body)).toEqual([]);
    expect(view.body.result).toMatchObject({ orderRef: order.orderRef, status: 'PLACED', paymentStatus: 'SUCCESS', createdAt: expect.any(Number) });
    for (const seen of [JSON.stringify(track.body), JSON.stringify(view.body)]) {
      for (const personal of [order.cnic, order.email, order.phone, order.number, address.addressLine1, '12 Mall Road']) expect(seen).not.toContain(personal);
    }
    const [slot] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    const res = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef: track.body.result.shipmentRef, slotId: slot.id }, headers: { 'device-id': order.device } });
    expect(res.status).toBe(404);
  });

  it('an account that proved the email before the guest ordered with it owns the order before it has joined; another account does not', async () => {
    const owner = await signUp(gw);
    const order = await guestOrder(owner.email);
    const track = await tracking(order.orderRef, owner.token);
    expect([track.status, track.body.result.contact?.documentId]).toEqual([200, order.cnic]);
    expect((await tracking(order.orderRef, (await signUp(gw)).token)).status).toBe(404);
  });
});
