import type { GetGlobalConfigResult } from '../api/generated/response-types';
import { safeCurrency, safeLocale, safeTimeZone } from '../config/server-values';

/**
 * How money, dates and times are written, from the global config's country_config (SPEC §3): currency code and
 * symbol, the i18n formats, decimal_specification and default_timezone. One module for the whole app.
 */
export interface FormatSettings {
  /** BCP 47 locale for digits and separators (the config's i18n.locale). */
  locale: string;
  currencyCode: string;
  /** What is written for the currency, e.g. "Rs" (no dot, the same on every page: issue 46). */
  symbol: string;
  decimals: number;
  /** Where symbol and amount go, e.g. "{symbol} {amount}". */
  pattern: string;
  timeZone: string;
  dateStyle: DateStyle;
  timeStyle: DateStyle;
  /** Fixed date pattern of the config, e.g. dd-MM-yyyy (document expiry dates, SPEC §5). */
  datePattern: string;
  timePattern: string;
}

/** SPEC §3 date/time style options. */
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/** @deprecated name kept for the catalog and checkout areas: a price format is the whole format settings. */
export type PriceFormat = FormatSettings;

/**
 * Before the config loads. SPEC §9 gives two readings (SGD/en-SG or en-PK); the operator is Pakistani, so PKR,
 * en-PK and Asia/Karachi (docs/decisions/2026-11-21-formatting-and-numbers.md), with SPEC §9's 2 decimals.
 */
export const DEFAULT_FORMAT: FormatSettings = {
  locale: 'en-PK',
  currencyCode: 'PKR',
  symbol: 'Rs',
  decimals: 2,
  pattern: '{symbol} {amount}',
  timeZone: 'Asia/Karachi',
  dateStyle: 'medium',
  timeStyle: 'short',
  datePattern: 'dd-MM-yyyy',
  timePattern: 'HH:mm',
};
/** @deprecated alias of DEFAULT_FORMAT. */
export const DEFAULT_PRICE_FORMAT = DEFAULT_FORMAT;

const STYLES = new Set<string>(['full', 'long', 'medium', 'short']);
const style = (value: unknown, fallback: DateStyle): DateStyle => (typeof value === 'string' && STYLES.has(value) ? (value as DateStyle) : fallback);

/** The format settings of a global config; any missing or unusable part falls back to DEFAULT_FORMAT. */
export function formatSettingsOf(config: GetGlobalConfigResult | undefined): FormatSettings {
  const c = config?.country_config;
  if (!c) return DEFAULT_FORMAT;
  // One settings object per config read (the query cache keeps its answer's identity): every price and date on a
  // page asks on each draw, and a stable object lets what is made from it be kept too.
  let settings = settingsByConfig.get(c);
  if (!settings) settingsByConfig.set(c, (settings = settingsOfCountry(c)));
  return settings;
}
const settingsByConfig = new WeakMap<GetGlobalConfigResult['country_config'], FormatSettings>();
function settingsOfCountry(c: GetGlobalConfigResult['country_config']): FormatSettings {
  const d = DEFAULT_FORMAT;
  const decimals = Number.isInteger(c.decimal_specification) && c.decimal_specification >= 0 && c.decimal_specification <= 6 ? c.decimal_specification : d.decimals;
  return {
    locale: safeLocale(c.i18n?.locale, d.locale),
    currencyCode: safeCurrency(c.currency?.code, d.currencyCode),
    symbol: c.currency?.symbol || c.currency?.code || d.symbol,
    decimals,
    pattern: c.i18n?.currency_format?.includes('{amount}') ? c.i18n.currency_format : d.pattern,
    timeZone: safeTimeZone(c.default_timezone, d.timeZone),
    dateStyle: style(c.i18n?.date_style, d.dateStyle),
    timeStyle: style(c.i18n?.time_style, d.timeStyle),
    datePattern: c.i18n?.date_format || d.datePattern,
    timePattern: c.i18n?.time_format || d.timePattern,
  };
}
/** @deprecated alias of formatSettingsOf. */
export const priceFormatOf = formatSettingsOf;

/** Number formats by locale and decimals: making one costs far more than using it (a plan list uses dozens). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: 'latn' })));
  return format;
}

/** A plain number with the configured separators, e.g. formatAmount(1499, s) → "1,499.00". */
export function formatAmount(amount: number, settings: FormatSettings = DEFAULT_FORMAT): string {
  try {
    return numberFormat(settings.locale, settings.decimals).format(amount);
  } catch {
    return amount.toFixed(settings.decimals);
  }
}

