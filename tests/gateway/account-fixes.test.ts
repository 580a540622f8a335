import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { freshEmail, signUp, wrong } from './auth-flow';
import { idemKey, orderBody, placeOrder, placePaidOrder } from './order-fixtures';
import { progressOf } from '../../gateway/orders/shipment-progress';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw.close());

const HOUR = 3_600_000;

describe("a line carries its plan's name", () => {
  it('in the language the request asks for, on GET_LINES, GET_LINE and SET_AUTO_RENEWAL', async () => {
    const me = await signUp(gw);
    const { number } = await placePaidOrder(gw, me.token, me.email, { activate: false });
    const en = await gw.call('GET_LINES', { token: me.token });
    expect(responseErrors('GET_LINES', en.status, en.body)).toEqual([]);
    expect(en.body.result[0]).toMatchObject({ planId: 'plan-prepaid-monthly', planName: 'Monthly Prepaid' });
    const ur = await gw.call('GET_LINE', { token: me.token, params: { number }, headers: { 'accept-language': 'ur-PK,ur;q=0.9' } });
    expect(responseErrors('GET_LINE', ur.status, ur.body)).toEqual([]);
    expect(ur.body.result.planName).toBe('ماہانہ پری پیڈ');
    const off = await gw.call('SET_AUTO_RENEWAL', { token: me.token, params: { number }, body: { autoRenew: false } });
    expect(responseErrors('SET_AUTO_RENEWAL', off.status, off.body)).toEqual([]);
    expect(off.body.result).toMatchObject({ autoRenew: false, planName: 'Monthly Prepaid' });
  });
});

describe('a wrong one-time code on the account checks', () => {
  it('says how many tries are left (422011 attemptsLeft), and the last wrong one is 422026, not the sign-up code', async () => {
    const me = await signUp(gw);
    const next = freshEmail('tries');
    const asked = await gw.call('REQUEST_EMAIL_CHANGE', { token: me.token, body: { email: next } });
    const code = await latestCode(gw, next);
    const verify = (otpCode: string) => gw.call('VERIFY_EMAIL_CHANGE', { token: me.token, body: { requestId: asked.body.result.requestId, otpCode } });
    const first = await verify(wrong(code));
    expect(first).toMatchObject({ status: 422, body: { code: 422011, attemptsLeft: 2 } });
    expect(responseErrors('VERIFY_EMAIL_CHANGE', first.status, first.body)).toEqual([]);
    expect((await verify(wrong(code))).body).toMatchObject({ code: 422011, attemptsLeft: 1 });
    expect((await verify(wrong(code))).body.code).toBe(422026);
    expect((await verify(code)).body.code).toBe(422026);

    const card = await gw.call('REQUEST_UPDATE_CARD_OTP', { token: me.token });
    const cardCode = await latestCode(gw, me.email);
    const bad = await gw.call('VERIFY_UPDATE_CARD_OTP', { token: me.token, body: { requestId: card.body.result.requestId, otpCode: wrong(cardCode) } });
    expect(bad.body).toMatchObject({ code: 422011, attemptsLeft: 2 });
  });
});

