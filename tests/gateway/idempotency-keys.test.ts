/**
 * The one Idempotency-Key rule (issue 41 part 3; gateway/http/idempotency.ts) on every endpoint the registry marks
 * `idempotencyKey`: the list is read from the registry, so a new keyed endpoint fails here until it has a fixture.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../schemas/endpoints';
import { dev, startTestGateway, type CallOptions, type TestGateway } from './harness';
import { signIn, signUp } from './auth-flow';
import { idemKey, lockAny, orderBody, placePaidOrder } from './order-fixtures';
import { confirmBody, lineCustomer, lowBalanceCustomer, startedShare } from './airtime-fixtures';

let gw: TestGateway;
beforeAll(async () => {
  // Twenty parallel calls of the public recharge come from one address: its per-client limit is not what is tested here.
  gw = await startTestGateway({ limits: { publicRechargeLimit: 1000 } });
});
afterAll(() => gw.close());

/** The keyed endpoints, from the registry. */
const KEYED = (Object.keys(endpoints) as EndpointName[]).filter((n) => (endpoints[n] as { idempotencyKey?: string }).idempotencyKey);

/** One keyed call: the first request, another request of the same caller, and the same request from someone else. */
interface Calls { first: CallOptions; other: CallOptions; stranger: CallOptions }

type Customer = Awaited<ReturnType<typeof signUp>>;
/** A customer with an active line and a loyalty membership (1000 points), and a stranger who is neither. */
let people: Promise<{ owner: Customer & { number: string }; stranger: Customer }> | undefined;
function customers() {
  people ??= (async () => {
    const owner = await signUp(gw);
    const line = await placePaidOrder(gw, owner.token, owner.email);
    await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: owner.token });
    const stranger = await signUp(gw);
    await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: stranger.token });
    return { owner: { ...owner, number: line.number }, stranger };
  })();
  return people;
}

/** An unpaid order of the owner (a new one replaces their earlier unpaid one, which is fine: each test makes its own). */
async function unpaidOrder(c: Customer): Promise<string> {
  for (const n of (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } })).body.result as Array<{ number: string }>) {
    if ((await gw.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, token: c.token })).status !== 200) continue;
    const made = await gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber: n.number, email: c.email }), token: c.token, headers: { 'idempotency-key': idemKey() } });
    if (made.status === 200) return made.body.result.orderRef;
  }
  throw new Error('no order could be made');
}

const paying = async (): Promise<Calls> => {
  const { owner, stranger } = await customers();
  const orderRef = await unpaidOrder(owner);
  const body = { orderRef, paymentMethod: 'CARD' };
  return {
    first: { body, token: owner.token },
    other: { body: { orderRef, paymentMethod: 'EASYPAISA', walletNumber: '923001234567' }, token: owner.token },
    stranger: { body, token: stranger.token },
  };
};

/** Each keyed endpoint's calls; a fresh payable or ask each time. */
const FIXTURES: Record<string, () => Promise<Calls>> = {
  CREATE_ORDER: async () => {
    const device = `idem-${randomBytes(4).toString('hex')}`;
    const body = orderBody({ selectedNumber: await lockAny(gw, device) });
    return {
      first: { body, headers: { 'device-id': device } },
      other: { body: { ...body, addonIds: [] }, headers: { 'device-id': device } },
      stranger: { body, headers: { 'device-id': `${device}-other` } },
    };
  },
  PAYMENT_REQUEST: paying,
  PAYMENT_REQUEST_V2: paying,
  RESCHEDULE_PAYMENT: async () => {
    const { owner, stranger } = await customers();
    const { orderRef } = await placePaidOrder(gw, owner.token, owner.email, { activate: false });
    const { shipmentRef } = (await gw.call('GET_SHIPMENT_TRACKING', { params: { orderReference: orderRef }, token: owner.token })).body.result;
    const [a, b] = (await gw.call('GET_SLOTS', { query: { days: 3 } })).body.result;
    await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: a.id }, token: owner.token });
    const paid = await gw.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: b.id }, token: owner.token });
    const params = { rescheduleId: paid.body.result.rescheduleId as string };
    return {
      first: { params, body: {}, token: owner.token },
      other: { params, body: { successUrl: 'http://127.0.0.1:8080/elsewhere' }, token: owner.token },
      stranger: { params, body: {}, token: stranger.token },
    };
  },
  CREATE_TOPUP: async () => {
    const { owner, stranger } = await customers();
    const params = { number: owner.number };
    return {
      first: { params, body: { kind: 'RECHARGE', amount: 100 }, token: owner.token },
      other: { params, body: { kind: 'RECHARGE', amount: 1000 }, token: owner.token },
      stranger: { params, body: { kind: 'RECHARGE', amount: 100 }, token: stranger.token },
    };
  },
  // Issue 45: a share's confirmation (another body: another code) and an advance (another body: another offer).
  CONFIRM_BALANCE_SHARE: async () => {
    const { owner, stranger } = await customers();
    const from = await lineCustomer(gw);
    const started = await startedShare(gw, from, owner.number, 20);
    const params = { shareId: started.share.shareId as string };
    const body = confirmBody(started);
    return {
      first: { params, body, token: from.token },
      other: { params, body: { ...body, otpCode: body.otpCode === '000000' ? '111111' : '000000' }, token: from.token },
      stranger: { params, body, token: stranger.token },
    };
  },
  TAKE_ADVANCE: async () => {
    const { owner, stranger } = await customers();
    const c = await lowBalanceCustomer(gw, owner.number);
    const params = { number: c.number };
    const { offers } = (await gw.call('GET_ADVANCE_OPTIONS', { params, token: c.token })).body.result;
    return {
      first: { params, body: { amount: offers[0].amount }, token: c.token },
      other: { params, body: { amount: offers[1].amount }, token: c.token },
      stranger: { params, body: { amount: offers[0].amount }, token: stranger.token },
    };
  },
  // Issue 46 part 5: a chat's start (another body: another topic).
  START_CHAT: async () => {
    const { owner, stranger } = await customers();
    return {
      first: { body: { topic: 'My bundle did not start' }, token: owner.token },
      other: { body: { topic: 'Another question' }, token: owner.token },
      stranger: { body: { topic: 'My bundle did not start' }, token: stranger.token },
    };
  },
  // Issue 44 part 6: a recharge of any Sitara number, by a visitor (the key is the device's).
  CREATE_PUBLIC_RECHARGE: async () => {
    const { owner } = await customers();
    const device = `idem-${randomBytes(4).toString('hex')}`;
    const body = { number: owner.number, amount: 100 };
    return {
      first: { body, headers: { 'device-id': device } },
      other: { body: { ...body, amount: 1000 }, headers: { 'device-id': device } },
      stranger: { body, headers: { 'device-id': `${device}-other` } },
    };
  },
  REDEEM_LOYALTY_PRODUCT: async () => {
    const { owner, stranger } = await customers();
    return {
      first: { body: { productId: 'LP-DATA-2GB' }, token: owner.token },
      other: { body: { productId: 'LP-MIN-100' }, token: owner.token },
      stranger: { body: { productId: 'LP-DATA-2GB' }, token: stranger.token },
    };
  },
  BUY_LOYALTY_PRODUCT: async () => {
    const { owner, stranger } = await customers();
    return {
      first: { body: { productId: 'LP-DATA-2GB' }, token: owner.token },
      other: { body: { productId: 'LP-DATA-2GB', number: '923000000000' }, token: owner.token },
      stranger: { body: { productId: 'LP-DATA-2GB' }, token: stranger.token },
    };
  },
};

