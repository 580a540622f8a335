import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseErrors, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { addressLookups } from '../../gateway/seed/delivery-seed';
import { PLACE_WORDS_UR } from '../../gateway/seed/place-names-ur';

/**
 * The sandbox's postal service (issue 46): a known Pakistani postal code gives what the address form then does not
 * ask (province, district, city, area); whatever the query, the answer is a list or a 400 that says what and where.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const lookup = (query: Record<string, string>, token?: string, language?: string) =>
  gw.call('GET_ADDRESS_LOOKUP', { query, ...(token ? { token } : {}), ...(language ? { headers: { 'accept-language': language } } : {}) });
const PLACES = ['province', 'district', 'city', 'area'] as const;

describe('postal code lookup (GET /v1/address)', () => {
  it.each(addressLookups.map((a) => [a.postalCode, a] as const))('%s gives its province, district, city and area', async (code, known) => {
    const res = await lookup({ country: 'PK', postalCode: code });
    expect(res.status).toBe(200);
    expect(responseErrors('GET_ADDRESS_LOOKUP', res.status, res.body)).toEqual([]);
    const exact = res.body.result.filter((a: { postalCode: string }) => a.postalCode === code);
    // The places as the postal service writes them, and their names in the reader's language (English here).
    expect(exact).toEqual([{ ...known, placeNames: Object.fromEntries(PLACES.map((p) => [p, known[p]])) }]);
  });

  it.each(addressLookups.map((a) => [a.postalCode, a] as const))('%s in Urdu: the same places, named in Urdu for the read-back (issue 46)', async (code, known) => {
    const res = await lookup({ country: 'PK', postalCode: code }, undefined, 'ur-PK,ur;q=0.9');
    expect(responseErrors('GET_ADDRESS_LOOKUP', res.status, res.body)).toEqual([]);
    const [answer] = res.body.result.filter((a: { postalCode: string }) => a.postalCode === code);
    // What the address keeps stays the postal service's English; every place has an Urdu word.
    expect(answer).toMatchObject(known);
    for (const p of PLACES) {
      expect(PLACE_WORDS_UR[known[p]], `${known[p]} has no Urdu word`).toBeDefined();
      expect(answer.placeNames[p]).toBe(PLACE_WORDS_UR[known[p]]);
    }
  });

  it('a Pakistani table: every code is five digits, once, in a province of Pakistan', () => {
    const codes = addressLookups.map((a) => a.postalCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{5}$/.test(c))).toBe(true);
    expect(new Set(addressLookups.map((a) => a.country))).toEqual(new Set(['PK']));
    expect(addressLookups.length).toBeGreaterThanOrEqual(15);
  });

  it('an unknown code gives nothing (the form then asks the city and province)', async () => {
    const res = await lookup({ country: 'PK', postalCode: '99999' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
  });

  it.each([
    { name: 'letters', query: { country: 'PK', postalCode: 'abcde' }, where: 'postalCode' },
    { name: 'markup and quotes', query: { country: 'PK', postalCode: `<script>'";--` }, where: 'postalCode' },
    { name: 'a very long code', query: { country: 'PK', postalCode: '5'.repeat(10_000) }, where: 'postalCode' },
    { name: 'a code with spaces', query: { country: 'PK', postalCode: '54 000' }, where: 'postalCode' },
    { name: 'an unknown-length country', query: { country: 'PAKISTAN', postalCode: '54000' }, where: 'country' },
    { name: 'no country', query: { postalCode: '54000' }, where: 'country' },
  ])('$name: 400 naming the bad part, never 5xx', async ({ query, where }) => {
    const res = await lookup(query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(where);
  });

  it('a lookup tells the same to a visitor and to any customer: it holds nothing of anyone', async () => {
    const [a, b] = await Promise.all([signUp(gw), signUp(gw)]);
    const answers = await Promise.all([lookup({ country: 'PK', postalCode: '75600' }), lookup({ country: 'PK', postalCode: '75600' }, a.token), lookup({ country: 'PK', postalCode: '75600' }, b.token)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers[1]!.body.result).toEqual(answers[0]!.body.result);
    expect(answers[2]!.body.result).toEqual(answers[0]!.body.result);
    // Another customer's token that is no token at all is not an error of the lookup's own either.
    const forged = await lookup({ country: 'PK', postalCode: '75600' }, 'not-a-token');
    expect(forged.status).toBeLessThan(500);
  });

  it('20 lookups at once all answer, each its own code', async () => {
    const codes = Array.from({ length: 20 }, (_, i) => addressLookups[i % addressLookups.length]!.postalCode);
    const answers = await Promise.all(codes.map((postalCode) => lookup({ country: 'PK', postalCode })));
    expect(answers.map((r) => r.status)).toEqual(codes.map(() => 200));
    answers.forEach((r, i) => expect(r.body.result.some((a: { postalCode: string }) => a.postalCode === codes[i])).toBe(true));
  });
});
