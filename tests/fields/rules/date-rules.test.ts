import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthYears,
  calendarDateAt,
  dateOfBirthRule,
  dayList,
  daysInMonth,
  expiryDateRule,
  expiryYears,
  formatDmy,
  isLeapYear,
  parseDmy,
} from '../../../fields/rules';
import { NOW, ctxWith } from '../fixtures';

const ctx = ctxWith();

describe('expiryDateRule (today is 15-06-2025 in Karachi)', () => {
  it.each([
    { name: 'tomorrow', input: '16-06-2025', expected: null },
    { name: 'ten years on', input: '31-12-2035', expected: null },
    { name: 'today counts as past', input: '15-06-2025', expected: 'cannot_be_a_past_date' },
    { name: 'yesterday', input: '14-06-2025', expected: 'cannot_be_a_past_date' },
    { name: 'impossible day', input: '31-06-2026', expected: 'error_invalid_date' },
    { name: 'wrong format', input: '2026-06-16', expected: 'error_invalid_date' },
    { name: 'single-digit day', input: '1-07-2026', expected: 'error_invalid_date' },
    { name: 'empty left to mandatory', input: '', expected: null },
  ])('$name', ({ input, expected }) => expect(expiryDateRule(input, ctx)?.id ?? null).toBe(expected));

  it('uses the context time zone: at 23:30 UTC on 15 June it is already 16 June in Karachi', () => {
    const late = Date.UTC(2025, 5, 15, 23, 30);
    expect(expiryDateRule('16-06-2025', ctxWith({}, { timeZone: 'UTC' }))).toBeNull();
    expect(expiryDateRule('16-06-2025', { ...ctxWith(), now: late })?.id).toBe('cannot_be_a_past_date');
  });
});

describe('dateOfBirthRule (minimum age 18)', () => {
  it.each([
    { name: '18 today', input: '15-06-2007', expected: null },
    { name: 'one day short of 18', input: '16-06-2007', expected: 'error_below_min_age_value' },
    { name: 'well over', input: '01-01-1970', expected: null },
    { name: 'future', input: '01-01-2030', expected: 'error_below_min_age_value' },
    { name: '29 Feb in a common year', input: '29-02-2001', expected: 'error_invalid_date' },
    { name: '29 Feb in a leap year', input: '29-02-2000', expected: null },
  ])('$name', ({ input, expected }) => expect(dateOfBirthRule(input, ctx)?.id ?? null).toBe(expected));

  it('names the journey minimum age in the message', () => {
    expect(dateOfBirthRule('01-01-2006', ctxWith({}, { minAge: 21 }))).toEqual({
      id: 'error_below_min_age_value',
      values: { minAge: 21 },
    });
  });
});

describe('pickers', () => {
  it('expiry years: this year and 10 forward', () => {
    expect(expiryYears(NOW, 'Asia/Karachi')).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });
  it('birth years start at the minimum age (issue 16): 18 → 2007 down to 1925', () => {
    const years = birthYears(NOW, 'Asia/Karachi', 18);
    expect([years[0], years.at(-1), years.length]).toEqual([2007, 1925, 83]);
  });
  it('birth years: 100 back, newest first', () => {
    const years = birthYears(NOW, 'Asia/Karachi');
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1925);
    expect(years).toHaveLength(101);
  });
  it.each([
    { name: 'February of a leap year', input: [2, 2024], expected: 29 },
    { name: 'February of 1900', input: [2, 1900], expected: 28 },
    { name: 'February of 2000', input: [2, 2000], expected: 29 },
    { name: 'April', input: [4, 2025], expected: 30 },
    { name: 'February, year unknown', input: [2, undefined], expected: 29 },
    { name: 'month unknown', input: [undefined, undefined], expected: 31 },
  ] as const)('day list: $name', ({ input, expected }) => {
    const days = dayList(input[0], input[1]);
    expect(days).toHaveLength(expected);
    expect(days[0]).toBe(1);
  });
});

const calendarDate = fc.record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter((d) => d.day <= daysInMonth(d.year, d.month));

describe('date properties', () => {
  it('leap years are exactly those with a 29 February day list', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9999 }), (y) => {
      expect(dayList(2, y).length === 29).toBe(isLeapYear(y));
      expect(isLeapYear(y)).toBe(new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1);
    }));
  });
  it('day lists match the real calendar', () => {
    fc.assert(fc.property(fc.integer({ min: 1600, max: 2400 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
      expect(dayList(m, y)).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    }));
  });
  it('dd-MM-yyyy round-trips every real date and rejects day overflow', () => {
    fc.assert(fc.property(calendarDate, (d) => {
      expect(parseDmy(formatDmy(d))).toEqual(d);
      expect(parseDmy(formatDmy({ ...d, day: daysInMonth(d.year, d.month) + 1 }))).toBeNull();
    }));
  });
  it('expiry passes exactly when the date is after today', () => {
    const today = calendarDateAt(NOW, 'Asia/Karachi');
    fc.assert(fc.property(calendarDate, (d) => {
      const after = d.year * 10000 + d.month * 100 + d.day > today.year * 10000 + today.month * 100 + today.day;
      expect(expiryDateRule(formatDmy(d), ctx) === null).toBe(after);
    }));
  });
  it('date of birth passes exactly when the age is at least the minimum', () => {
    const today = calendarDateAt(NOW, 'Asia/Karachi');
    fc.assert(fc.property(calendarDate, fc.integer({ min: 0, max: 40 }), (d, minAge) => {
      const ok = dateOfBirthRule(formatDmy(d), ctxWith({}, { minAge })) === null;
      expect(ok).toBe(ageOn(d, today) >= minAge);
    }));
  });
  it('age grows by one on each birthday', () => {
    fc.assert(fc.property(calendarDate, fc.integer({ min: 1, max: 100 }), (b, n) => {
      const on = { year: b.year + n, month: b.month, day: Math.min(b.day, daysInMonth(b.year + n, b.month)) };
      const sameDay = on.day === b.day;
      expect(ageOn(b, on)).toBe(sameDay ? n : n - 1);
    }));
  });
});
