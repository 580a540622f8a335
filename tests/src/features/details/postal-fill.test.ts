import { describe, expect, it } from 'vitest';
import { isReadBack, postalChanges, postalClears, postalFillOf, readBackLine } from '../../../../src/features/details/postal-fill';

const LAHORE = { postalCode: '54000', country: 'PK', state: '', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Gulberg' };
const FORM = ['postalCode', 'province', 'city', 'area', 'addressLine1'];

describe('what a postal code fills (issue 46)', () => {
  it('only the fields the form has and the answer knows (no district box, no empty state)', () => {
    expect(postalFillOf(LAHORE, FORM)).toEqual({ province: 'Punjab', city: 'Lahore', area: 'Gulberg' });
    expect(postalFillOf({ ...LAHORE, area: ' ' }, FORM)).toEqual({ province: 'Punjab', city: 'Lahore' });
  });

  it.each<{ name: string; current: Record<string, string>; before: Record<string, string>; expected: Record<string, string> }>([
    { name: 'empty fields take the answer', current: {}, before: {}, expected: { province: 'Punjab', city: 'Lahore', area: 'Gulberg' } },
    { name: 'a value already right is left alone', current: { city: 'Lahore' }, before: {}, expected: { province: 'Punjab', area: 'Gulberg' } },
    { name: "the customer's own value is kept", current: { city: 'Model Town Lahore' }, before: {}, expected: { province: 'Punjab', area: 'Gulberg' } },
    { name: 'what an earlier code filled is replaced', current: { province: 'Sindh', city: 'Karachi', area: 'Clifton' }, before: { province: 'Sindh', city: 'Karachi', area: 'Clifton' }, expected: { province: 'Punjab', city: 'Lahore', area: 'Gulberg' } },
    { name: 'an earlier fill the customer then edited is theirs', current: { province: 'Sindh', city: 'Karachi', area: 'Clifton Block 5' }, before: { province: 'Sindh', city: 'Karachi', area: 'Clifton' }, expected: { province: 'Punjab', city: 'Lahore' } },
  ])('$name', ({ current, before, expected }) => {
    expect(postalChanges(current, postalFillOf(LAHORE, FORM), before)).toEqual(expected);
  });

  it('read back only while the form holds exactly what the code filled', () => {
    const fill = postalFillOf(LAHORE, FORM);
    expect(isReadBack({ province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: 'x' }, fill)).toBe(true);
    expect(isReadBack({ province: 'Punjab', city: 'Lahore', area: 'Gulberg 3' }, fill)).toBe(false);
    expect(isReadBack({}, {})).toBe(false);
  });

  it('the read-back line goes from the smallest place, naming a district once when it is the city', () => {
    expect(readBackLine(postalFillOf(LAHORE, FORM))).toBe('Gulberg, Lahore, Punjab');
    expect(readBackLine({ area: 'Clifton', city: 'Karachi', district: 'Karachi South', province: 'Sindh' })).toBe('Clifton, Karachi, Karachi South, Sindh');
    // In Urdu, the gateway's words for the places (issue 46), the district named as its city said once.
    const names = { area: 'گلبرگ', city: 'لاہور', district: 'لاہور', province: 'پنجاب' };
    expect(readBackLine(postalFillOf(LAHORE, FORM), names, '، ')).toBe('گلبرگ، لاہور، پنجاب');
    // A place the gateway has no word for is said as filled.
    expect(readBackLine(postalFillOf(LAHORE, FORM), { city: 'لاہور' }, '، ')).toBe('Gulberg، لاہور، Punjab');
  });

  it('an unknown code after a known one empties what the known one filled, not what was typed', () => {
    const before = postalFillOf(LAHORE, FORM);
    expect(postalClears({ province: 'Punjab', city: 'Lahore', area: 'Gulberg 3', addressLine1: '12 Mall Road' }, before)).toEqual({ province: '', city: '' });
    expect(postalClears({ city: 'Lahore' }, {})).toEqual({});
  });
});
