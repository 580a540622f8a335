import { describe, expect, it } from 'vitest';
import { applyZipSuggestion, filterZipSuggestions, patternRule, zipCodeRule, type ZipSuggestion } from '../../../fields/rules';
import { ctxWith } from '../fixtures';

const generic = patternRule(/^\d{5}$/, 'error_invalid_zip_code');

describe('zipCodeRule', () => {
  it.each([
    { name: 'PK five digits via generic rule', input: { value: '54000', country: 'PK' }, expected: null },
    { name: 'below size, generic fails', input: { value: '540', country: 'PK' }, expected: 'error_invalid_zip_code' },
    { name: 'six digits, PK format is five', input: { value: '540001', country: 'PK' }, expected: 'error_invalid_zip_code' },
    { name: 'SG six digits', input: { value: '238823', country: 'SG' }, expected: null },
    { name: 'IN cannot start with 0', input: { value: '012345', country: 'IN' }, expected: 'error_invalid_zip_code' },
    { name: 'IN six digits', input: { value: '110001', country: 'IN' }, expected: null },
    { name: 'letters', input: { value: '54A00', country: 'PK' }, expected: 'error_invalid_zip_code' },
    { name: 'empty', input: { value: '', country: 'PK' }, expected: null },
  ])('$name', ({ input, expected }) => {
    expect(zipCodeRule(generic)(input.value, ctxWith({}, { countryCode: input.country }))?.id ?? null).toBe(expected);
  });
  it('with no generic rule, short digit strings pass', () => {
    expect(zipCodeRule()('123', ctxWith())).toBeNull();
  });
});

const suggestions: ZipSuggestion[] = [
  { postalCode: '54000', country: 'PK', city: 'Lahore' },
  { postalCode: '54792', country: 'PK', city: 'Lahore Cantt' },
  { postalCode: '74200', country: 'PK', city: 'Karachi' },
  { postalCode: '540001', country: 'IN', city: 'Somewhere' },
];

describe('zip suggestions', () => {
  it.each([
    { name: 'prefix in country', input: { typed: '54', country: 'PK' }, expected: ['54000', '54792'] },
    { name: 'other country excluded', input: { typed: '5400', country: 'pk' }, expected: ['54000'] },
    { name: 'other country only', input: { typed: '54', country: 'IN' }, expected: ['540001'] },
    { name: 'nothing', input: { typed: '9', country: 'PK' }, expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(filterZipSuggestions(suggestions, input.country, input.typed).map((s) => s.postalCode)).toEqual(expected);
  });
  it('picking one fills postal code and city, keeping the rest', () => {
    expect(applyZipSuggestion({ street: 'Mall Road', city: '' }, suggestions[1] as ZipSuggestion)).toEqual({
      street: 'Mall Road', postalCode: '54792', city: 'Lahore Cantt',
    });
  });
  it('picking one fills every lookup field it knows: province, district and area too (issue 16)', () => {
    const full: ZipSuggestion = { postalCode: '54000', country: 'PK', state: '', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Gulberg' };
    expect(applyZipSuggestion({ addressLine1: '12 Mall Road', province: '' }, full)).toEqual({
      addressLine1: '12 Mall Road', postalCode: '54000', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Gulberg',
    });
  });
});