/** A whole count (GB, minutes, SMS) with grouping and Latin digits, e.g. formatCount(1500) → "1,500". */
export function formatCount(count: number): string {
  return numberFormat('en-PK', 0).format(count);
}

/** The true minus sign (U+2212) a discount or a charge is written with: never the hyphen of "Rs -149.90". */
export const MINUS = '\u2212';

/**
 * A price as the customer reads it (issue 46, docs/decisions/2026-11-29-glossary-and-money.md), e.g.
 * formatPrice(1499, s) → "Rs 1,499", formatPrice(86.95, s) → "Rs 86.95", formatPrice(-150, s) → "− Rs 150":
 * whole rupees without ".00", paisa to the configured decimals only when the amount has them; the configured symbol
 * ("Rs", no dot); a negative amount with the true minus sign before the symbol. Always Latin digits and the same form
 * in Urdu: prices stay left to right there (render them inside `<bdi dir="ltr">`, `Ltr`).
 */
export function formatPrice(amount: number, settings: FormatSettings = DEFAULT_FORMAT): string {
  const whole = Number.isFinite(amount) && Math.abs(amount - Math.round(amount)) < 0.5 * 10 ** -settings.decimals;
  const size = Math.abs(amount);
  const text = formatAmount(size, whole ? { ...settings, decimals: 0 } : settings);
  const negative = amount < 0 && /[1-9]/.test(text);
  const price = settings.pattern.replace('{symbol}', settings.symbol).replace('{amount}', text);
  return negative ? `${MINUS} ${price}` : price;
}

/** The Intl locale for dates in the UI language: Urdu month names, Latin digits; English in the config's locale. */
export function dateLocaleOf(language: 'en' | 'ur', settings: FormatSettings = DEFAULT_FORMAT): string {
  return language === 'ur' ? 'ur-PK-u-nu-latn' : settings.locale;
}

/** A date in the configured style and time zone, e.g. formatDate(t, 'en', s) → "5 Mar 2025". */
export function formatDate(value: Date | number, language: 'en' | 'ur', settings: FormatSettings = DEFAULT_FORMAT): string {
  return new Intl.DateTimeFormat(dateLocaleOf(language, settings), { dateStyle: settings.dateStyle, timeZone: settings.timeZone }).format(value);
}

/**
 * Urdu times on the 24-hour clock: the Urdu locale writes the 12-hour clock's "AM"/"PM" in Latin letters (English
 * inside Urdu, issue 46), so "06:42" rather than "6:42 AM". English keeps the locale's own clock.
 */
const clockOf = (language: 'en' | 'ur'): Intl.DateTimeFormatOptions => (language === 'ur' ? { hourCycle: 'h23' } : {});

/** A date and time of day in the configured styles and time zone, e.g. "5-Mar-2025, 2:30 pm". */
export function formatDateTime(value: Date | number, language: 'en' | 'ur', settings: FormatSettings = DEFAULT_FORMAT): string {
  return new Intl.DateTimeFormat(dateLocaleOf(language, settings), { dateStyle: settings.dateStyle, timeStyle: settings.timeStyle, timeZone: settings.timeZone, ...clockOf(language) }).format(value);
}

/** A time of day in the configured style and time zone, e.g. "2:30 pm". */
export function formatTime(value: Date | number, language: 'en' | 'ur', settings: FormatSettings = DEFAULT_FORMAT): string {
  return new Intl.DateTimeFormat(dateLocaleOf(language, settings), { timeStyle: settings.timeStyle, timeZone: settings.timeZone, ...clockOf(language) }).format(value);
}

/** The calendar parts of an instant in a time zone (year, month 1-12, day, hour, minute). */
export function zonedParts(value: Date | number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(value);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * An instant written with a fixed pattern in the configured time zone (tokens yyyy, MM, dd, HH, mm), e.g.
 * formatPattern(t, 'dd-MM-yyyy', s) → "05-03-2025". Used where the config fixes the form (SPEC §5 dd-MM-yyyy).
 */
export function formatPattern(value: Date | number, pattern: string, settings: FormatSettings = DEFAULT_FORMAT): string {
  const p = zonedParts(value, settings.timeZone);
  const tokens: Record<string, string> = { yyyy: pad(p.year, 4), MM: pad(p.month, 2), dd: pad(p.day, 2), HH: pad(p.hour, 2), mm: pad(p.minute, 2) };
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (t) => tokens[t] ?? t);
}

/** The current year in the configured time zone (the footer's copyright line). */
export function yearIn(now: Date | number, settings: FormatSettings = DEFAULT_FORMAT): number {
  return zonedParts(now, settings.timeZone).year;
}
