import { countryFormat } from './country-formats';
import { MESSAGE_IDS } from './message-ids';
import { fail, type Rule } from './rule';

/** Default zip size (SPEC §9). */
export const ZIP_SIZE = 6;

/**
 * Zip code (SPEC §5): digits only; below ZIP_SIZE digits the field's generic rule applies (e.g. its
 * config regex); at or above it the value must match the configured country's postal format,
 * else 'error_invalid_zip_code'.
 */
export function zipCodeRule(generic: Rule<string> | null = null): Rule<string> {
  return (value, ctx) => {
    if (value === '') return null;
    if (!/^\d+$/.test(value)) return fail(MESSAGE_IDS.zipCode);
    if (value.length < ZIP_SIZE) return generic ? generic(value, ctx) : null;
    return countryFormat(ctx.countryCode).postalCode.test(value) ? null : fail(MESSAGE_IDS.zipCode);
  };
}

/** An address lookup result offered while typing a zip code. */
export interface ZipSuggestion {
  readonly postalCode: string;
  readonly country: string;
  readonly city: string;
  readonly [field: string]: string;
}

/** Suggestions restricted to the configured country whose code starts with what was typed. */
export function filterZipSuggestions(
  suggestions: readonly ZipSuggestion[],
  countryCode: string,
  typed: string,
): ZipSuggestion[] {
  const country = countryCode.toUpperCase();
  return suggestions.filter((s) => s.country.toUpperCase() === country && s.postalCode.startsWith(typed));
}

/** SPEC §3 address lookup fields a suggestion may know (country is the configured one, not a form field). */
export const ZIP_LOOKUP_FIELDS = ['postalCode', 'state', 'province', 'district', 'city', 'area'] as const;

/**
 * Form values after picking a suggestion: every lookup field it knows is filled in (postal code, city, and
 * province, district, area, state when it has them); the rest is kept.
 */
export function applyZipSuggestion<T extends Record<string, unknown>>(values: T, s: ZipSuggestion): T {
  const filled: Record<string, string> = {};
  for (const name of ZIP_LOOKUP_FIELDS) if (typeof s[name] === 'string' && s[name] !== '') filled[name] = s[name];
  return { ...values, ...filled };
}
