import { STRICT_EMAIL } from '../../../fields/rules/text-rules';

/** Message id of a field's problem, or null when it is fine (SPEC §5). */
export type FieldCheck = (value: string) => string | null;

const blank = (v: string) => v.trim() === '';

/** Email: required, the stricter SPEC §5 pattern. */
export const checkEmail: FieldCheck = (v) => (blank(v) ? 'error_cannot_be_blank' : STRICT_EMAIL.test(v.trim()) ? null : 'error_invalid_email');

/** Contact number without the country prefix: required, 10 to 12 digits (SPEC §5 max length 12). */
export const checkContactNumber: FieldCheck = (v) => (blank(v) ? 'error_cannot_be_blank' : /^\d{10,12}$/.test(v.trim()) ? null : 'error_invalid_contact_number');

/** Login identifier: an email or a mobile number of 10 to 12 digits. */
export const checkIdentifier: FieldCheck = (v) => {
  if (blank(v)) return 'error_cannot_be_blank';
  const t = v.trim();
  return STRICT_EMAIL.test(t) || /^\d{10,12}$/.test(t) ? null : 'error_invalid_identifier';
};

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
