import type { GetGlobalConfigResult, ResponseMap } from '../api/generated/response-types';

/**
 * Server values that reach Intl (time zone, currency, locale, language), checked once where the global config is
 * read (the API client runs `resultGuards` on every answer it validates), so no Intl call anywhere throws on what
 * a server sent (issue 27 part 1). What the runtime does not know becomes the operator's safe default.
 */
export const SAFE_VALUES = { timeZone: 'Asia/Karachi', currency: 'PKR', locale: 'en-PK', language: 'en' } as const;

/**
 * What Intl made of a value (undefined: refused), asked once per value: making an Intl format is far dearer than
 * using one, and every price and date on a page asks again on each draw (a bundle list redrew in 88 ms at 4x CPU,
 * 30 of them here). A refused value stays refused, as the runtime does not learn zones or locales.
 */
const verdicts = new Map<string, string | undefined>();
function accepted(key: string, check: () => string | undefined): string | undefined {
  if (verdicts.has(key)) return verdicts.get(key);
  let verdict: string | undefined;
  try {
    verdict = check();
  } catch {
    verdict = undefined;
  }
  verdicts.set(key, verdict);
  return verdict;
}

/** An IANA time zone this runtime knows, else the fallback: safeTimeZone('Mars/Olympus_Mons') → 'Asia/Karachi'. */
export function safeTimeZone(value: unknown, fallback: string = SAFE_VALUES.timeZone): string {
  if (typeof value !== 'string' || value === '') return fallback;
  const check = () => {
    new Intl.DateTimeFormat('en', { timeZone: value }).format(0);
    return value;
  };
  return accepted(`tz ${value}`, check) ?? fallback;
}

/** An ISO 4217 code Intl accepts (upper-cased), else the fallback: safeCurrency('rupees') → 'PKR'. */
export function safeCurrency(value: unknown, fallback: string = SAFE_VALUES.currency): string {
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value)) return fallback;
  const check = () => {
    new Intl.NumberFormat('en', { style: 'currency', currency: value }).format(0);
    return value.toUpperCase();
  };
  return accepted(`currency ${value}`, check) ?? fallback;
}

/** A BCP 47 locale in canonical form that Intl can format with, else the fallback: safeLocale('en_PK') → 'en-PK'. */
export function safeLocale(value: unknown, fallback: string = SAFE_VALUES.locale): string {
  if (typeof value !== 'string' || value === '') return fallback;
  return (
    accepted(`locale ${value}`, () => {
      const [canonical] = Intl.getCanonicalLocales(value);
      if (!canonical) return undefined;
      new Intl.NumberFormat(canonical).format(0);
      new Intl.DateTimeFormat(canonical).format(0);
      return canonical;
    }) ?? fallback
  );
}

/** One of the app's languages (en, ur), else the fallback: safeLanguage('ur-PK') → 'ur', safeLanguage('xx') → 'en'. */
export function safeLanguage(value: unknown, fallback: 'en' | 'ur' = SAFE_VALUES.language): 'en' | 'ur' {
  if (typeof value !== 'string') return fallback;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return base === 'en' || base === 'ur' ? base : fallback;
}

/** The global config with its Intl-bound values made safe; everything else is passed on unchanged. */
export function safeGlobalConfig(config: GetGlobalConfigResult): GetGlobalConfigResult {
  const c = config.country_config;
  return {
    ...config,
    country_config: {
      ...c,
      default_timezone: safeTimeZone(c.default_timezone),
      currency: { ...c.currency, code: safeCurrency(c.currency.code) },
      i18n: { ...c.i18n, locale: safeLocale(c.i18n.locale) },
      default_language: safeLanguage(c.default_language),
    },
  };
}

type ResultGuards = { [N in keyof ResponseMap]?: (result: ResponseMap[N]) => ResponseMap[N] };

/** Per endpoint, what its validated answer passes through before any screen sees it. */
export const resultGuards: ResultGuards = {
  GET_GLOBAL_CONFIG: safeGlobalConfig,
};
