import { describe, expect, it } from 'vitest';
import { IP_COUNTRY_STORAGE, nationalityForCountry, storedCountry } from '../../../src/integrations/ip-lookup/ip-country';
import { countryOfAnswer, lookUpCountry, lookupDue } from '../../../src/integrations/ip-lookup/ip-lookup';

const memory = (initial: Record<string, string> = {}) => {
  const data = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
};
const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const DAY = 24 * 60 * 60 * 1000;

describe('IP lookup answers', () => {
  it.each([
    [{ status: 'success', countryCode: 'PK', country: 'Pakistan' }, 'PK'],
    [{ status: 'fail', message: 'private range' }, undefined],
    [{ status: 'success', countryCode: 'pk' }, undefined],
    [{ status: 'success' }, undefined],
    [null, undefined],
    ['PK', undefined],
  ])('%j → %s', (body, code) => expect(countryOfAnswer(body)).toBe(code));
});

describe('IP lookup: stored locally, a failure changes nothing', () => {
  it('a successful lookup stores the country with its time', async () => {
    const s = memory();
    expect(await lookUpCountry('http://x/json', s, answer({ status: 'success', countryCode: 'AE' }), 1000)).toBe('AE');
    expect(JSON.parse(s.data[IP_COUNTRY_STORAGE]!)).toEqual({ countryCode: 'AE', at: 1000 });
    expect(storedCountry(s)).toBe('AE');
  });

  it.each([
    ['network failure', (async () => { throw new TypeError('fetch failed'); }) as unknown as typeof fetch],
    ['HTTP 503', answer({ status: 'success', countryCode: 'GB' }, 503)],
    ['status fail', answer({ status: 'fail' })],
    ['not JSON', (async () => new Response('<html>')) as unknown as typeof fetch],
  ])('%s keeps the stored country as it was', async (_what, fetchImpl) => {
    const kept = JSON.stringify({ countryCode: 'PK', at: 0 });
    const s = memory({ [IP_COUNTRY_STORAGE]: kept });
    expect(await lookUpCountry('http://x/json', s, fetchImpl, 2 * DAY)).toBeUndefined();
    expect(s.data[IP_COUNTRY_STORAGE]).toBe(kept);
    expect(storedCountry(s)).toBe('PK');
  });

  it.each([
    ['nothing stored', null, 0, true],
    ['fresh', JSON.stringify({ countryCode: 'PK', at: 0 }), DAY - 1, false],
    ['a day old', JSON.stringify({ countryCode: 'PK', at: 0 }), DAY + 1, true],
    ['from the future', JSON.stringify({ countryCode: 'PK', at: 5000 }), 0, true],
    ['junk', '{', 0, true],
  ])('lookup due: %s', (_what, raw, now, due) => expect(lookupDue(raw, now)).toBe(due));

  it('a fresh stored country is not looked up again', async () => {
    let calls = 0;
    const s = memory({ [IP_COUNTRY_STORAGE]: JSON.stringify({ countryCode: 'PK', at: 0 }) });
    await lookUpCountry('http://x/json', s, (async () => (calls++, new Response('{}'))) as unknown as typeof fetch, 1000);
    expect(calls).toBe(0);
  });
});

describe('nationality preselected from the looked-up country', () => {
  const list = ['Pakistani', 'Emirati', 'British'];
  it.each([
    ['PK', list, 'Pakistani'],
    ['AE', list, 'Emirati'],
    ['US', list, undefined],
    ['ZZ', list, undefined],
    [undefined, list, undefined],
    ['PK', null, undefined],
  ])('%s → %s', (code, nationalities, expected) => expect(nationalityForCountry(code, nationalities)).toBe(expected));
});
