import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { freshEmail, signUp, wrong } from './auth-flow';
import { placePaidOrder } from './order-fixtures';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const visa = { cardNumber: '4111111111111111', expiry: '11/29', holderName: 'Ali Raza' };
const master = { cardNumber: '5555555555554444', expiry: '10/28', holderName: 'Ali Raza' };

describe('saved cards: default and delete', () => {
  it('the first card is the default; another can be made default; deleting the default promotes the oldest', async () => {
    const me = await signUp(gw);
    const as = { token: me.token, params: { customer_id: me.userId } };
    const one = await gw.call('ADD_PAYMENT_METHOD', { ...as, body: visa });
    expect(one.body.result).toMatchObject([{ brand: 'visa', last4: '1111', isDefault: true, subscription: false }]);
    const two = await gw.call('ADD_PAYMENT_METHOD', { ...as, body: master });
    expect(two.body.result.map((c: { isDefault: boolean }) => c.isDefault)).toEqual([true, false]);
    const masterId = two.body.result[1].id;
    const set = await gw.call('SET_DEFAULT_PAYMENT_METHOD', { token: me.token, params: { customer_id: me.userId, payment_method_id: masterId } });
    expect(responseErrors('SET_DEFAULT_PAYMENT_METHOD', set.status, set.body)).toEqual([]);
    expect(set.body.result.map((c: { isDefault: boolean }) => c.isDefault)).toEqual([false, true]);
    const del = await gw.call('DELETE_PAYMENT_METHOD', { ...as, query: { paymentMethodId: masterId } });
    expect(del.body.result).toMatchObject([{ last4: '1111', isDefault: true }]);
  });

  it("refuses another customer's card", async () => {
    const owner = await signUp(gw);
    const other = await signUp(gw);
    const cards = await gw.call('ADD_PAYMENT_METHOD', { token: owner.token, params: { customer_id: owner.userId }, body: visa });
    const id = cards.body.result[0].id;
    const viaOwnId = await gw.call('SET_DEFAULT_PAYMENT_METHOD', { token: other.token, params: { customer_id: other.userId, payment_method_id: id } });
    expect(viaOwnId.status).toBe(404);
    const viaTheirs = await gw.call('SET_DEFAULT_PAYMENT_METHOD', { token: other.token, params: { customer_id: owner.userId, payment_method_id: id } });
    expect(viaTheirs.status).toBe(403);
    const del = await gw.call('DELETE_PAYMENT_METHOD', { token: other.token, params: { customer_id: other.userId }, query: { paymentMethodId: id } });
    expect(del.status).toBe(404);
  });
});

describe('email change', () => {
  it('sends the code to the new address; the old one works until the code comes back', async () => {
    const me = await signUp(gw);
    const next = freshEmail('new');
    const asked = await gw.call('REQUEST_EMAIL_CHANGE', { token: me.token, body: { email: next } });
    expect(responseErrors('REQUEST_EMAIL_CHANGE', asked.status, asked.body)).toEqual([]);
    const code = await latestCode(gw, next);
    expect((await gw.call('GET_USER_DETAILS', { token: me.token })).body.result.email).toBe(me.email);
    const bad = await gw.call('VERIFY_EMAIL_CHANGE', { token: me.token, body: { requestId: asked.body.result.requestId, otpCode: wrong(code) } });
    expect(bad).toMatchObject({ status: 422, body: { code: 422011 } });
    const done = await gw.call('VERIFY_EMAIL_CHANGE', { token: me.token, body: { requestId: asked.body.result.requestId, otpCode: code } });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ email: next, email_confirmed: true });
    const signin = await gw.call('SIGNIN', { body: { identifier: next, channel: 'web' } });
    expect(signin.status).toBe(200);
    expect(await latestCode(gw, next)).toMatch(/^\d{6}$/);
  });

  it.each([
    { name: 'an address of another account', email: async () => (await signUp(gw)).email, status: 409, code: 'EMAIL_TAKEN' },
    { name: 'the same address', email: async () => '', status: 422, code: 'EMAIL_UNCHANGED' },
    { name: 'not an email', email: async () => 'not-an-email', status: 400, code: 'BAD_REQUEST' },
  ])('refuses $name', async ({ email, status, code }) => {
    const me = await signUp(gw);
    const asked = await gw.call('REQUEST_EMAIL_CHANGE', { token: me.token, body: { email: (await email()) || me.email } });
    expect(asked.status).toBe(status);
    expect(asked.body.code).toBe(code);
  });

  it("refuses a code of another customer's request", async () => {
    const a = await signUp(gw);
    const b = await signUp(gw);
    const next = freshEmail('steal');
    const asked = await gw.call('REQUEST_EMAIL_CHANGE', { token: a.token, body: { email: next } });
    const stolen = await gw.call('VERIFY_EMAIL_CHANGE', { token: b.token, body: { requestId: asked.body.result.requestId, otpCode: await latestCode(gw, next) } });
    expect(stolen.status).toBe(422);
    expect((await gw.call('GET_USER_DETAILS', { token: b.token })).body.result.email).toBe(b.email);
  });
});

