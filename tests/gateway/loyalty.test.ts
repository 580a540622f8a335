import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { device, signUp } from './auth-flow';
import { loyaltyErrorCodes as codes } from '../../schemas/api/loyalty';
import { placePaidOrder } from './order-fixtures';
import { OPENING_AIRTIME } from '../../gateway/lines/line-store';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

/** A fresh customer who joined the programme (1000 welcome points). */
async function member() {
  const user = await signUp(gw);
  const joined = await gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token: user.token });
  if (joined.status !== 200) throw new Error(JSON.stringify(joined.body));
  return user;
}

/** Signs in again (after the clock moved past the token's life). */
async function signIn(email: string): Promise<string> {
  const started = await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } });
  const otpCode = await latestCode(gw, email);
  const done = await gw.call('VALIDATE_OTP_SIGNIN', { body: { device, otpCode, requestId: started.body.result.requestId } });
  return done.body.result.accessToken;
}

const points = async (token: string, customerId: string) => (await gw.call('GET_LOYALTY_MEMBER', { params: { customerId }, token })).body.result.points as number;

describe('loyalty membership', () => {
  it('a customer is not a member until joining; joining twice welcomes once, even in parallel', async () => {
    const { token, userId } = await signUp(gw);
    const before = await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: userId }, token });
    expect(before.status).toBe(422);
    expect(before.body.code).toBe(codes.NOT_A_MEMBER);
    expect(responseErrors('GET_LOYALTY_MEMBER', before.status, before.body)).toEqual([]);
    const [a, b] = await Promise.all([
      gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token }),
      gw.call('JOIN_LOYALTY', { body: { acceptTerms: true }, token }),
    ]);
    expect(responseErrors('JOIN_LOYALTY', a.status, a.body)).toEqual([]);
    expect([a.body.result.points, b.body.result.points]).toEqual([1000, 1000]);
    const m = await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: userId }, token });
    expect(m.body.result).toMatchObject({ points: 1000, tier: 'SILVER', pendingPoints: 0, expiring: { points: 1000 }, tierHistory: [{ tier: 'SILVER' }] });
    const hist = await gw.call('GET_LOYALTY_POINT_HISTORY', { params: { customerId: userId }, token });
    expect(responseErrors('GET_LOYALTY_POINT_HISTORY', hist.status, hist.body)).toEqual([]);
    expect(hist.body.result).toMatchObject({ next: null, entries: [{ points: 1000, reason: 'WELCOME', type: 'earned' }] });
    expect(hist.body.result.entries).toHaveLength(1);
    expect((await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: 'someone-else' }, token })).status).toBe(403);
  });

  it('refuses joining without accepting the terms', async () => {
    const { token } = await signUp(gw);
    expect((await gw.call('JOIN_LOYALTY', { body: { acceptTerms: false }, token })).status).toBe(400);
  });
});

