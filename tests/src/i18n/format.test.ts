import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, formatDate, formatDateTime, formatPattern, formatPrice, formatSettingsOf, formatTime, yearIn } from '../../../src/i18n/format';
import type { GetGlobalConfigResult } from '../../../src/api/generated/response-types';

const CONFIG: GetGlobalConfigResult = {
  country_config: {
    country_code: 'PK', international_code: '+92', default_timezone: 'Asia/Karachi', currency: { code: 'PKR', symbol: 'Rs' },
    i18n: { locale: 'en-PK', date_format: 'dd-MM-yyyy', time_format: 'HH:mm', currency_format: '{symbol} {amount}', date_style: 'medium', time_style: 'short' },
    decimal_specification: 2, default_language: 'en',
  },
  eligibility: { enabled: true },
  number_types: [{ type: 'NEW', enabled: true }],
};
const cc = CONFIG.country_config;
const withCountry = (patch: Partial<GetGlobalConfigResult['country_config']>): GetGlobalConfigResult => ({ ...CONFIG, country_config: { ...cc, ...patch } });

describe('formatSettingsOf: the global config country_config (SPEC §3)', () => {
  it.each([
    { name: 'the sandbox config', config: CONFIG, expected: { ...DEFAULT_FORMAT } },
    { name: 'before it loads', config: undefined, expected: DEFAULT_FORMAT },
    { name: 'another currency', config: withCountry({ currency: { code: 'USD', symbol: '$' } }), expected: { ...DEFAULT_FORMAT, currencyCode: 'USD', symbol: '$' } },
    { name: 'no symbol: the code', config: withCountry({ currency: { code: 'PKR', symbol: '' } }), expected: { ...DEFAULT_FORMAT, symbol: 'PKR' } },
    { name: 'an unknown time zone falls back to Asia/Karachi', config: withCountry({ default_timezone: 'Mars/Olympus' }), expected: DEFAULT_FORMAT },
    { name: 'a broken locale falls back', config: withCountry({ i18n: { ...cc.i18n, locale: 'not a locale!' } }), expected: DEFAULT_FORMAT },
    { name: 'decimals out of range fall back to 2', config: withCountry({ decimal_specification: -1 }), expected: DEFAULT_FORMAT },
    { name: 'a currency pattern without {amount} is ignored', config: withCountry({ i18n: { ...cc.i18n, currency_format: 'Rs' } }), expected: DEFAULT_FORMAT },
    { name: 'date and time styles', config: withCountry({ i18n: { ...cc.i18n, date_style: 'full', time_style: 'medium' } }), expected: { ...DEFAULT_FORMAT, dateStyle: 'full', timeStyle: 'medium' } },
  ])('$name', ({ config, expected }) => expect(formatSettingsOf(config)).toEqual(expected));

  // Every price on a page asks on each draw (issue 47 part 3): one answer per config read, a new one for a new read.
  it('is one object per config read, and a new read (another currency) gets its own', () => {
    expect(formatSettingsOf(CONFIG)).toBe(formatSettingsOf(CONFIG));
    const usd = withCountry({ currency: { code: 'USD', symbol: '$' } });
    expect(formatSettingsOf(usd)).not.toBe(formatSettingsOf(CONFIG));
    expect(formatSettingsOf(usd).currencyCode).toBe('USD');
    // An unknown zone asked twice still falls back both times.
    const mars = withCountry({ default_timezone: 'Mars/Olympus' });
    expect([formatSettingsOf(mars).timeZone, formatSettingsOf(withCountry({ default_timezone: 'Mars/Olympus' })).timeZone]).toEqual(['Asia/Karachi', 'Asia/Karachi']);
  });
});

const S = formatSettingsOf(CONFIG);
// 2024-12-31 19:30 UTC is already 1 January 2025, 00:30 in Karachi (UTC+5).
const NEW_YEAR_KARACHI = Date.UTC(2024, 11, 31, 19, 30);
const MARCH = Date.UTC(2025, 2, 4, 20, 30);

