/** Card brand by number prefix (SPEC §5): amex 34/37; diners 30, 36, 38, 39; jcb 35; master 2 or 5; visa 4; unionpay 62. */
export function cardBrand(number: string): string | undefined {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^3[0689]/.test(number)) return 'diners_club';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  if (/^[25]/.test(number)) return 'mastercard';
  if (/^4/.test(number)) return 'visa';
  return undefined;
}

/** The Luhn checksum every real card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