describe('redeeming', () => {
  it.each([
    { productId: 'LP-DATA-5GB', status: 200, code: undefined, balance: 500 },
    { productId: 'LP-HEADPHONES', status: 422, code: codes.INSUFFICIENT_POINTS, balance: 1000 },
    { productId: 'LP-CINEMA', status: 422, code: codes.OUT_OF_STOCK, balance: 1000 },
    { productId: 'LP-NOPE', status: 404, code: 'NOT_FOUND', balance: 1000 },
  ])('redeeming $productId answers $status $code and leaves $balance points', async ({ productId, status, code, balance }) => {
    const { token, userId } = await member();
    const res = await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId }, token });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(responseErrors('REDEEM_LOYALTY_PRODUCT', res.status, res.body)).toEqual([]);
    expect(await points(token, userId)).toBe(balance);
    if (status === 200) {
      const st = await gw.call('GET_REDEMPTION_STATUS', { params: { redemptionId: res.body.result.redemptionId }, token });
      expect(st.body.result).toMatchObject({ productId, status: 'COMPLETED', points: -500, voucherCode: expect.stringMatching(/^[0-9A-F]{4}-/) });
    }
  });

  it('says how many points are missing', async () => {
    const { token } = await member();
    const res = await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-HEADPHONES' }, token });
    expect(res.body.description).toContain('19000 more');
  });

  it('a non-member cannot redeem', async () => {
    const { token } = await signUp(gw);
    expect((await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-2GB' }, token })).body.code).toBe(codes.NOT_A_MEMBER);
  });

  it('refuses a second redemption of a once-per-customer reward', async () => {
    const { token, userId } = await member();
    expect((await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-MIN-1000' }, token })).status).toBe(200);
    const again = await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-MIN-1000' }, token });
    expect(again.body.code).toBe(codes.LIMIT_REACHED);
    expect(await points(token, userId)).toBe(100);
    const listed = await gw.call('GET_LOYALTY_PRODUCTS', { query: { id: 'LP-MIN-1000' }, token });
    expect(listed.body.result[0]).toMatchObject({ limitPerCustomer: 1, redeemedByMe: 1 });
  });

  it('the same Idempotency-Key redeems once', async () => {
    const { token, userId } = await member();
    const headers = { 'Idempotency-Key': 'redeem-test-0001' };
    const [a, b] = await Promise.all([
      gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-2GB' }, token, headers }),
      gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-2GB' }, token, headers }),
    ]);
    expect(a.body.result.redemptionId).toBe(b.body.result.redemptionId);
    expect(await points(token, userId)).toBe(750);
    const history = await gw.call('GET_LOYALTY_POINT_HISTORY', { params: { customerId: userId }, query: { type: 'spent' }, token });
    expect(history.body.result).toMatchObject({ next: null, entries: [{ points: -250, type: 'spent', productId: 'LP-DATA-2GB' }] });
    expect(history.body.result.entries).toHaveLength(1);
  });

  it('never spends more points than a member has, even with parallel redemptions', async () => {
    const { token, userId } = await member();
    const results = await Promise.all(Array.from({ length: 4 }, () => gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-5GB' }, token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await points(token, userId)).toBe(0);
  });

  it('a partner voucher stays pending until the partner confirms, then shows its code and QR payload', async () => {
    const { token } = await member();
    const res = await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-COFFEE' }, token });
    expect(res.body.result).toMatchObject({ status: 'PENDING' });
    expect(res.body.result.voucherCode).toBeUndefined();
    await dev(gw, '/dev/clock', { advanceMs: 2000 });
    const st = await gw.call('GET_REDEMPTION_STATUS', { params: { redemptionId: res.body.result.redemptionId }, token });
    expect(st.body.result).toMatchObject({ status: 'COMPLETED', voucherCode: expect.any(String), qrPayload: expect.stringContaining('SANDBOX-VOUCHER:') });
  });

  it('buying is charged to an active line\'s airtime and earns pending points that do not count toward a tier; cashback cannot be bought', async () => {
    const { token, userId, email } = await member();
    const { number } = await placePaidOrder(gw, token, email);
    const bought = await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-FOOD-500' }, token });
    expect(responseErrors('BUY_LOYALTY_PRODUCT', bought.status, bought.body)).toEqual([]);
    expect(bought.body.result).toMatchObject({ status: 'COMPLETED', points: 50, chargedNumber: number, airtimeBalance: OPENING_AIRTIME - 500 });
    const m = (await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: userId }, token })).body.result;
    expect(m).toMatchObject({ points: 1000, pendingPoints: 50, lifetimePoints: 1000 });
    expect((await gw.call('GET_LINE', { params: { number }, token })).body.result.airtimeBalance).toBe(OPENING_AIRTIME - 500);
    // The balance is spent: the next purchase is refused and charges nothing.
    const poor = await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-FOOD-500' }, token });
    expect([poor.status, poor.body.code]).toEqual([422, codes.INSUFFICIENT_BALANCE]);
    expect((await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: userId }, token })).body.result.pendingPoints).toBe(50);
    expect((await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-CASHBACK-100' }, token })).body.code).toBe('NOT_FOR_SALE');
  });

  it('buying needs an active line: none, one awaiting activation, or another customer\'s number are refused', async () => {
    const { token, email } = await member();
    const none = await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-FOOD-500' }, token });
    expect([none.status, none.body.code]).toEqual([422, codes.NO_ACTIVE_LINE]);
    expect(responseErrors('BUY_LOYALTY_PRODUCT', none.status, none.body)).toEqual([]);
    await placePaidOrder(gw, token, email, { activate: false });
    expect((await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-FOOD-500' }, token })).body.code).toBe(codes.NO_ACTIVE_LINE);
    const other = await member();
    const { number } = await placePaidOrder(gw, other.token, other.email);
    const theirs = await gw.call('BUY_LOYALTY_PRODUCT', { body: { productId: 'LP-FOOD-500', number }, token });
    expect(theirs.body.code).toBe(codes.NO_ACTIVE_LINE);
    expect((await gw.call('GET_LINE', { params: { number }, token: other.token })).body.result.airtimeBalance).toBe(OPENING_AIRTIME);
  });
});

describe('catalogue, history, tiers and boosters', () => {
  it('lists categories and products with gateway images of a known size', async () => {
    const cats = await gw.call('GET_LOYALTY_CATEGORIES');
    expect(responseErrors('GET_LOYALTY_CATEGORIES', cats.status, cats.body)).toEqual([]);
    expect(cats.body.result.length).toBeGreaterThanOrEqual(4);
    const prods = await gw.call('GET_LOYALTY_PRODUCTS', { query: { category: 'vouchers' } });
    expect(responseErrors('GET_LOYALTY_PRODUCTS', prods.status, prods.body)).toEqual([]);
    const cinema = prods.body.result.find((p: { id: string }) => p.id === 'LP-CINEMA');
    expect(cinema).toMatchObject({ stock: 0, image: { width: 160, height: 120 } });
    const img = await gw.fetch(new URL(cinema.image.url).pathname);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(await img.text()).toContain('<svg');
    expect((await gw.fetch('/static/loyalty/nope.svg')).status).toBe(404);
  });

  it('filters the history by date range and pages it; refuses a range that ends before it starts', async () => {
    const { token, userId } = await member();
    for (let i = 0; i < 3; i++) await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-2GB' }, token });
    const params = { customerId: userId };
    const page2 = await gw.call('GET_LOYALTY_POINT_HISTORY', { params, query: { page: 2, pageSize: 3 }, token });
    expect(page2.body.result).toMatchObject({ total: 4, page: 2, entries: [{ reason: 'WELCOME' }] });
    const future = await gw.call('GET_LOYALTY_POINT_HISTORY', { params, query: { from: '2099-01-01' }, token });
    expect(future.body.result).toEqual({ entries: [], next: null });
    const bad = await gw.call('GET_LOYALTY_POINT_HISTORY', { params, query: { from: '2026-02-01', to: '2026-01-01' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toContain('query.from');
  });

  it('reports tier progress towards GOLD with every tier\'s benefits', async () => {
    const { token } = await member();
    const res = await gw.call('GET_LOYALTY_TIER_PROGRESS', { token });
    expect(responseErrors('GET_LOYALTY_TIER_PROGRESS', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ tier: 'SILVER', nextTier: 'GOLD', pointsToNext: 4000 });
    expect(res.body.result.tiers[1].benefits.length).toBeGreaterThan(0);
  });

  it('has an ended, a running and an upcoming booster; opting in is remembered, an ended one refuses', async () => {
    const { token } = await member();
    const list = await gw.call('GET_LOYALTY_BOOSTERS', { token });
    expect(responseErrors('GET_LOYALTY_BOOSTERS', list.status, list.body)).toEqual([]);
    const now = Date.now();
    const boosters = list.body.result as Array<{ id: string; startsAt: number; endsAt: number }>;
    expect(boosters.some((b) => b.endsAt < now)).toBe(true);
    const running = boosters.find((b) => b.startsAt <= now && now < b.endsAt)!;
    expect(boosters.some((b) => b.startsAt > now)).toBe(true);
    const opted = await gw.call('OPT_IN_LOYALTY_BOOSTER', { params: { campaignId: running.id }, token });
    expect(opted.body.result).toMatchObject({ id: running.id, optedIn: true });
    const ended = boosters.find((b) => b.endsAt < now)!;
    expect((await gw.call('OPT_IN_LOYALTY_BOOSTER', { params: { campaignId: ended.id }, token })).status).toBe(409);
  });
});

describe('promotions', () => {
  it('allocates a reward once and claims a win-back offer once', async () => {
    const { token } = await signUp(gw);
    expect((await gw.call('ALLOCATE_REWARD', { body: { rewardId: 'RW-WELCOME-DATA' }, token })).status).toBe(200);
    expect((await gw.call('ALLOCATE_REWARD', { body: { rewardId: 'RW-WELCOME-DATA' }, token })).body.code).toBe('ALREADY_ALLOCATED');
    const rewards = await gw.call('GET_USER_REWARDS', { token });
    expect(responseErrors('GET_USER_REWARDS', rewards.status, rewards.body)).toEqual([]);
    expect(rewards.body.result.find((r: { id: string }) => r.id === 'RW-WELCOME-DATA').allocated).toBe(true);
    const claim = await gw.call('CLAIM_WINBACK', { body: { offerId: 'winback-50' }, token });
    expect(claim.body.result).toMatchObject({ claimed: true, discountPercent: 50 });
    expect((await gw.call('CLAIM_WINBACK', { body: { offerId: 'winback-50' }, token })).status).toBe(409);
  });
});

// Last: it moves the shared gateway clock a year on.
describe('expiry', () => {
  it('expires points a year after they were earned', async () => {
    const { userId, email } = await member();
    await dev(gw, '/dev/clock', { advanceMs: 366 * 24 * 3600 * 1000 });
    const token = await signIn(email);
    expect(await points(token, userId)).toBe(0);
    const expired = await gw.call('GET_LOYALTY_POINT_HISTORY', { params: { customerId: userId }, query: { type: 'expired' }, token });
    expect(expired.body.result.entries).toMatchObject([{ points: -1000, type: 'expired' }]);
  });

});