const keyed = (call: CallOptions, key: string): CallOptions => ({ ...call, headers: { ...call.headers, 'idempotency-key': key } });

describe('one Idempotency-Key rule', () => {
  it('every keyed endpoint of the registry has its calls here (a new one fails until it has)', () => {
    expect(KEYED.length).toBeGreaterThan(0);
    expect(Object.keys(FIXTURES).sort()).toEqual([...KEYED].sort());
  });

  it.each(KEYED)('%s: the same key answers the first result, another request 422, another caller never the first result', async (name) => {
    const calls = await FIXTURES[name]!();
    const key = idemKey();
    const first = await gw.call(name, keyed(calls.first, key));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await gw.call(name, keyed(calls.first, key));
    expect([again.status, again.body.result]).toEqual([200, first.body.result]);
    const reused = await gw.call(name, keyed(calls.other, key));
    expect([reused.status, reused.body.code], JSON.stringify(reused.body)).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(reused.body.description).toContain('headers.idempotency-key');
    const stranger = await gw.call(name, keyed(calls.stranger, key));
    expect(stranger.status).toBeLessThan(500);
    expect(stranger.body.result).not.toEqual(first.body.result);
    // The first caller's key still answers their own first result.
    expect((await gw.call(name, keyed(calls.first, key))).body.result).toEqual(first.body.result);
  });

  it.each(KEYED)('%s: twenty parallel requests with one key make one thing and give one answer', async (name) => {
    const calls = await FIXTURES[name]!();
    const key = idemKey();
    const all = await Promise.all(Array.from({ length: 20 }, () => gw.call(name, keyed(calls.first, key))));
    expect(all.map((r) => r.status), JSON.stringify(all.find((r) => r.status !== 200)?.body)).toEqual(Array(20).fill(200));
    for (const r of all) expect(r.body.result).toEqual(all[0]!.body.result);
  });

  it('a guest key belongs to the device: without a device-id it is refused, naming the header', async () => {
    const res = await gw.call('PAYMENT_REQUEST', { body: { orderRef: 'ORD-0000000000', paymentMethod: 'CARD' }, headers: { 'idempotency-key': idemKey() } });
    expect([res.status, res.body.description]).toEqual([400, 'headers.device-id: is required with an Idempotency-Key when not signed in']);
  });

  // Last: it moves the sandbox clock a day (tokens expire; the owner signs in again).
  it('a key lives a day on the gateway clock, then makes something new', async () => {
    const { owner } = await customers();
    const key = idemKey();
    const ask = (amount: number, token: string) => gw.call('CREATE_TOPUP', { params: { number: owner.number }, body: { kind: 'RECHARGE', amount }, token, headers: { 'idempotency-key': key } });
    const first = await ask(100, owner.token);
    expect((await ask(200, owner.token)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await dev(gw, '/dev/clock', { advanceMs: 24 * 3600 * 1000 + 60_000 });
    const later = await ask(200, await signIn(gw, owner.email));
    expect([later.status, later.body.result?.amount]).toEqual([200, 200]);
    expect(later.body.result.topupId).not.toBe(first.body.result.topupId);
  });
});
