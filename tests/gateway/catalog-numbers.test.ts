import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const lock = (number: string, device: string) => gw.call('LOCK_NUMBER', { params: { selectedNumber: number }, headers: { 'device-id': device } });

describe('catalog', () => {
  it.each(['prepaid', 'postpaid', 'hybrid'])('has %s plans under every filter label with tax-inclusive prices', async (productType) => {
    const res = await gw.call('GET_PRODUCT_VARIANTS', { query: { productType } });
    expect(responseErrors('GET_PRODUCT_VARIANTS', res.status, res.body)).toEqual([]);
    const labels = new Set(res.body.result.map((p: { filterLabel: string }) => p.filterLabel));
    expect(labels).toEqual(new Set(['Special Plans', 'Group Plans', 'Annual Plans', 'Semi-Annual Plans', 'Monthly Plans', 'Weekly Plans']));
  });

  it.each([
    { planId: 'plan-postpaid-monthly', has: 'addon-roaming-gcc', lacks: 'addon-social-unlimited' },
    { planId: 'plan-prepaid-weekly', has: 'addon-social-unlimited', lacks: 'addon-roaming-gcc' },
  ])('offers add-ons eligible for $planId', async ({ planId, has, lacks }) => {
    const res = await gw.call('GET_ELIGIBLE_ADDONS', { query: { planId } });
    const ids = res.body.result.map((a: { id: string }) => a.id);
    expect(ids).toContain(has);
    expect(ids).not.toContain(lacks);
  });

  it('lists free, premium and golden number categories', async () => {
    const res = await gw.call('GET_NUMBER_CATEGORIES');
    expect(responseErrors('GET_NUMBER_CATEGORIES', res.status, res.body)).toEqual([]);
    expect(res.body.result.map((c: { id: string }) => c.id)).toEqual(['free', 'premium', 'golden']);
  });

  it.each([
    { category: 'free', numberClass: 'FREE_NUMBER' },
    { category: 'golden', numberClass: 'PREMIUM_NUMBER' },
  ])('lists 12 $category numbers by default', async ({ category, numberClass }) => {
    const res = await gw.call('GET_NUMBERS', { query: { category } });
    expect(responseErrors('GET_NUMBERS', res.status, res.body)).toEqual([]);
    expect(res.body.result.length).toBeGreaterThan(0);
    expect(res.body.result.length).toBeLessThanOrEqual(12);
    expect(res.body.result.every((n: { numberClass: string }) => n.numberClass === numberClass)).toBe(true);
  });
});

describe('number lock', () => {
  it('gives a number raced by two customers to exactly one of them, and hides it from the list', async () => {
    const [first] = (await gw.call('GET_NUMBERS', { query: { category: 'premium', limit: 1 } })).body.result;
    const results = await Promise.all([lock(first.number, 'device-a'), lock(first.number, 'device-b')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect(responseErrors('LOCK_NUMBER', winner.status, winner.body)).toEqual([]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('NUMBER_UNAVAILABLE');
    const listed = (await gw.call('GET_NUMBERS', { query: { category: 'premium', limit: 40 } })).body.result.map((n: { number: string }) => n.number);
    expect(listed).not.toContain(first.number);
  });

  it('lets the holder lock again and another customer take it after the lock expires', async () => {
    const [n] = (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 1 } })).body.result;
    expect((await lock(n.number, 'holder')).status).toBe(200);
    expect((await lock(n.number, 'holder')).status).toBe(200);
    expect((await lock(n.number, 'other')).status).toBe(409);
    await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 601_000 }) });
    expect((await lock(n.number, 'other')).status).toBe(200);
  });

  it('lists the caller\'s own locked number first, by device id or by token, and hides it from everyone else', async () => {
    const listed = async (o: { device?: string; token?: string }) =>
      (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 6 }, ...(o.device ? { headers: { 'device-id': o.device } } : {}), ...(o.token ? { token: o.token } : {}) })).body.result.map((n: { number: string }) => n.number);
    // The 10th free number would be past the page of 6: the holder still finds it, at the top.
    const page = (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 12 } })).body.result.map((n: { number: string }) => n.number);
    const far = page[9];
    expect((await lock(far, 'own-device')).status).toBe(200);
    const mine = await listed({ device: 'own-device' });
    expect(mine[0]).toBe(far);
    expect(mine).toHaveLength(6);
    expect(await listed({ device: 'another-device' })).not.toContain(far);
    expect(await listed({})).not.toContain(far);

    const { token } = await signUp(gw);
    const byToken = (await gw.call('GET_NUMBERS', { query: { category: 'free', limit: 1 } })).body.result[0].number;
    expect((await gw.call('LOCK_NUMBER', { params: { selectedNumber: byToken }, token })).status).toBe(200);
    expect((await listed({ token }))[0]).toBe(byToken);
    // Signed in on the device that took the guest lock: both are theirs, the newest lock first, and they may take
    // the device's lock over (so the order, made with the token, finds it theirs).
    expect((await listed({ token, device: 'own-device' })).slice(0, 2)).toEqual([byToken, far]);
    expect((await gw.call('LOCK_NUMBER', { params: { selectedNumber: far }, token, headers: { 'device-id': 'own-device' } })).status).toBe(200);
    expect((await gw.call('LOCK_NUMBER', { params: { selectedNumber: byToken }, headers: { 'device-id': 'own-device' } })).status).toBe(409);
  });

  it('lists an expired own lock as a free number again, in number order', async () => {
    const [n] = (await gw.call('GET_NUMBERS', { query: { category: 'premium', limit: 3 } })).body.result.slice(2);
    expect((await lock(n.number, 'expiring')).status).toBe(200);
    await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 601_000 }) });
    const listed = (await gw.call('GET_NUMBERS', { query: { category: 'premium', limit: 3 }, headers: { 'device-id': 'expiring' } })).body.result.map((x: { number: string }) => x.number);
    expect(listed[2]).toBe(n.number);
  });

  it.each<{ name: string; number: string; headers: Record<string, string>; status: number }>([
    { name: 'unknown number', number: '920000000000', headers: { 'device-id': 'd' }, status: 404 },
    { name: 'no device id and no token', number: '923001234567', headers: {}, status: 400 },
  ])('answers $status for $name', async ({ number, headers, status }) => {
    const res = await gw.call('LOCK_NUMBER', { params: { selectedNumber: number }, headers });
    expect(res.status).toBe(status);
  });
});

describe('number-of-lines eligibility', () => {
  it('is enabled with at most 5 lines per document', async () => {
    const spec = await gw.call('GET_NUMBER_OF_LINES_SPEC');
    expect(spec.body.result.maxLinesPerDocument).toBe(5);
    const res = await gw.call('GET_NUMBER_OF_LINES_ELIGIBILITY', { query: { documentId: '3520212345678' } });
    expect(responseErrors('GET_NUMBER_OF_LINES_ELIGIBILITY', res.status, res.body)).toEqual([]);
    expect(res.body.result).toEqual({ enabled: true, eligible: true, lines: 0, maxLines: 5 });
  });
});
