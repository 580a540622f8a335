import { describe, expect, it } from 'vitest';
import { mapSearchUrl, openingHoursOf, storeQueryOf, storeQueryProblem } from '../../../../src/features/stores/store-query';
import { storeMessages } from '../../../../src/features/stores/messages';
import { STORE_QUERY_MAX } from '../../../../schemas/api/delivery';

describe('store finder: what may be searched (the endpoint schema’s rule, before sending)', () => {
  it.each([
    { input: '', expected: 'stores_error_empty' },
    { input: '   ', expected: 'stores_error_empty' },
    { input: 'L', expected: 'stores_error_short' },
    { input: 'L'.repeat(STORE_QUERY_MAX + 1), expected: 'stores_error_long' },
    { input: '<script>', expected: 'stores_error_characters' },
    { input: "Lahore'; DROP TABLE x; --", expected: 'stores_error_characters' },
    { input: '-Lahore', expected: 'stores_error_characters' },
    { input: 'Lahore', expected: null },
    { input: '  Dera Ghazi Khan ', expected: null },
    { input: 'F-7', expected: null },
    { input: '44000', expected: null },
    { input: 'لاہور', expected: null },
    { input: '۷۵۶۰۰', expected: null },
    { input: '٤٤٠٠٠', expected: null },
    { input: 'L'.repeat(STORE_QUERY_MAX), expected: null },
  ])('$input → $expected', ({ input, expected }) => {
    expect(storeQueryProblem(input)).toBe(expected);
  });

  it('every problem has words in both languages', () => {
    for (const id of ['stores_error_empty', 'stores_error_short', 'stores_error_long', 'stores_error_characters']) {
      expect(storeMessages.en[id], id).toBeTruthy();
      expect(storeMessages.ur[id], id).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(storeMessages.ur).sort()).toEqual(Object.keys(storeMessages.en).sort());
  });

  it('the search is sent trimmed; the map link searches the address (no invented pin); hours are read or left out', () => {
    expect(storeQueryOf('  Dera   Ghazi Khan ')).toBe('Dera Ghazi Khan');
    // A postal code typed on an Urdu keyboard (Extended Arabic-Indic digits) or an Arabic one is sent as 0-9.
    expect(storeQueryOf(' ۷۵۶۰۰ ')).toBe('75600');
    expect(storeQueryOf('Block ٤')).toBe('Block 4');
    const url = new URL(mapSearchUrl('Block 4, Clifton, Karachi 75600, Pakistan'));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('query')).toBe('Block 4, Clifton, Karachi 75600, Pakistan');
    expect(openingHoursOf('09:00-21:00')).toEqual({ opens: '09:00', closes: '21:00' });
    expect(openingHoursOf('all day')).toBeUndefined();
  });
});
