import { STRICT_EMAIL } from '../../../fields/rules/text-rules';

/** Message id of a field's problem, or null when it is fine (SPEC §5). */
export type FieldCheck = (value: string) => string | null;

const blank = (v: string) => v.trim() === '';

/** Email: required, the stricter SPEC §5 pattern. */
export const checkEmail: FieldCheck = (v) => (blank(v) ? 'error_cannot_be_blank' : STRICT_EMAIL.test(v.trim()) ? null : 'error_invalid_email');

/** Contact number without the country prefix: required, 10 to 12 digits (SPEC §5 max length 12). */
export const checkContactNumber: FieldCheck = (v) => (blank(v) ? 'error_cannot_be_blank' : /^\d{10,12}$/.test(v.trim()) ? null : 'error_invalid_contact_number');

/**
 * A Pakistani mobile number as a customer types it (issue 45): 03XXXXXXXXX, +923XXXXXXXXX, 923XXXXXXXXX, 00923…
 * or 3XXXXXXXXX, with spaces, dashes or brackets anywhere; as the gateway keeps it, 92XXXXXXXXXX, else undefined.
 * @example mobileNumberOf('+92 300-123 4567') // '923001234567'
 */
export function mobileNumberOf(typed: string): string | undefined {
  const m = /^(?:\+92|0092|92|0)?(3\d{9})$/.exec(typed.trim().replace(/[\s\-().]/g, ''));
  return m ? `92${m[1]}` : undefined;
}

/** Login identifier: an email, or a mobile number written any of the ways mobileNumberOf reads. */
export const checkIdentifier: FieldCheck = (v) => {
  if (blank(v)) return 'error_cannot_be_blank';
  const t = v.trim();
  return STRICT_EMAIL.test(t) || mobileNumberOf(t) ? null : 'error_invalid_identifier';
};

/** What the sign-in sends for a valid identifier: the email lower-cased, a number as 92XXXXXXXXXX. */
export const signInIdentifier = (typed: string): string => mobileNumberOf(typed) ?? typed.trim().toLowerCase();

/** An identifier as the code page names it: a number as +92 3XX XXXXXXX, an email as it is. */
export const shownIdentifier = (identifier: string): string =>
  /^923\d{9}$/.test(identifier) ? `+92 ${identifier.slice(2, 5)} ${identifier.slice(5)}` : identifier;

/** The problems of a form's values by field name (only fields with a problem). */
export function formProblems(values: Record<string, string>, checks: Record<string, FieldCheck>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, check] of Object.entries(checks)) {
    const problem = check(values[name] ?? '');
    if (problem) out[name] = problem;
  }
  return out;
}

/** Keeps digits only, at most 12 (phone fields are numeric-only, SPEC §5). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 12);
}
