import { MESSAGE_IDS } from './message-ids';
import { fail, type Rule } from './rule';

/** Card brands SPEC §3 names; 'master' and 'mastercard' are the same network. */
export type CardBrand = 'amex' | 'diners_club' | 'jcb' | 'master' | 'mastercard' | 'unionpay' | 'visa';

/** Security-code name and length per brand (SPEC §3). */
export const SECURITY_CODES: Readonly<Record<CardBrand, { readonly name: string; readonly length: number }>> = {
  amex: { name: 'CSC', length: 4 },
  diners_club: { name: 'CVV', length: 3 },
  jcb: { name: 'CAV', length: 3 },
  master: { name: 'CVC', length: 3 },
  mastercard: { name: 'CVC', length: 3 },
  unionpay: { name: 'CSC', length: 4 },
  visa: { name: 'CVV', length: 3 },
};

/** Digit groups per brand (SPEC §5); the sum is the card length. */
export function cardGroups(brand: CardBrand | null): readonly number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners_club') return [4, 6, 4];
  return [4, 4, 4, 4];
}

/** Brand by prefix (SPEC §5): amex 34/37, diners 30/36/38/39, jcb 35, master 2 or 5, visa 4; else null. */
export function cardBrand(number: string): CardBrand | null {
  const d = number.replace(/\D/g, '');
  if (/^3[47]/.test(d)) return 'amex';
  if (/^3[0689]/.test(d)) return 'diners_club';
  if (/^35/.test(d)) return 'jcb';
  if (/^[25]/.test(d)) return 'master';
  if (/^4/.test(d)) return 'visa';
  return null;
}

/** Groups the digits for display: '4111111111111111' → '4111 1111 1111 1111'. Extra digits are dropped. */
export function formatCardNumber(number: string): string {
  const d = number.replace(/\D/g, '');
  const parts: string[] = [];
  let at = 0;
  for (const size of cardGroups(cardBrand(d))) {
    if (at >= d.length) break;
    parts.push(d.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Luhn (mod 10) checksum over the digits. */
export function luhnValid(number: string): boolean {
  const d = number.replace(/\D/g, '');
  if (d.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Card number: known brand, that brand's length, Luhn-valid; else 'error_invalid_card_number'. */
export const cardNumberRule: Rule<string> = (value) => {
  if (value === '') return null;
  const d = value.replace(/[\s-]/g, '');
  const brand = cardBrand(d);
  const length = cardGroups(brand).reduce((a, b) => a + b, 0);
  return /^\d+$/.test(d) && brand !== null && d.length === length && luhnValid(d) ? null : fail(MESSAGE_IDS.cardNumber);
};

/** Security code of the card in `cardField`: digits of that brand's length, else 'error_invalid_security_code'. */
export function securityCodeRule(cardField: string): Rule<string> {
  return (value, ctx) => {
    if (value === '') return null;
    const card = ctx.values[cardField];
    const brand = cardBrand(typeof card === 'string' ? card : '');
    const length = brand ? SECURITY_CODES[brand].length : 3;
    return /^\d+$/.test(value) && value.length === length ? null : fail(MESSAGE_IDS.securityCode);
  };
}
