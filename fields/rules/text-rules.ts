import { MESSAGE_IDS } from './message-ids';
import { fail, type Rule } from './rule';

/** Mandatory fields: empty or whitespace-only is 'error_cannot_be_blank'. */
export const mandatoryRule: Rule<string> = (value) => (value.trim() === '' ? fail(MESSAGE_IDS.blank) : null);

/** Max lengths by field name (SPEC §5); an attribute's own maxLength wins. */
export const MAX_LENGTHS: Readonly<Record<string, number>> = {
  CNICNumber: 13,
  contactNumber: 12,
  addressLine1: 60,
  addressLine2: 60,
  iccId: 19,
};

/** Rejects values longer than `max` characters (code points, so Urdu text counts fairly). */
export function maxLengthRule(max: number): Rule<string> {
  return (value) => (codePointLength(value) > max ? fail(MESSAGE_IDS.maxLength, { maxLength: max }) : null);
}

function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** A non-empty value must match `regex`, else `messageId` (SPEC §5 field-specific message). */
export function patternRule(regex: RegExp, messageId: Parameters<typeof fail>[0]): Rule<string> {
  return (value) => (value !== '' && !regex.test(value) ? fail(messageId) : null);
}

const NAME = /^[\p{L}\p{M}]+(?:[ '\u2019-][\p{L}\p{M}]+)*$/u;

/** First, middle, last name and city: letters (any script) and single spaces, apostrophes or hyphens between them. */
export const nameRule: Rule<string> = (value) =>
  value !== '' && !NAME.test(value.trim()) ? fail(MESSAGE_IDS.nameCharacters) : null;

/** Full name: at least two words, each a valid name, else 'error_requires_first_and_last_name'. */
export const fullNameRule: Rule<string> = (value) => {
  if (value === '') return null;
  const words = value.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => NAME.test(w)) ? null : fail(MESSAGE_IDS.fullName);
};

/** Loose email pattern of SPEC §5: text, an @, then a dotted domain without spaces. */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Strict email pattern of SPEC §5: unaccented local part without a leading dot, TLD of 2+ letters. */
export const STRICT_EMAIL = /^(?!\.)[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Loose email rule (any text @ dotted domain); 'error_invalid_email'. */
export const looseEmailRule: Rule<string> = patternRule(LOOSE_EMAIL, MESSAGE_IDS.email);
/** Strict email rule, used for the profile email field; 'error_invalid_email'. */
export const emailRule: Rule<string> = patternRule(STRICT_EMAIL, MESSAGE_IDS.email);

/** Digits only; used by zip codes, ICC ids and numeric inputs. */
export const digitsOnlyRule: Rule<string> = patternRule(/^\d+$/, MESSAGE_IDS.digitsOnly);

/** SIM ICC id: 18 or 19 digits (max 19, SPEC §5). */
export const iccIdRule: Rule<string> = patternRule(/^\d{18,19}$/, MESSAGE_IDS.iccId);