describe('subscription card update', () => {
  it('needs a passed code check, used once, and one of your own cards', async () => {
    const me = await signUp(gw);
    const cards = await gw.call('ADD_PAYMENT_METHOD', { token: me.token, params: { customer_id: me.userId }, body: master });
    const cardId = cards.body.result[0].id;
    const otp = await gw.call('REQUEST_UPDATE_CARD_OTP', { token: me.token });
    expect(responseErrors('REQUEST_UPDATE_CARD_OTP', otp.status, otp.body)).toEqual([]);
    const code = await latestCode(gw, me.email);
    const notYet = await gw.call('UPDATE_SUBSCRIPTION_CARD', { token: me.token, body: { verificationId: otp.body.result.requestId, paymentMethodId: cardId } });
    expect(notYet.status).toBe(422);
    const verified = await gw.call('VERIFY_UPDATE_CARD_OTP', { token: me.token, body: { requestId: otp.body.result.requestId, otpCode: code } });
    expect(verified.status).toBe(200);
    const { verificationId } = verified.body.result;
    const other = await signUp(gw);
    const foreign = await gw.call('UPDATE_SUBSCRIPTION_CARD', { token: other.token, body: { verificationId, paymentMethodId: cardId } });
    expect(foreign.status).toBe(422);
    const done = await gw.call('UPDATE_SUBSCRIPTION_CARD', { token: me.token, body: { verificationId, paymentMethodId: cardId } });
    expect(done.body.result).toEqual({ paymentMethodId: cardId, brand: 'mastercard', last4: '4444' });
    const list = await gw.call('GET_SAVED_PAYMENT_METHODS', { token: me.token, params: { customer_id: me.userId } });
    expect(list.body.result[0].subscription).toBe(true);
    const again = await gw.call('UPDATE_SUBSCRIPTION_CARD', { token: me.token, body: { verificationId, paymentMethodId: cardId } });
    expect(again.status).toBe(422);
  });
});

describe('auto-renewal of a line', () => {
  it("turns one line's renewal off and on; another customer's number is 404", async () => {
    const me = await signUp(gw);
    const { number } = await placePaidOrder(gw, me.token, me.email);
    const before = await gw.call('GET_LINES', { token: me.token });
    expect(before.body.result.find((l: { number: string }) => l.number === number).autoRenew).toBe(true);
    const off = await gw.call('SET_AUTO_RENEWAL', { token: me.token, params: { number }, body: { autoRenew: false } });
    expect(responseErrors('SET_AUTO_RENEWAL', off.status, off.body)).toEqual([]);
    expect(off.body.result).toMatchObject({ number, autoRenew: false });
    expect((await gw.call('GET_LINE', { token: me.token, params: { number } })).body.result.autoRenew).toBe(false);
    const other = await signUp(gw);
    expect((await gw.call('SET_AUTO_RENEWAL', { token: other.token, params: { number }, body: { autoRenew: true } })).status).toBe(404);
    expect((await gw.call('SET_AUTO_RENEWAL', { token: me.token, params: { number }, body: { autoRenew: 'yes' } })).status).toBe(400);
  });
});
