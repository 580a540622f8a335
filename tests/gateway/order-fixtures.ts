/** Order bodies for gateway tests. */
import { randomBytes } from 'node:crypto';
import type { GatewayClient } from './harness';

export const randomCnic = () => `35202${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const idemKey = () => `key-${randomBytes(8).toString('hex')}`;

/** Locks the first free number of `category` for `device`; returns it. */
export async function lockAny(gw: GatewayClient, device: string, category = 'free'): Promise<string> {
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
export async function placeOrder(gw: GatewayClient, device: string, over: Record<string, unknown> = {}) {
  const selectedNumber = await lockAny(gw, device);
  const res = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, ...over }), headers: { 'idempotency-key': idemKey(), 'device-id': device } });
  if (res.status !== 200) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** The ICC id printed on the SIM sent for `number`: the dispatch email in the dev outbox carries it as its code. */
export async function iccIdOf(gw: GatewayClient, email: string, number: string): Promise<string> {
  const res = await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(email.toLowerCase())}`);
  const sent = ((await res.json()) as { result: Array<{ subject: string; code: string | null }> }).result;
  const icc = sent.find((m) => m.subject.includes(number) && m.code)?.code;
  if (!icc) throw new Error(`no SIM dispatch email for ${number} in the outbox of ${email}`);
  return icc;
}

/**
 * A signed-in customer's order, paid through the sandbox payment page (so its number becomes a line), and by
 * default its SIM activated with the ICC id from the dispatch email, as the customer would: an Active line.
 * `activate: false` leaves the line awaiting activation. An eSIM order's line is Active at payment (iccId ''). `over` changes the order body (e.g. a port-in).
 */
export async function placePaidOrder(
  gw: GatewayClient,
  token: string,
  email: string,
  options: { activate?: boolean; over?: Record<string, unknown> } = {},
): Promise<{ orderRef: string; number: string; iccId: string }> {
  let selectedNumber = '';
  for (const n of (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } })).body.result as Array<{ number: string }>) {
    if ((await gw.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, token })).status === 200) {
      selectedNumber = n.number;
      break;
    }
  }
  const order = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, email, ...options.over }), token, headers: { 'idempotency-key': idemKey() } });
  if (order.status !== 200) throw new Error(`order failed: ${JSON.stringify(order.body)}`);
  const { orderRef, number } = order.body.result as { orderRef: string; number: string };
  const pay = await gw.call('PAYMENT_REQUEST', { body: { orderRef, paymentMethod: 'CARD' }, token });
  if (pay.status !== 200) throw new Error(`payment request failed: ${JSON.stringify(pay.body)}`);
  await gw.fetch(`/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
  // An eSIM line is active once paid (docs/decisions/2026-11-23-lines-and-activation.md): no card, no ICC id to type.
  if (order.body.result.simType === 'esim') return { orderRef, number, iccId: '' };
  const iccId = await iccIdOf(gw, email, number);
  if (options.activate !== false) {
    const activated = await gw.call('ACTIVATE_SIM', { body: { number, iccId }, token });
    if (activated.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activated.body)}`);
  }
  return { orderRef, number, iccId };
}
