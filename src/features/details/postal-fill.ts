import { ZIP_LOOKUP_FIELDS, type ZipSuggestion } from '../../../fields';

/** The fields a postal code may fill (all the lookup knows but the code itself). */
export const POSTAL_FILLED_FIELDS: readonly string[] = ZIP_LOOKUP_FIELDS.filter((name) => name !== 'postalCode');

/** What the postal service's answer gives for this form: each field the form has and the answer knows. */
export function postalFillOf(found: ZipSuggestion, formFields: readonly string[]): Record<string, string> {
  const fill: Record<string, string> = {};
  for (const name of POSTAL_FILLED_FIELDS) {
    const value = found[name];
    if (formFields.includes(name) && typeof value === 'string' && value.trim() !== '') fill[name] = value;
  }
  return fill;
}

/**
 * The places a form holds while its code is looked up again (the step reloaded, the language switched): every place
 * field it has, filled, as the earlier answer left them; null when one is empty (the customer has yet to give them).
 */
export function placesHeld(current: Readonly<Record<string, string>>, formFields: readonly string[]): Record<string, string> | null {
  const names = formFields.filter((name) => POSTAL_FILLED_FIELDS.includes(name));
  if (!names.length || names.some((name) => (current[name] ?? '').trim() === '')) return null;
  return Object.fromEntries(names.map((name) => [name, current[name] ?? '']));
}

/**
 * The values to write when a postal code is found (issue 46): a field takes the answer's value when it is empty or
 * still holds what an earlier code filled; what the customer typed themselves is never overwritten (nothing typed is lost).
 */
export function postalChanges(current: Readonly<Record<string, string>>, fill: Readonly<Record<string, string>>, filledBefore: Readonly<Record<string, string>>): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(fill)) {
    const now = current[name] ?? '';
    if (now === value) continue;
    if (now.trim() === '' || now === filledBefore[name]) changes[name] = value;
  }
  return changes;
}

/** Whether the form holds exactly what the code filled, so those fields are read back instead of asked. */
export function isReadBack(current: Readonly<Record<string, string>>, fill: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(fill);
  return names.length > 0 && names.every((name) => current[name] === fill[name]);
}

/**
 * The postal service's answer for a code: its places as the address keeps them (the postal service's English, what the
 * courier reads), and their names in the reader's language as the gateway words them (Accept-Language), to read back.
 */
export interface PostalAnswer {
  readonly places: ZipSuggestion;
  readonly names: Readonly<Record<string, string>>;
}

/**
 * The read-back line, smallest place first ("Gulberg, Lahore, Punjab"; "گلبرگ، لاہور، پنجاب" in Urdu); a district
 * named as its city is said once. Each filled place is said by its name in the reader's language where the gateway
 * gave one, else as filled.
 */
export function readBackLine(fill: Readonly<Record<string, string>>, names: Readonly<Record<string, string>> = {}, separator = ', '): string {
  const parts = ['area', 'city', 'district', 'state', 'province'].map((name) => (fill[name] ? (names[name] ?? fill[name]) : undefined)).filter((v): v is string => Boolean(v));
  return parts.filter((p, i) => parts.indexOf(p) === i).join(separator);
}

/**
 * The values to clear when a code the postal service does not know replaces a known one: the places the earlier code
 * filled and the customer left as they were (they belong to the other code); anything the customer typed stays.
 */
export function postalClears(current: Readonly<Record<string, string>>, filledBefore: Readonly<Record<string, string>>): Record<string, string> {
  const clears: Record<string, string> = {};
  for (const [name, value] of Object.entries(filledBefore)) if (current[name] === value) clears[name] = '';
  return clears;
}
