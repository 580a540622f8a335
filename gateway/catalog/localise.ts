import { CATALOG_NAMES_UR, CATALOG_PATTERNS_UR, CATALOG_WORDS_UR } from '../seed/catalog-names-ur';

/** The languages the gateway answers catalogue texts in. */
export type CatalogLanguage = 'en' | 'ur';

/**
 * The language a request asks for: the first Accept-Language tag the gateway knows ('ur' or 'en'), English
 * otherwise. @example languageOf('ur-PK,ur;q=0.9,en;q=0.8') // 'ur'
 */
export function languageOf(header: unknown): CatalogLanguage {
  const tags = String(Array.isArray(header) ? header[0] : (header ?? '')).split(',').map((t) => t.trim().toLowerCase().split(/[-;]/)[0]);
  for (const tag of tags) if (tag === 'ur' || tag === 'en') return tag;
  return 'en';
}

/**
 * A catalogue text in the language: an Urdu name the gateway keeps for it, else one of its patterns with a number
 * (a promo's "10% off the plan"), else a name made only of words it knows (plan names: "Monthly Prepaid"), numbers
 * kept; anything else stays as it is.
 * @example localiseText('Monthly Prepaid', 'ur') // 'ماہانہ پری پیڈ'
 */
export function localiseText(text: string, language: CatalogLanguage): string {
  if (language !== 'ur') return text;
  const known = CATALOG_NAMES_UR[text];
  if (known) return known;
  const pattern = CATALOG_PATTERNS_UR.find((p) => p.en.test(text));
  if (pattern) return text.replace(pattern.en, pattern.ur);
  const words = text.split(' ');
  const translated = words.map((w) => (/^[0-9.,%×]+$/.test(w) ? w : CATALOG_WORDS_UR[w]));
  return translated.every((w) => w !== undefined) ? translated.join(' ') : text;
}

/** A catalogue item (plan, add-on, banner, preview line) with its `name` and `title` in the language. */
export function localiseItem<T>(item: T, language: CatalogLanguage): T {
  if (language !== 'ur' || !item || typeof item !== 'object') return item;
  const copy = { ...(item as Record<string, unknown>) };
  for (const key of ['name', 'title', 'headline'] as const) if (typeof copy[key] === 'string') copy[key] = localiseText(copy[key], language);
  return copy as T;
}

/**
 * An order's priced items in the language: an order keeps what was bought by type and SKU with the catalogue's
 * English name, and is named in the reader's language when read (issue 30: "Monthly Prepaid" stayed English on
 * My orders and the payment result in Urdu).
 */
export function localiseOrder<T extends { preview?: { items?: unknown[] } | null }>(order: T, language: CatalogLanguage): T {
  if (language !== 'ur' || !order.preview?.items) return order;
  return { ...order, preview: { ...order.preview, items: order.preview.items.map((i) => localiseItem(i, language)) } };
}
