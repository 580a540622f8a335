/** Per-country formats the rules need: postal code and national mobile number. */
export interface CountryFormat {
  readonly postalCode: RegExp;
  readonly mobileNumber: RegExp;
}

/**
 * Known countries. Pakistan's postal codes are five digits; mobile numbers are 3XX XXXXXXX, written
 * with a leading 0 or the 92 country code (max 12 digits, matching SPEC §5's contactNumber limit).
 */
export const COUNTRY_FORMATS: Readonly<Record<string, CountryFormat>> = {
  PK: { postalCode: /^\d{5}$/, mobileNumber: /^(?:92|0)?3\d{9}$/ },
  SG: { postalCode: /^\d{6}$/, mobileNumber: /^(?:65)?[89]\d{7}$/ },
  IN: { postalCode: /^[1-9]\d{5}$/, mobileNumber: /^(?:91|0)?[6-9]\d{9}$/ },
  MY: { postalCode: /^\d{5}$/, mobileNumber: /^(?:60|0)?1\d{8,9}$/ },
};

/** Fallback for an unknown country: any six digits, any 7–12 digit number. */
export const FALLBACK_COUNTRY_FORMAT: CountryFormat = { postalCode: /^\d{6}$/, mobileNumber: /^\d{7,12}$/ };

/** Format of `countryCode` (ISO alpha-2, case-insensitive), or the fallback. */
export function countryFormat(countryCode: string): CountryFormat {
  return COUNTRY_FORMATS[countryCode.toUpperCase()] ?? FALLBACK_COUNTRY_FORMAT;
}
