import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';
import { placeOrder } from './order-fixtures';

const APP = 'http://127.0.0.1:8080';
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ appOrigin: APP });
});
afterAll(() => gw.close());

const makeLink = async (body: Record<string, unknown>) => {
  const res = await gw.fetch('/dev/paylinks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};
const getLink = (id: string) => gw.call('GET_PAYLINK', { params: { paylink_id: id } });
const pay = (body: Record<string, unknown>) => gw.call('PAYMENT_REQUEST', { body });
const choose = (paymentId: string, outcome: string) =>
  gw.fetch(`/sandbox/pay/${paymentId}/${outcome}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

describe('paylinks made by the sandbox (issue 12 part 6)', () => {
  it('a paylink for an order is paid by card without signing in, and the payment is recorded on the link and the order', async () => {
    const order = await placeOrder(gw, 'paylink-order');
    const made = await makeLink({ orderRef: order.orderRef });
    expect(made.status).toBe(200);
    const id = made.body.result.paylinkId as string;
    expect(id).toMatch(/^LINK-[0-9A-F]{10}$/);
    expect(made.body.result.url).toBe(`${APP}/payment/paylink?id=${id}`);

    const link = await getLink(id);
    expect(responseErrors('GET_PAYLINK', link.status, link.body)).toEqual([]);
    expect(link.body.result).toMatchObject({ paylinkId: id, orderRef: order.orderRef, amount: order.total, expired: false, paid: false, status: 'PENDING' });

    const started = await pay({ orderRef: id, paymentMethod: 'CARD', successUrl: `${APP}/payment/direct-payment-success?paylink_id=${id}` });
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({ orderRef: order.orderRef, amount: order.total });
    const back = await choose(started.body.result.paymentId, 'success');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/payment/direct-payment-success');
    expect(location.searchParams.get('paylink_id')).toBe(id);

    expect((await getLink(id)).body.result).toMatchObject({ paid: true, status: 'SUCCESS', expired: false, paymentId: started.body.result.paymentId });
    expect((await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } })).body.result).toMatchObject({ status: 'PLACED', paymentStatus: 'SUCCESS' });
    // Paid once: a second payment of the same link is refused.
    const again = await pay({ orderRef: id, paymentMethod: 'CARD' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('ALREADY_PAID');
  });

  it('a paylink for a plain amount records a failed payment and stays payable', async () => {
    const made = await makeLink({ amount: 1500, description: 'Outstanding bill' });
    const id = made.body.result.paylinkId as string;
    expect(made.body.result).toMatchObject({ orderRef: id, amount: 1500, description: 'Outstanding bill' });
    const started = await pay({ orderRef: id, paymentMethod: 'CARD' });
    expect(started.body.result.amount).toBe(1500);
    expect((await choose(started.body.result.paymentId, 'failure')).status).toBe(303);
    expect((await getLink(id)).body.result).toMatchObject({ paid: false, status: 'PENDING' });
    const wallet = await pay({ orderRef: id, paymentMethod: 'EASYPAISA', walletNumber: '03001234567' });
    expect(wallet.status).toBe(200);
    expect(wallet.body.result.status).toBe('WALLET_PENDING');
  });

  it('an expired paylink says so and cannot be paid; an unknown one is 404', async () => {
    const made = await makeLink({ amount: 900, expiresInMs: 60_000 });
    const id = made.body.result.paylinkId as string;
    expect((await getLink(id)).body.result.expired).toBe(false);
    await dev(gw, '/dev/clock', { advanceMs: 60_000 });
    expect((await getLink(id)).body.result.expired).toBe(true);
    const refused = await pay({ orderRef: id, paymentMethod: 'CARD' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PAYLINK_EXPIRED');
    expect((await getLink('LINK-0000000000')).status).toBe(404);
    expect((await getLink('nonsense')).status).toBe(404);
    expect((await pay({ orderRef: 'LINK-0000000000', paymentMethod: 'CARD' })).status).toBe(404);
  });

  it.each([
    { name: 'no amount and no order', body: {}, status: 400 },
    { name: 'an unknown order', body: { orderRef: 'ORD-NOPE' }, status: 404 },
    { name: 'a negative amount', body: { amount: -5 }, status: 400 },
    { name: 'an unknown field', body: { amount: 5, extra: true }, status: 400 },
  ])('the dev route refuses $name', async ({ body, status }) => {
    expect((await makeLink(body)).status).toBe(status);
  });

  it('a paylink is not paid with a saved card', async () => {
    const id = (await makeLink({ amount: 100 })).body.result.paylinkId as string;
    const res = await pay({ orderRef: id, paymentMethod: 'SAVED_CARD', savedPaymentMethodId: 'pm-x' });
    expect(res.status).toBe(400);
    expect(res.body.description).toContain('body.paymentMethod');
  });
});
