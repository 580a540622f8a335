import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe('loyalty', () => {
  it('welcomes a member with 1000 points once, even when asked in parallel', async () => {
    const { token, userId } = await signUp(gw);
    const params = { customerId: userId };
    const [a, b] = await Promise.all([gw.call('GET_LOYALTY_MEMBER', { params, token }), gw.call('GET_LOYALTY_MEMBER', { params, token })]);
    expect(responseErrors('GET_LOYALTY_MEMBER', a.status, a.body)).toEqual([]);
    expect([a.body.result.points, b.body.result.points]).toEqual([1000, 1000]);
    expect(a.body.result.tier).toBe('SILVER');
    const hist = await gw.call('GET_LOYALTY_POINT_HISTORY', { params, token });
    expect(hist.body.result).toEqual([{ points: 1000, reason: 'WELCOME', at: expect.any(Number) }]);
    expect((await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: 'someone-else' }, token })).status).toBe(403);
  });

  it.each([
    { productId: 'LP-DATA-5GB', status: 200, balance: 500 },
    { productId: 'LP-HEADPHONES', status: 422, balance: 1000 },
    { productId: 'LP-NOPE', status: 404, balance: 1000 },
  ])('redeeming $productId answers $status and leaves $balance points', async ({ productId, status, balance }) => {
    const { token, userId } = await signUp(gw);
    const res = await gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId }, token });
    expect(res.status).toBe(status);
    expect(responseErrors('REDEEM_LOYALTY_PRODUCT', res.status, res.body)).toEqual([]);
    expect((await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: userId }, token })).body.result.points).toBe(balance);
    if (status === 200) {
      const st = await gw.call('GET_REDEMPTION_STATUS', { params: { redemptionId: res.body.result.redemptionId }, token });
      expect(st.body.result).toMatchObject({ productId, status: 'COMPLETED', points: -500 });
    }
  });

  it('never spends more points than a member has, even with parallel redemptions', async () => {
    const { token, userId } = await signUp(gw);
    const results = await Promise.all(Array.from({ length: 4 }, () => gw.call('REDEEM_LOYALTY_PRODUCT', { body: { productId: 'LP-DATA-5GB' }, token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect((await gw.call('GET_LOYALTY_MEMBER', { params: { customerId: userId }, token })).body.result.points).toBe(0);
  });

  it('reports tier progress towards GOLD', async () => {
    const { token } = await signUp(gw);
    const res = await gw.call('GET_LOYALTY_TIER_PROGRESS', { token });
    expect(responseErrors('GET_LOYALTY_TIER_PROGRESS', res.status, res.body)).toEqual([]);
    expect(res.body.result).toMatchObject({ tier: 'SILVER', nextTier: 'GOLD', pointsToNext: 4000 });
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
