import { describe, expect, it } from 'vitest';
import { safeCurrency, safeGlobalConfig, safeLanguage, safeLocale, safeTimeZone } from '../../../src/config/server-values';
import type { GetGlobalConfigResult } from '../../../src/api/generated/response-types';
import { calendarDateAt } from '../../../fields/rules/calendar';
import { formatDate, formatSettingsOf } from '../../../src/i18n/format';

// Issue 27 part 1: a server value Intl does not know becomes a safe default; nothing built from it throws.
describe('server values Intl sees', () => {
  it.each([
    { name: 'a known zone', fn: safeTimeZone, input: 'Asia/Karachi', expected: 'Asia/Karachi' },
    { name: 'another known zone', fn: safeTimeZone, input: 'Europe/London', expected: 'Europe/London' },
    { name: "the gateway's Mars zone", fn: safeTimeZone, input: 'Mars/Olympus_Mons', expected: 'Asia/Karachi' },
    { name: 'an empty zone', fn: safeTimeZone, input: '', expected: 'Asia/Karachi' },
    { name: 'a zone that is not a string', fn: safeTimeZone, input: 5, expected: 'Asia/Karachi' },
    { name: 'PKR', fn: safeCurrency, input: 'PKR', expected: 'PKR' },
    { name: 'a lower-case code', fn: safeCurrency, input: 'usd', expected: 'USD' },
    { name: 'a word, not a code', fn: safeCurrency, input: 'rupees', expected: 'PKR' },
    { name: 'a code with a digit', fn: safeCurrency, input: 'PK1', expected: 'PKR' },
    { name: 'no currency', fn: safeCurrency, input: undefined, expected: 'PKR' },
    { name: 'en-PK', fn: safeLocale, input: 'en-PK', expected: 'en-PK' },
    { name: 'a locale in lower case', fn: safeLocale, input: 'ur-pk', expected: 'ur-PK' },
    { name: 'an underscore locale', fn: safeLocale, input: 'en_PK', expected: 'en-PK' },
    { name: 'a locale that is not BCP 47', fn: safeLocale, input: 'not a locale!', expected: 'en-PK' },
    { name: 'an empty locale', fn: safeLocale, input: '', expected: 'en-PK' },
    { name: 'ur', fn: safeLanguage, input: 'ur', expected: 'ur' },
    { name: 'ur-PK', fn: safeLanguage, input: 'ur-PK', expected: 'ur' },
    { name: 'a language the app lacks', fn: safeLanguage, input: 'fr', expected: 'en' },
  ])('$name → $expected', ({ fn, input, expected }) => {
    expect((fn as (v: unknown) => string)(input)).toBe(expected);
  });

  const config = (country: Partial<GetGlobalConfigResult['country_config']>): GetGlobalConfigResult => ({
    country_config: {
      country_code: 'PK', international_code: '+92', default_timezone: 'Asia/Karachi', currency: { code: 'PKR', symbol: 'Rs' },
      i18n: { locale: 'en-PK' }, decimal_specification: 2, default_language: 'en', ...country,
    },
    eligibility: { enabled: false },
    number_types: [{ type: 'NEW' }],
  });

  it.each([
    { name: 'a good config is unchanged', input: config({}), expected: { default_timezone: 'Asia/Karachi', currency: 'PKR', locale: 'en-PK', language: 'en' } },
    {
      name: 'every bad Intl value falls back',
      input: config({ default_timezone: 'Mars/Olympus_Mons', currency: { code: '$$$', symbol: 'Rs' }, i18n: { locale: '!!' }, default_language: 'klingon' }),
      expected: { default_timezone: 'Asia/Karachi', currency: 'PKR', locale: 'en-PK', language: 'en' },
    },
  ])('safeGlobalConfig: $name', ({ input, expected }) => {
    const safe = safeGlobalConfig(input).country_config;
    expect({ default_timezone: safe.default_timezone, currency: safe.currency.code, locale: safe.i18n.locale, language: safe.default_language }).toEqual(expected);
    expect(safe.currency.symbol).toBe('Rs'); // what Intl never sees is passed on
  });

  it('nothing built from a bad config throws', () => {
    const settings = formatSettingsOf(config({ default_timezone: 'Mars/Olympus_Mons', currency: { code: 'rupees', symbol: 'Rs' } }));
    expect(settings.timeZone).toBe('Asia/Karachi');
    expect(settings.currencyCode).toBe('PKR');
    expect(() => formatDate(0, 'ur', settings)).not.toThrow();
    // The form's date rules read the zone themselves: an unknown one is read as Asia/Karachi.
    expect(calendarDateAt(Date.UTC(2025, 0, 1, 20), 'Mars/Olympus_Mons')).toEqual({ year: 2025, month: 1, day: 2 });
  });
});
