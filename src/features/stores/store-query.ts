import { STORE_QUERY_MAX, STORE_QUERY_PATTERN } from '../../../schemas/api/delivery';
import { latinDigits } from '../../../fields/rules/latin-digits';

const ALLOWED = new RegExp(STORE_QUERY_PATTERN, 'u');

/**
 * What is wrong with a store search before it is sent, as a message id, or null: the same rule as the endpoint's
 * schema (schemas/api/delivery.ts), so a customer hears what to change instead of a refusal from the gateway.
 * @example storeQueryProblem(' ') // 'stores_error_empty'
 * @example storeQueryProblem('Lahore') // null
 */
export function storeQueryProblem(raw: string): string | null {
  const q = storeQueryOf(raw);
  if (!q) return 'stores_error_empty';
  if (q.length < 2) return 'stores_error_short';
  if (q.length > STORE_QUERY_MAX) return 'stores_error_long';
  return ALLOWED.test(q) ? null : 'stores_error_characters';
}

/** The search as sent: trimmed, inner spaces collapsed, Urdu digits as 0-9 (a postal code typed on an Urdu keyboard). */
export const storeQueryOf = (raw: string): string => latinDigits(raw.trim().replace(/\s+/g, ' '));

/**
 * A map search for a place's address (OpenStreetMap): the sandbox has no surveyed coordinates, so the link asks the
 * map to find the address rather than pointing at a spot it does not know.
 * @example mapSearchUrl('Block 4, Clifton, Karachi 75600, Pakistan') // 'https://www.openstreetmap.org/search?query=Block%204%2C…'
 */
export const mapSearchUrl = (mapQuery: string): string => `https://www.openstreetmap.org/search?query=${encodeURIComponent(mapQuery)}`;

/** A place's opening hours (`09:00-21:00`) as opening and closing times, or undefined when not in that form. */
export function openingHoursOf(text: string): { opens: string; closes: string } | undefined {
  const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(text);
  return m ? { opens: m[1]!, closes: m[2]! } : undefined;
}
