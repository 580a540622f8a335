/** Order bodies for gateway tests. */
import { randomBytes } from 'node:crypto';
import type { TestGateway } from './harness';

export const randomCnic = () => `35202${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const idemKey = () => `key-${randomBytes(8).toString('hex')}`;

/** Locks the first free number of `category` for `device`; returns it. */
export async function lockAny(gw: TestGateway, device: string, category = 'free'): Promise<string> {
  for (const n of (await gw.call('GET_NUMBERS', { query: { category, limit: 40 } })).body.result as Array<{ number: string }>) {
    if ((await gw.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, headers: { 'device-id': device } })).status === 200) return n.number;
  }
  throw new Error('no number could be locked');
}

export function orderBody(over: Record<string, unknown> = {}) {
  return {
    planId: 'plan-prepaid-monthly',
    addonIds: ['addon-data-10gb'],
    numberType: 'NEW',
    simType: 'physical_sim',
    deliveryMethod: 'DOORSTEP_DELIVERY',
    email: 'buyer@example.pk',
    channel: 'web',
    documentType: 'CNIC',
    documentId: randomCnic(),
    personalDetails: { firstName: 'Ayesha', lastName: 'Khan', contactNumber: '923001112233' },
    deliveryAddress: { postalCode: '54000', city: 'Lahore', addressLine1: '12 Mall Road' },
    ...over,
  };
}

/** Locks a number and creates an order with it; returns the order result. */
export async function placeOrder(gw: TestGateway, device: string, over: Record<string, unknown> = {}) {
  const selectedNumber = await lockAny(gw, device);
  const res = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, ...over }), headers: { 'idempotency-key': idemKey(), 'device-id': device } });
  if (res.status !== 200) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** A signed-in customer's order, paid through the sandbox page: its number becomes an active line. */
export async function placePaidOrder(gw: TestGateway, token: string, email: string): Promise<{ orderRef: string; number: string }> {
  let number = '';
  for (const n of (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } })).body.result as Array<{ number: string }>) {
    if ((await gw.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, token })).status === 200) {
      number = n.number;
      break;
    }
  }
  const order = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber: number, email }), token, headers: { 'idempotency-key': idemKey() } });
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef: order.body.result.orderRef, paymentMethod: 'CARD' }, token });
  await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
  return { orderRef: order.body.result.orderRef, number };
}
