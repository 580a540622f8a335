import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit, luhnCheckDigit, newIccId } from '../../gateway/lines/icc-id';

describe('ICC ids', () => {
  it.each([
    { body: '7992739871', digit: 3 },
    { body: '899204000000000000', digit: 2 },
  ])('Luhn check digit of $body is $digit', ({ body, digit }) => {
    expect(luhnCheckDigit(body)).toBe(digit);
  });

  it('new ids are 19 digits, Pakistani telecom prefix, valid check digit; one changed digit or a swap is caught', () => {
    for (let i = 0; i < 50; i++) {
      const icc = newIccId();
      expect(icc).toMatch(/^899204[0-9]{13}$/);
      expect(hasValidCheckDigit(icc)).toBe(true);
      const typo = `${icc.slice(0, 10)}${(Number(icc[10]) + 1) % 10}${icc.slice(11)}`;
      expect(hasValidCheckDigit(typo)).toBe(false);
    }
    expect(hasValidCheckDigit('')).toBe(false);
    expect(hasValidCheckDigit('79927398713')).toBe(true);
    expect(hasValidCheckDigit('79927398731')).toBe(false);
  });
});
