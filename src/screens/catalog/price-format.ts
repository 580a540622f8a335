import type { GetGlobalConfigResult } from '../../api/generated/response-types';

/** How prices are written: from the global config's country_config (SPEC §3), PKR until it loads. */
export interface PriceFormat {
  locale: string;
  symbol: string;
  decimals: number;
  pattern: string;
}

/** SPEC §9 says currency decimals 2; the app is Pakistani, so PKR/en-PK is the fallback before config loads. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = { locale: 'en-PK', symbol: 'Rs', decimals: 2, pattern: '{symbol} {amount}' };

/** The price format of a global config (any missing part falls back to the default). */
export function priceFormatOf(config: GetGlobalConfigResult | undefined): PriceFormat {
  const c = config?.country_config;
  if (!c) return DEFAULT_PRICE_FORMAT;
  return {
    locale: c.i18n.locale || DEFAULT_PRICE_FORMAT.locale,
    symbol: c.currency.symbol || c.currency.code,
    decimals: c.decimal_specification,
    pattern: c.i18n.currency_format && c.i18n.currency_format.includes('{amount}') ? c.i18n.currency_format : DEFAULT_PRICE_FORMAT.pattern,
  };
}

/** A price as the customer reads it, e.g. formatPrice(1499, fmt) → "Rs 1,499.00". */
export function formatPrice(amount: number, format: PriceFormat = DEFAULT_PRICE_FORMAT): string {
  let digits: string;
  try {
    digits = new Intl.NumberFormat(format.locale, { minimumFractionDigits: format.decimals, maximumFractionDigits: format.decimals }).format(amount);
  } catch {
    digits = amount.toFixed(format.decimals);
  }
  return format.pattern.replace('{symbol}', format.symbol).replace('{amount}', digits);
}
