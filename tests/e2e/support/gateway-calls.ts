/** A JSON call to the sandbox gateway as the tests make it: status and parsed body (empty object when not JSON). */
export async function callGateway<T = unknown>(gatewayUrl: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${gatewayUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { result: T } };
}

/**
 * A guest order of the sandbox, as the purchase steps would create it (and so a pending cart for the email):
 * locks a free number for a fresh device, then posts the order. Returns its reference.
 */
export async function createGuestOrder(gatewayUrl: string, customer: { email: string; firstName: string; lastName: string; idDigit: string }): Promise<string> {
  const call = <T>(path: string, init?: RequestInit) => callGateway<T>(gatewayUrl, path, init);
  const device = `e2e-order-${Math.random().toString(36).slice(2)}`;
  const numbers = (await call<Array<{ number: string }>>('/v4/numbers?category=free&limit=40')).body.result;
  let selectedNumber = '';
  for (const n of numbers) {
    if ((await call(`/v4/numbers/${n.number}/lock`, { headers: { 'device-id': device } })).status === 200) {
      selectedNumber = n.number;
      break;
    }
  }
  const order = await call<{ orderRef: string }>('/v3/orders', {
    method: 'POST',
    headers: { 'device-id': device, 'idempotency-key': `key-${device}` },
    body: JSON.stringify({
      planId: 'plan-prepaid-monthly', numberType: 'NEW', simType: 'physical_sim', deliveryMethod: 'DOORSTEP_DELIVERY', selectedNumber,
      email: customer.email, channel: 'web', documentType: 'CNIC', documentId: `35202${Date.now() % 1e8}`.padEnd(13, customer.idDigit),
      personalDetails: { firstName: customer.firstName, lastName: customer.lastName, contactNumber: '923001112233' },
      deliveryAddress: { postalCode: '54000', city: 'Lahore', addressLine1: '12 Mall Road' },
    }),
  });
  if (order.status !== 200) throw new Error(`guest order failed: ${order.status} ${JSON.stringify(order.body)}`);
  return order.body.result.orderRef;
}