describe('prices', () => {
  it.each([
    { name: 'a plan price: whole rupees without .00, "Rs" without a dot', amount: 1499, settings: S, expected: 'Rs 1,499' },
    { name: 'a total of whole rupees drops its paisa', amount: 1882.0, settings: S, expected: 'Rs 1,882' },
    { name: 'paisa stay when the amount has them', amount: 86.95, settings: S, expected: 'Rs 86.95' },
    { name: 'paisa keep the configured decimals', amount: 1234567.5, settings: S, expected: 'Rs 1,234,567.50' },
    { name: 'free', amount: 0, settings: S, expected: 'Rs 0' },
    { name: 'a sum that floats to a whole rupee', amount: 0.1 + 0.2 + 99.7, settings: S, expected: 'Rs 100' },
    { name: 'rounded to decimal_specification', amount: 10.005, settings: { ...S, decimals: 0 }, expected: 'Rs 10' },
    { name: 'a discount: the true minus sign before the symbol, never "Rs -150"', amount: -150, settings: S, expected: '\u2212 Rs 150' },
    { name: 'a discount with paisa', amount: -149.9, settings: S, expected: '\u2212 Rs 149.90' },
    { name: 'a negative amount that rounds to nothing has no sign', amount: -0.001, settings: S, expected: 'Rs 0' },
    { name: 'a symbol configured "Rs." is written as configured', amount: 999, settings: { ...S, symbol: 'Rs.' }, expected: 'Rs. 999' },
    { name: 'another symbol is written as configured', amount: 5, settings: { ...S, symbol: 'PKR' }, expected: 'PKR 5' },
    { name: 'symbol after', amount: 5, settings: { ...S, pattern: '{amount} {symbol}' }, expected: '5 Rs' },
    { name: 'symbol after, negative', amount: -5, settings: { ...S, pattern: '{amount} {symbol}' }, expected: '\u2212 5 Rs' },
  ])('$name → $expected', ({ amount, settings, expected }) => expect(formatPrice(amount, settings)).toBe(expected));
});

describe('dates and times in Asia/Karachi, Latin digits in Urdu too', () => {
  it.each([
    { name: 'pattern dd-MM-yyyy across midnight', got: () => formatPattern(MARCH, S.datePattern, S), expected: '05-03-2025' },
    { name: 'pattern HH:mm', got: () => formatPattern(MARCH, S.timePattern, S), expected: '01:30' },
    { name: 'year turns in Karachi before UTC', got: () => String(yearIn(NEW_YEAR_KARACHI, S)), expected: '2025' },
    { name: 'UTC year for comparison', got: () => String(yearIn(NEW_YEAR_KARACHI, { ...S, timeZone: 'UTC' })), expected: '2024' },
    { name: 'English medium date', got: () => formatDate(MARCH, 'en', S), expected: '05-Mar-2025' },
    { name: 'English short time', got: () => formatTime(MARCH, 'en', S).replace(/\s/g, ' '), expected: '1:30 am' },
  ])('$name', ({ got, expected }) => expect(got()).toBe(expected));

  it('Urdu dates use Urdu month names and Latin digits', () => {
    const text = formatDate(MARCH, 'ur', S);
    expect(text).toMatch(/مارچ/);
    expect(text).toMatch(/2025/);
    expect(text).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
  });

  it('Urdu times are on the 24-hour clock, with no Latin AM or PM inside the Urdu', () => {
    const afternoon = Date.UTC(2025, 2, 5, 10, 30); // 15:30 in Karachi
    for (const text of [formatTime(afternoon, 'ur', S), formatDateTime(afternoon, 'ur', S)]) {
      expect(text).toMatch(/15:30/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
    expect(formatTime(afternoon, 'en', S).replace(/\s/g, ' ')).toMatch(/3:30 pm/i);
  });
});
