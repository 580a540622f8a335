/**
 * The visitor's country from the IP lookup (SPEC §7: "an IP lookup is made to a third-party service and the result
 * stored locally"). Small: readers are in the entry chunk; the lookup itself (ip-lookup.ts) is loaded lazily.
 */
export const IP_COUNTRY_STORAGE = 'geo:ipCountry';
/** A stored lookup is trusted for a day; then it is looked up again (a visitor may travel). */
export const IP_COUNTRY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StoredCountry {
  countryCode: string;
  at: number;
}

/** Parses what storage holds; anything malformed counts as no lookup. */
export function parseStoredCountry(raw: string | null): StoredCountry | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<StoredCountry>;
    return typeof v.countryCode === 'string' && /^[A-Z]{2}$/.test(v.countryCode) && typeof v.at === 'number' ? { countryCode: v.countryCode, at: v.at } : undefined;
  } catch {
    return undefined;
  }
}

/** The stored country, if a lookup succeeded (at any age: an old answer still beats none). */
export function storedCountry(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): string | undefined {
  try {
    return parseStoredCountry(storage?.getItem(IP_COUNTRY_STORAGE) ?? null)?.countryCode;
  } catch {
    return undefined;
  }
}

/** Nationalities of the operator's list (GET_NATIONALITIES) by the country they are usually held in. */
const NATIONALITY_BY_COUNTRY: Readonly<Record<string, string>> = {
  PK: 'Pakistani',
  AF: 'Afghan',
  BD: 'Bangladeshi',
  CN: 'Chinese',
  IN: 'Indian',
  IR: 'Iranian',
  MY: 'Malaysian',
  SG: 'Singaporean',
  AE: 'Emirati',
  GB: 'British',
  US: 'American',
};

/** The nationality to preselect for a visitor from `countryCode`, when the operator's list has it. */
export function nationalityForCountry(countryCode: string | undefined, nationalities: readonly string[] | null | undefined): string | undefined {
  const nationality = countryCode ? NATIONALITY_BY_COUNTRY[countryCode] : undefined;
  return nationality && nationalities?.includes(nationality) ? nationality : undefined;
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
