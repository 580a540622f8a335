import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

let gw: TestGateway;
let token: string;
let number: string;
let other: string;
beforeAll(async () => {
  gw = await startTestGateway();
  const user = await signUp(gw);
  token = user.token;
  number = (await placePaidOrder(gw, token, user.email)).number;
  other = (await signUp(gw)).token;
});
afterAll(() => gw.close());

const settle = (paymentId: string, outcome: 'success' | 'failure') =>
  gw.fetch(`/sandbox/pay/${paymentId}/${outcome}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
const address = { postalCode: '54000', city: 'Lahore', province: 'Punjab', addressLine1: 'House 1, Street 2' };

describe('SIM replacement: charges, delivery and payment of the request', () => {
  it('an eSIM replacement is free: nothing to pay, no delivery, a payment request is refused', async () => {
    const created = await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number, simType: 'esim', reason: 'UPGRADE_TO_ESIM', agreeTerms: true, cardExpired: false, temporaryContactNumber: '03001234567' }, token });
    expect(responseErrors('CREATE_SIM_REPLACEMENT_ORDER', created.status, created.body)).toEqual([]);
    const sr = created.body.result;
    expect(sr).toMatchObject({ paymentRequired: false, totalCharges: 0, payload: { temporaryContactNumber: '03001234567', agreeTerms: true } });
    const delivery = await gw.call('SET_SIM_REPLACEMENT_DELIVERY', { params: { requestId: sr.requestId }, body: { deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: address }, token });
    expect(delivery.body.code).toBe('DELIVERY_NOT_NEEDED');
    const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token });
    expect([pay.status, pay.body.code]).toEqual([422, 'ORDER_NOT_PAYABLE']);
  });

  it('a physical replacement costs the fee; its delivery is recorded; a failed then a successful card payment leave it paid once and in progress', async () => {
    // Another customer's line: the eSIM request above keeps this one's line busy (one open request per type).
    const user = await signUp(gw);
    const { token: t2 } = user;
    const n2 = (await placePaidOrder(gw, t2, user.email)).number;
    const spec = (await gw.call('GET_SIM_REPLACEMENT_SPECIFICATION', { token })).body.result;
    const created = await gw.call('CREATE_SIM_REPLACEMENT_ORDER', { body: { number: n2, simType: 'physical_sim', reason: 'DAMAGED', agreeTerms: true }, token: t2 });
    const sr = created.body.result;
    expect(sr).toMatchObject({ paymentRequired: true, totalCharges: spec.fee });

    const delivery = await gw.call('SET_SIM_REPLACEMENT_DELIVERY', { params: { requestId: sr.requestId }, body: { deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: address }, token: t2 });
    expect(responseErrors('SET_SIM_REPLACEMENT_DELIVERY', delivery.status, delivery.body)).toEqual([]);
    expect(delivery.body.result.payload).toMatchObject({ deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: address });
    expect((await gw.call('SET_SIM_REPLACEMENT_DELIVERY', { params: { requestId: sr.requestId }, body: { deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: address }, token: other })).status).toBe(404);

    expect((await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: other })).status).toBe(404);
    expect((await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' } })).status).toBe(404);
    const first = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: t2 });
    expect(responseErrors('PAYMENT_REQUEST', first.status, first.body)).toEqual([]);
    expect(first.body.result).toMatchObject({ orderRef: sr.requestId, amount: spec.fee });
    await settle(first.body.result.paymentId, 'failure');
    expect((await gw.call('GET_SERVICE_REQUEST', { params: { requestId: sr.requestId }, token: t2 })).body.result).toMatchObject({ status: 'SUBMITTED', payload: { paymentStatus: 'FAILED' } });

    const second = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: t2 });
    const back = await settle(second.body.result.paymentId, 'success');
    expect(back.headers.get('location')).toContain(`order_ref=${sr.requestId}`);
    expect((await gw.call('GET_SERVICE_REQUEST', { params: { requestId: sr.requestId }, token: t2 })).body.result).toMatchObject({ status: 'IN_PROGRESS', payload: { paymentStatus: 'SUCCESS' } });
    const again = await gw.call('PAYMENT_REQUEST', { body: { orderRef: sr.requestId, paymentMethod: 'CARD' }, token: t2 });
    expect([again.status, again.body.code]).toEqual([422, 'ALREADY_PAID']);
  });
});