describe('sandbox shipments move along by the clock', () => {
  it('progressOf: prepared, handed to the courier at 2 h, out for delivery at 20 h, delivered at 24 h; pickup ready at 4 h; FAILED stays', () => {
    const home = { status: 'PENDING', method: 'DOORSTEP_DELIVERY' };
    expect(progressOf(home, 0, HOUR).map((e) => e.status)).toEqual(['PENDING']);
    expect(progressOf(home, 0, 21 * HOUR)).toEqual([{ at: 0, status: 'PENDING' }, { at: 2 * HOUR, status: 'DISPATCHED' }, { at: 20 * HOUR, status: 'OUT_FOR_DELIVERY' }]);
    expect(progressOf(home, 0, 30 * HOUR).at(-1)).toEqual({ at: 24 * HOUR, status: 'DELIVERED' });
    expect(progressOf({ status: 'PENDING', method: 'SELF_PICKUP' }, 0, 5 * HOUR).map((e) => e.status)).toEqual(['PENDING', 'READY_FOR_PICKUP']);
    expect(progressOf({ status: 'FAILED', method: 'DOORSTEP_DELIVERY' }, 0, 99 * HOUR).map((e) => e.status)).toEqual(['FAILED']);
  });

  it('a paid order\'s shipment is on its way after the sandbox clock moves 3 hours and delivered after 25; an unpaid one does not move', async () => {
    const me = await signUp(gw);
    const paid = await placePaidOrder(gw, me.token, me.email, { activate: false });
    const unpaid = await placeOrder(gw, 'ship-unpaid', { email: me.email });
    let token = me.token;
    const track = async (orderReference: string) => {
      // The session outlives no clock jump: refresh it as the app would.
      token = (await gw.call('REFRESH_TOKEN', { token, headers: { 'request-id': `ship-${Date.now()}` } })).body.result.accessToken;
      const res = await gw.call('GET_SHIPMENT_TRACKING', { token, params: { orderReference } });
      expect(responseErrors('GET_SHIPMENT_TRACKING', res.status, res.body)).toEqual([]);
      return res.body.result as { status: string; events: Array<{ status: string; at: number }> };
    };
    expect((await track(paid.orderRef)).status).toBe('PENDING');
    await dev(gw, '/dev/clock', { advanceMs: 3 * HOUR });
    const moving = await track(paid.orderRef);
    expect(moving.status).toBe('DISPATCHED');
    expect(moving.events.map((e) => e.status)).toEqual(['PENDING', 'DISPATCHED']);
    expect(moving.events[1]!.at - moving.events[0]!.at).toBe(2 * HOUR);
    await dev(gw, '/dev/clock', { advanceMs: 22 * HOUR });
    expect((await track(paid.orderRef)).events.map((e) => e.status)).toEqual(['PENDING', 'DISPATCHED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect((await track(unpaid.orderRef)).status).toBe('PENDING');
  });
});

describe('what a purchase told about the buyer fills the account (issue 30)', () => {
  const details = async (token: string) => {
    const res = await gw.call('GET_USER_DETAILS', { token });
    expect(responseErrors('GET_USER_DETAILS', res.status, res.body)).toEqual([]);
    return res.body.result as { first_name: string; middle_name: string; last_name: string; telco_info: { phone_no: string }; dob: { timestamp: number | null } };
  };

  it("a signed-in buyer's blank name and birth date come from the order; the signed-up number stays", async () => {
    const me = await signUp(gw);
    expect((await details(me.token)).first_name).toBe('');
    await placePaidOrder(gw, me.token, me.email, { activate: false, over: { personalDetails: { firstName: 'Ayesha', middleName: 'Noor', lastName: 'Khan', contactNumber: '3001112233', dob: '1990-02-01' } } });
    const after = await details(me.token);
    expect(after).toMatchObject({ first_name: 'Ayesha', middle_name: 'Noor', last_name: 'Khan', telco_info: { phone_no: '923001234567' }, dob: { timestamp: Date.UTC(1990, 1, 1) } });
  });

  it('never overwrites what the account already says', async () => {
    const me = await signUp(gw);
    expect((await gw.call('UPDATE_PROFILE', { token: me.token, body: { firstName: 'Sana', lastName: 'Ali' } })).status).toBe(200);
    await placePaidOrder(gw, me.token, me.email, { activate: false, over: { personalDetails: { firstName: 'Someone', lastName: 'Else', contactNumber: '923009998877' } } });
    expect(await details(me.token)).toMatchObject({ first_name: 'Sana', last_name: 'Ali', middle_name: '' });
  });

  it('twenty orders placed at once by one blank account fill it from one of them, never a mix, and none fails', async () => {
    const me = await signUp(gw);
    const numbers: string[] = [];
    for (const n of (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } })).body.result as Array<{ number: string }>) {
      if (numbers.length === 20) break;
      if ((await gw.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, token: me.token })).status === 200) numbers.push(n.number);
    }
    expect(numbers).toHaveLength(20);
    const people = numbers.map((_, i) => ({ firstName: `First${i}`, middleName: `Middle${i}`, lastName: `Last${i}`, contactNumber: `9230011122${String(i).padStart(2, '0')}`, dob: `1990-01-${String(i + 1).padStart(2, '0')}` }));
    const placed = await Promise.all(numbers.map((selectedNumber, i) =>
      gw.call('CREATE_ORDER', { body: orderBody({ selectedNumber, email: me.email, personalDetails: people[i] }), token: me.token, headers: { 'idempotency-key': idemKey() } })));
    // An order may be refused as a concurrent request (409) but never with a server error.
    expect(placed.filter((r) => r.status >= 500)).toEqual([]);
    expect(placed.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const after = await details(me.token);
    const i = Number(after.first_name.replace('First', ''));
    expect(placed[i]?.status).toBe(200);
    expect(after).toMatchObject({ first_name: `First${i}`, middle_name: `Middle${i}`, last_name: `Last${i}`, dob: { timestamp: Date.UTC(1990, 0, i + 1) } });
    // The number the customer signed up with stays.
    expect(after.telco_info.phone_no).toBe('923001234567');
  });

  it("a guest's purchase fills the account it joins when the email is proven, with the number as +92 digits", async () => {
    const email = freshEmail('guest');
    await placeOrder(gw, `guest-${Math.random().toString(36).slice(2, 10)}`, { email, personalDetails: { firstName: 'Bilal', lastName: 'Raza', contactNumber: '03451234567' } });
    const started = await gw.call('SIGNUP', { body: { email, channel: 'web' } });
    expect(started.status).toBe(200);
    const done = await gw.call('VALIDATE_OTP_SIGNUP', { body: { device: { app_type: 'ecosystem', device_id: 'd', device_type: 'web' }, otpCode: await latestCode(gw, email), requestId: started.body.result.requestId } });
    expect(done.status).toBe(200);
    expect(await details(done.body.result.accessToken)).toMatchObject({ first_name: 'Bilal', last_name: 'Raza', telco_info: { phone_no: '923451234567' } });
  });
});
