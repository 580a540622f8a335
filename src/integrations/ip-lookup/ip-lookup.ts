import { IP_COUNTRY_MAX_AGE_MS, IP_COUNTRY_STORAGE, parseStoredCountry } from './ip-country';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The country code of a lookup answer (ip-api.com's shape: status "success" with countryCode), else undefined. */
export function countryOfAnswer(answer: unknown): string | undefined {
  const a = answer as { status?: unknown; countryCode?: unknown } | null;
  return a && a.status === 'success' && typeof a.countryCode === 'string' && /^[A-Z]{2}$/.test(a.countryCode) ? a.countryCode : undefined;
}

/** Whether a new lookup is due: none stored, or the stored one is older than a day. */
export function lookupDue(raw: string | null, now: number): boolean {
  const kept = parseStoredCountry(raw);
  return !kept || now - kept.at > IP_COUNTRY_MAX_AGE_MS || kept.at > now;
}

/**
 * Looks the visitor's country up at the third-party service and stores it. Loaded lazily after first paint; a
 * failed lookup (network, refusal, odd answer) changes nothing and says nothing. Returns the stored country.
 */
export async function lookUpCountry(url: string, storage: Store, fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<string | undefined> {
  try {
    if (!lookupDue(storage.getItem(IP_COUNTRY_STORAGE), now)) return undefined;
    const response = await fetchImpl(url, { credentials: 'omit' });
    if (!response.ok) return undefined;
    const countryCode = countryOfAnswer(await response.json());
    if (!countryCode) return undefined;
    storage.setItem(IP_COUNTRY_STORAGE, JSON.stringify({ countryCode, at: now }));
    return countryCode;
  } catch {
    return undefined;
  }
}
