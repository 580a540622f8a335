import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, startTestGateway, type TestGateway } from './harness';
import { PLACES } from '../../gateway/delivery/store-finder';
import { pickupLocations, retailStores } from '../../gateway/seed/delivery-seed';
import { PLACE_WORDS_UR } from '../../gateway/seed/place-names-ur';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
  // Twenty searches at once from one client must be answered, not refused by the per-client window.
  await dev(gw, '/dev/rate-limit', { limit: 1_000, windowMs: 60_000 });
});
afterAll(() => gw.close());

type Place = { id: string; kind: 'STORE' | 'PICKUP'; name: string; address: string; city: string; postalCode: string; openingHours: string };
const find = async (q: string, language?: 'ur') => {
  const res = await gw.fetch(`/v1/store-finder?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json', ...(language ? { 'accept-language': language } : {}) } });
  return { status: res.status, body: (await res.json()) as { result?: Place[]; code?: string; description?: string; message?: string } };
};

describe('FIND_STORES: stores and pick-up points by city or postal code (issue 46 part 6)', () => {
  it('lists the active stores and every pick-up point of the purchase, reused from the delivery seed', () => {
    expect(PLACES.filter((p) => p.kind === 'PICKUP').map((p) => p.id)).toEqual(pickupLocations.map((l) => l.id));
    expect(PLACES.filter((p) => p.kind === 'STORE').map((p) => p.id)).toEqual(retailStores.filter((s) => s.active).map((s) => s.storeId));
  });

  it.each(PLACES.map((p) => [p.id, p] as const))('%s is found by its city, by its postal code and by the start of it, in both languages', async (_, place) => {
    for (const q of [place.city, place.city.toUpperCase(), place.postalCode, place.postalCode.slice(0, 2)]) {
      const { status, body } = await find(q);
      expect(status, q).toBe(200);
      expect(body.result?.map((p) => p.id), q).toContain(place.id);
    }
    const ur = await find(PLACE_WORDS_UR[place.city]!, 'ur');
    const found = ur.body.result?.find((p) => p.id === place.id);
    expect(found).toMatchObject({ name: PLACE_WORDS_UR[place.name], address: PLACE_WORDS_UR[place.addressLine1], city: PLACE_WORDS_UR[place.city], postalCode: place.postalCode });
    // No English left in an Urdu answer but the Roman numerals and letters of a street's own name (Gulberg III).
    expect(JSON.stringify([found?.name, found?.address, found?.city]).replace(/\bIII\b/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('a city with no store finds nothing (an empty list, not an error)', async () => {
    for (const q of ['Quetta', 'Multan', '87300', '99']) {
      const { status, body } = await find(q);
      expect({ q, status, result: body.result }).toEqual({ q, status: 200, result: [] });
    }
  });

  it.each([
    { name: 'empty', q: '' },
    { name: 'one letter', q: 'L' },
    { name: 'too long (61 letters)', q: 'L'.repeat(61) },
    { name: 'very long', q: 'Lahore'.repeat(2_000) },
    { name: 'markup', q: '<script>alert(1)</script>' },
    { name: 'SQL', q: "Lahore'; DROP TABLE users; --" },
    { name: 'a regular expression', q: '.*' },
    { name: 'control characters', q: 'Lah\u0000ore' },
    { name: 'percent signs', q: '%%%%' },
  ])('$name: 400 naming the query field, never 5xx', async ({ q }) => {
    const res = await gw.fetch(`/v1/store-finder?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/q/);
  });

  it('no q at all, q twice, an unknown parameter, broken percent-encoding: 4xx, never 5xx', async () => {
    for (const path of ['/v1/store-finder', '/v1/store-finder?q=Lahore&q=Karachi', '/v1/store-finder?q=Lahore&evil=1', '/v1/store-finder?q[]=x', '/v1/store-finder?q=Lah%ED%A0%80ore', '/v1/store-finder?q=%', '/v1/store-finder?q=%FF%FE']) {
      const res = await gw.fetch(path, { headers: { accept: 'application/json' } });
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('twenty searches at once all answer 200 with the same places', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => find('Islamabad')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.result))).size).toBe(1);
    expect(answers[0]!.body.result?.map((p) => p.id)).toEqual(PLACES.filter((p) => p.city === 'Islamabad').map((p) => p.id));
  });
});
