import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FORMAT, formatPrice, priceFormatOf } from '../../../../src/i18n/format';
import { addonTotal, eligibleChoice, toggleAddon, type Addon } from '../../../../src/features/catalog/addon-choice';
import type { GetGlobalConfigResult } from '../../../../src/api/generated/response-types';

const CONFIG: GetGlobalConfigResult = {
  country_config: {
    country_code: 'PK', international_code: '+92', default_timezone: 'Asia/Karachi', currency: { code: 'PKR', symbol: 'Rs' },
    i18n: { locale: 'en-PK', currency_format: '{symbol} {amount}' }, decimal_specification: 2, default_language: 'en',
  },
  eligibility: { enabled: true },
  number_types: [{ type: 'NEW', enabled: true }],
};

describe('prices in PKR from the global config', () => {
  it.each([
    { name: 'a plan price', amount: 1499, format: priceFormatOf(CONFIG), expected: 'Rs 1,499' },
    { name: 'free', amount: 0, format: priceFormatOf(CONFIG), expected: 'Rs 0' },
    { name: 'no decimals configured', amount: 14999, format: priceFormatOf({ ...CONFIG, country_config: { ...CONFIG.country_config, decimal_specification: 0 } }), expected: 'Rs 14,999' },
    { name: 'symbol after the amount', amount: 5, format: { ...DEFAULT_PRICE_FORMAT, pattern: '{amount} {symbol}' }, expected: '5 Rs' },
    { name: 'before config loads', amount: 300, format: priceFormatOf(undefined), expected: 'Rs 300' },
  ])('$name → $expected', ({ amount, format, expected }) => expect(formatPrice(amount, format)).toBe(expected));
});

const addon = (id: string, amount: number): Addon => ({ id, type: 'ADDON', name: id, price: { amount, currency: 'PKR', taxIncluded: true } });
const OFFERED = [addon('a', 500), addon('b', 800)];

describe('add-on choice', () => {
  it.each([
    { name: 'tick', chosen: [], id: 'a', on: true, expected: ['a'] },
    { name: 'tick twice stays once', chosen: ['a'], id: 'a', on: true, expected: ['a'] },
    { name: 'untick', chosen: ['a', 'b'], id: 'a', on: false, expected: ['b'] },
  ])('$name', ({ chosen, id, on, expected }) => expect(toggleAddon(chosen, id, on)).toEqual(expected));
  it.each([
    { name: 'keeps offered', chosen: ['a', 'b'], expected: ['a', 'b'] },
    { name: 'drops no longer offered (plan changed)', chosen: ['a', 'gone'], expected: ['a'] },
    { name: 'nothing chosen', chosen: undefined, expected: [] },
  ])('eligible: $name', ({ chosen, expected }) => expect(eligibleChoice(chosen, OFFERED)).toEqual(expected));
  it.each([
    { planPrice: 1499, chosen: ['a', 'b'], expected: 2799 },
    { planPrice: undefined, chosen: ['a'], expected: 500 },
    { planPrice: 100, chosen: [], expected: 100 },
  ])('total of $planPrice + $chosen = $expected', ({ planPrice, chosen, expected }) => expect(addonTotal(planPrice, chosen, OFFERED)).toBe(expected));
});
