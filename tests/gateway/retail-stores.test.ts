import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe('retail stores for retail onboarding (issue 12 part 7)', () => {
  it('checks a store id and lists the store with the postal code its self-pickup addresses are found by', async () => {
    const check = await gw.call('CHECK_STORE', { params: { storeId: 'ST-LHR-01' } });
    expect(responseErrors('CHECK_STORE', check.status, check.body)).toEqual([]);
    expect(check.body.result).toEqual({ storeId: 'ST-LHR-01', active: true });
    const stores = await gw.call('GET_RETAIL_STORES', { query: { storeId: 'ST-LHR-01' } });
    expect(responseErrors('GET_RETAIL_STORES', stores.status, stores.body)).toEqual([]);
    expect(stores.body.result).toEqual([{ storeId: 'ST-LHR-01', name: 'Lahore Flagship', city: 'Lahore', active: true, postalCode: '54000' }]);
    const pickup = await gw.call('GET_SELF_PICKUP_ADDRESSES', { query: { zipcode: stores.body.result[0].postalCode } });
    expect(pickup.body.result.pickupLocations.map((l: { id: string }) => l.id)).toContain('PL-LHR-1');
  });

  it('a closed store checks as inactive; an unknown one is 404 and lists nothing', async () => {
    expect((await gw.call('CHECK_STORE', { params: { storeId: 'ST-PEW-01' } })).body.result.active).toBe(false);
    expect((await gw.call('CHECK_STORE', { params: { storeId: 'ST-NOPE' } })).status).toBe(404);
    expect((await gw.call('GET_RETAIL_STORES', { query: { storeId: 'ST-NOPE' } })).body.result).toEqual([]);
  });
});
