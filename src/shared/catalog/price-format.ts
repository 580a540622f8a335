/**
 * Moved to the app's one formatting module, src/i18n/format.ts. Kept as a re-export only so files that still
 * import this path (the checkout area) keep working; new code imports '../../i18n/format'.
 */
export { DEFAULT_PRICE_FORMAT, formatPrice, priceFormatOf, type PriceFormat } from '../../i18n/format';
