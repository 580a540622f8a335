import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';
import { placeOrder } from './order-fixtures';
import { signUp } from './auth-flow';

const APP = 'http://127.0.0.1:8080';
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ appOrigin: APP });
});
afterAll(() => gw.close());

const pay = async (body: Record<string, unknown>) => gw.call('PAYMENT_REQUEST', { body });
const choose = (paymentId: string, outcome: string) =>
  gw.fetch(`/sandbox/pay/${paymentId}/${outcome}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

describe('sandbox card payment', () => {
  it.each([
    { outcome: 'success', route: '/web/payment-success', orderStatus: 'PLACED', paymentStatus: 'SUCCESS' },
    { outcome: 'failure', route: '/web/payment-failed', orderStatus: 'CREATED', paymentStatus: 'FAILED' },
    { outcome: 'cancel', route: '/web/payment-failed', orderStatus: 'CREATED', paymentStatus: 'CANCELLED' },
  ])('$outcome returns the browser to $route and settles the order', async ({ outcome, route, orderStatus, paymentStatus }) => {
    const order = await placeOrder(gw, `pay-${outcome}`);
    const res = await pay({ orderRef: order.orderRef, paymentMethod: 'CARD' });
    expect(res.status).toBe(200);
    expect(responseErrors('PAYMENT_REQUEST', res.status, res.body)).toEqual([]);
    const { paymentId, redirectUrl, amount } = res.body.result;
    expect(amount).toBe(order.total);
    expect(redirectUrl).toBe(`${gw.url}/sandbox/pay/${paymentId}`);
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain(order.orderRef);
    expect(html).toContain('data-outcome="success"');

    const back = await choose(paymentId, outcome);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}${route}`);
    expect(location.searchParams.get('order_ref')).toBe(order.orderRef);
    expect(location.searchParams.get('txn_id')).toBe(paymentId);

    const after = await gw.call('GET_ORDER', { params: { orderReference: order.orderRef } });
    expect(after.body.result).toMatchObject({ status: orderStatus, paymentStatus });
    const txn = await gw.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: paymentId } });
    expect(responseErrors('GET_EXTERNAL_TRANSACTION_STATUS', txn.status, txn.body)).toEqual([]);
    expect(txn.body.result.paymentStatus).toBe(paymentStatus);
    expect((await choose(paymentId, 'success')).status).toBe(422);
  });

  it.each([
    { name: 'a success URL on another origin', body: { paymentMethod: 'CARD', successUrl: 'https://evil.example/x' }, mentions: 'body.successUrl' },
    { name: 'a wallet without its number', body: { paymentMethod: 'JAZZCASH' }, mentions: 'body.walletNumber' },
    { name: 'an unknown method', body: { paymentMethod: 'BITCOIN' }, mentions: 'body.paymentMethod' },
  ])('refuses $name', async ({ body, mentions }) => {
    const order = await placeOrder(gw, 'pay-bad');
    const res = await pay({ orderRef: order.orderRef, ...body });
    expect(res.status).toBe(400);
    expect(res.body.description).toContain(mentions);
  });
});

describe('wallet payment', () => {
  it.each(['EASYPAISA', 'JAZZCASH'])('%s waits for approval in the wallet app, which the sandbox page resolves', async (method) => {
    const order = await placeOrder(gw, `wallet-${method}`);
    const res = await pay({ orderRef: order.orderRef, paymentMethod: method, walletNumber: '923451234567' });
    expect(res.body.result.status).toBe('WALLET_PENDING');
    const { paymentId } = res.body.result;
    const polled = await gw.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: paymentId } });
    expect(polled.body.result).toMatchObject({ status: 'WALLET_PENDING', paymentStatus: 'NOT_INITIATED' });
    expect(await (await fetch(res.body.result.redirectUrl)).text()).toContain('Approve in your wallet app');
    const outbox = await (await gw.fetch('/dev/outbox?recipient=923451234567')).json();
    expect(outbox.result[0].subject).toContain(method);
    expect((await choose(paymentId, 'success')).status).toBe(303);
    expect((await gw.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: paymentId } })).body.result.status).toBe('SUCCESS');
  });
});

describe('paylinks and saved cards', () => {
  it('serves a paylink that expires after 24 hours', async () => {
    const order = await placeOrder(gw, 'paylink');
    const { paylinkId } = (await pay({ orderRef: order.orderRef, paymentMethod: 'CARD' })).body.result;
    const link = await gw.call('GET_PAYLINK', { params: { paylink_id: paylinkId } });
    expect(responseErrors('GET_PAYLINK', link.status, link.body)).toEqual([]);
    expect(link.body.result).toMatchObject({ orderRef: order.orderRef, expired: false });
    await dev(gw, '/dev/clock', { advanceMs: 24 * 3600 * 1000 });
    expect((await gw.call('GET_PAYLINK', { params: { paylink_id: paylinkId } })).body.result.expired).toBe(true);
  });

  it('saves cards as brand, last four and expiry only, for their owner only', async () => {
    const { token, userId } = await signUp(gw);
    const params = { customer_id: userId };
    const added = await gw.call('ADD_PAYMENT_METHOD', { params, token, body: { cardNumber: '4111111111111111', expiry: '12/29', holderName: 'Ayesha Khan' } });
    expect(responseErrors('ADD_PAYMENT_METHOD', added.status, added.body)).toEqual([]);
    expect(added.body.result).toEqual([{ id: expect.any(String), brand: 'visa', last4: '1111', expiry: '12/29', isDefault: true, subscription: false }]);
    expect(JSON.stringify(added.body)).not.toContain('4111111111111111');
    const bad = await gw.call('ADD_PAYMENT_METHOD', { params, token, body: { cardNumber: '4111111111111112', expiry: '12/29', holderName: 'A K' } });
    expect(bad.status).toBe(400);
    expect((await gw.call('GET_SAVED_PAYMENT_METHODS', { params: { customer_id: 'someone-else' }, token })).status).toBe(403);
    const removed = await gw.call('DELETE_PAYMENT_METHOD', { params, token, query: { paymentMethodId: added.body.result[0].id } });
    expect(removed.body.result).toEqual([]);
  });
});
