import { randomInt } from 'node:crypto';

/**
 * ICC ids (ITU-T E.118) as the sandbox prints them on its SIM cards: 89 (telecom), 92 (Pakistan), a 2-digit
 * issuer, a 12-digit serial and a Luhn check digit: 19 digits (SPEC §5).
 */
const PREFIX = '899204';

/** The Luhn check digit of `body` (digits only). */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the Luhn check digit of the rest: catches one mistyped digit or a swapped pair. */
export const hasValidCheckDigit = (icc: string): boolean => /^[0-9]{2,}$/.test(icc) && luhnCheckDigit(icc.slice(0, -1)) === Number(icc.at(-1));

/** A fresh ICC id, e.g. `8992040123456789012` shape: prefix, random serial, check digit. */
export function newIccId(): string {
  const serial = Array.from({ length: 12 }, () => randomInt(10)).join('');
  const body = `${PREFIX}${serial}`;
  return `${body}${luhnCheckDigit(body)}`;
}
