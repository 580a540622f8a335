import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SECURITY_CODES,
  cardBrand,
  cardGroups,
  cardNumberRule,
  formatCardNumber,
  luhnValid,
  securityCodeRule,
  type CardBrand,
} from '../../../fields/rules';
import { ctxWith } from '../fixtures';

describe('cardBrand by prefix', () => {
  it.each([
    { name: 'amex 34', input: '340000000000009', expected: 'amex' },
    { name: 'amex 37', input: '378282246310005', expected: 'amex' },
    { name: 'diners 30', input: '30569309025904', expected: 'diners_club' },
    { name: 'diners 36', input: '36000000000008', expected: 'diners_club' },
    { name: 'diners 38', input: '38520000023237', expected: 'diners_club' },
    { name: 'diners 39', input: '39', expected: 'diners_club' },
    { name: 'jcb 35', input: '3530111333300000', expected: 'jcb' },
    { name: 'master 5', input: '5555555555554444', expected: 'master' },
    { name: 'master 2', input: '2223003122003222', expected: 'master' },
    { name: 'visa 4', input: '4111111111111111', expected: 'visa' },
    { name: 'unknown 6', input: '6011111111111117', expected: null },
    { name: 'unknown 31', input: '31', expected: null },
  ])('$name', ({ input, expected }) => expect(cardBrand(input)).toBe(expected));
});

describe('cardNumberRule', () => {
  it.each([
    { name: 'visa', input: '4111111111111111', expected: null },
    { name: 'visa grouped', input: '4111 1111 1111 1111', expected: null },
    { name: 'amex 15', input: '378282246310005', expected: null },
    { name: 'diners 14', input: '30569309025904', expected: null },
    { name: 'master', input: '5555555555554444', expected: null },
    { name: 'Luhn failure', input: '4111111111111112', expected: 'error_invalid_card_number' },
    { name: 'visa too short', input: '411111111111', expected: 'error_invalid_card_number' },
    { name: 'amex at 16', input: '3782822463100050', expected: 'error_invalid_card_number' },
    { name: 'unknown brand', input: '6011111111111117', expected: 'error_invalid_card_number' },
    { name: 'letters', input: '4111a11111111111', expected: 'error_invalid_card_number' },
  ])('$name', ({ input, expected }) => expect(cardNumberRule(input, ctxWith())?.id ?? null).toBe(expected));
});

describe('securityCodeRule', () => {
  it.each([
    { name: 'visa CVV 3', input: ['4111111111111111', '123'], expected: null },
    { name: 'visa 4 digits', input: ['4111111111111111', '1234'], expected: 'error_invalid_security_code' },
    { name: 'amex CSC 4', input: ['378282246310005', '1234'], expected: null },
    { name: 'amex 3 digits', input: ['378282246310005', '123'], expected: 'error_invalid_security_code' },
    { name: 'letters', input: ['4111111111111111', '12a'], expected: 'error_invalid_security_code' },
  ] as const)('$name', ({ input, expected }) => {
    expect(securityCodeRule('card')(input[1], ctxWith({ card: input[0] }))?.id ?? null).toBe(expected);
  });
  it('names per brand', () => {
    expect(Object.fromEntries(Object.entries(SECURITY_CODES).map(([b, s]) => [b, `${s.name}${s.length}`]))).toEqual({
      amex: 'CSC4', diners_club: 'CVV3', jcb: 'CAV3', master: 'CVC3', mastercard: 'CVC3', unionpay: 'CSC4', visa: 'CVV3',
    });
  });
});

/** Appends the Luhn check digit to a payload. */
function withCheckDigit(payload: string): string {
  for (let c = 0; c < 10; c++) if (luhnValid(payload + c)) return payload + c;
  throw new Error('unreachable');
}

const prefixes: Record<string, string[]> = {
  amex: ['34', '37'], diners_club: ['30', '36', '38', '39'], jcb: ['35'], master: ['2', '5'], visa: ['4'],
};
const validCard = fc.constantFrom(...Object.entries(prefixes).flatMap(([b, ps]) => ps.map((p) => [b as CardBrand, p] as const)))
  .chain(([brand, prefix]) => {
    const len = cardGroups(brand).reduce((a, b) => a + b, 0);
    return fc.stringMatching(new RegExp(`^\\d{${len - prefix.length - 1}}$`)).map((rest) => ({ brand, number: withCheckDigit(prefix + rest) }));
  });

describe('card properties', () => {
  it('generated Luhn-valid cards of the right length pass and keep their brand', () => {
    fc.assert(fc.property(validCard, ({ brand, number }) => {
      expect(cardBrand(number)).toBe(brand);
      expect(cardNumberRule(number, ctxWith())).toBeNull();
    }));
  });
  it('changing one digit breaks Luhn', () => {
    fc.assert(fc.property(validCard, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ number }, i, delta) => {
      const at = i % number.length;
      const changed = number.slice(0, at) + ((Number(number[at]) + delta) % 10) + number.slice(at + 1);
      expect(luhnValid(changed)).toBe(false);
    }));
  });
  it('grouping follows 4-6-5, 4-6-4 or 4-4-4-4 and keeps every digit', () => {
    fc.assert(fc.property(validCard, ({ brand, number }) => {
      const groups = formatCardNumber(number).split(' ').map((g) => g.length);
      expect(groups).toEqual(brand === 'amex' ? [4, 6, 5] : brand === 'diners_club' ? [4, 6, 4] : [4, 4, 4, 4]);
      expect(formatCardNumber(number).replace(/ /g, '')).toBe(number);
    }));
  });
  it('the security code must have exactly the brand length', () => {
    fc.assert(fc.property(validCard, fc.stringMatching(/^\d{1,6}$/), ({ brand, number }, code) => {
      const ok = securityCodeRule('card')(code, ctxWith({ card: number })) === null;
      expect(ok).toBe(code.length === SECURITY_CODES[brand].length);
    }));
  });
});
