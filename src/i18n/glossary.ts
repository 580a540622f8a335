/**
 * The product's words (issue 46, docs/decisions/2026-11-29-glossary-and-money.md): one English and one Urdu word
 * for each thing a customer meets on many pages, and the synonyms the catalogues must not use for it. Every
 * catalogue follows it: tests/src/i18n/glossary.test.ts reads each `messages.ts`/`*-messages.ts` under src/, the
 * shell's texts and the gateway's seeds (locale keys, catalogue and reward names) and fails on a forbidden English
 * synonym, on an Urdu synonym, and on an Urdu text whose English twin uses a term while the Urdu does not use the
 * glossary's word for it (add-ons named two ways in Urdu).
 *
 * Plain data, read by tests and the decision record; nothing of it ships to the browser.
 */
export interface GlossaryTerm {
  /** The English word as pages write it (singular; plurals add "s"). */
  readonly en: string;
  /** The Urdu word, as a stem every inflection contains (ایڈ آن → ایڈ آنز). */
  readonly ur: string;
  /** What it means, for whoever writes a new text. */
  readonly means: string;
  /** Finds the term in an English text (whole words, any case). */
  readonly enFind: RegExp;
  /** English words the product does not use for it (customer text only). */
  readonly enAvoid: readonly RegExp[];
  /** Urdu words the product does not use for it. */
  readonly urAvoid: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    en: 'add-on',
    ur: 'ایڈ آن',
    means: 'an extra bought with a plan in the purchase (e.g. "Extra 10 GB"), running with the plan',
    enFind: /\badd-ons?\b/i,
    enAvoid: [/\baddons?\b/i, /\badd ons?\b/i],
    urAvoid: ['اضافی سہولت', 'اضافی سہولیات', 'اضافی پیکج'],
  },
  {
    en: 'bundle',
    ur: 'بنڈل',
    means: 'data, minutes or SMS bought for a line that already runs, from the bundles page',
    enFind: /\bbundles?\b/i,
    enAvoid: [/\bdata packs?\b/i],
    urAvoid: ['پیکج'],
  },
  {
    en: 'airtime',
    ur: 'ایئر ٹائم',
    means: "the money on a line, spent on renewals, bundles and rewards (the line's balance)",
    enFind: /\bairtime\b/i,
    enAvoid: [/\bair time\b/i, /\bcredit balance\b/i],
    urAvoid: ['ائیر ٹائم', 'ایئرٹائم', 'ائیرٹائم'],
  },
  {
    en: 'balance',
    ur: 'بیلنس',
    means: 'how much airtime a line has',
    enFind: /\bbalances?\b/i,
    enAvoid: [],
    urAvoid: ['بقایا', 'بقیہ رقم'],
  },
  {
    en: 'recharge',
    ur: 'ری چارج',
    means: 'adding money to a line (by card, wallet or voucher); never "top-up"',
    enFind: /\brecharg(e|es|ed|ing)\b/i,
    enAvoid: [/\btop[- ]?ups?\b/i, /\btop up\b/i],
    urAvoid: ['ٹاپ اپ', 'ریچارج'],
  },
  {
    en: 'renewal',
    ur: 'تجدید',
    means: "a plan's (or a renewing bundle's) next period, paid from the airtime",
    enFind: /\brenew(al|als|s|ed|ing)?\b/i,
    enAvoid: [],
    urAvoid: ['رینیول'],
  },
  {
    en: 'SIM card number',
    ur: 'سم کارڈ نمبر',
    means: 'the 19 digits printed on a physical SIM card (its ICCID); never "ICC id" in customer text',
    enFind: /\bSIM card number\b/i,
    enAvoid: [/\bICC ?ids?\b/i, /\bICCIDs?\b/i],
    urAvoid: ['ICC', 'آئی سی سی'],
  },
  {
    en: 'eSIM',
    ur: 'ای سم',
    means: 'a SIM installed by QR code, nothing delivered',
    enFind: /\beSIMs?\b/i,
    enAvoid: [/\be-SIM\b/i, /\bE-Sim\b/],
    urAvoid: ['ای-سم', 'ای‌سم', 'ای ایس آئی ایم'],
  },
  {
    en: 'plan',
    ur: 'پلان',
    means: "what a line runs on for a period (data, minutes, SMS) and renews; the catalogue's products",
    enFind: /\bplans?\b/i,
    enAvoid: [/\btariffs?\b/i],
    urAvoid: ['ٹیرف'],
  },
  {
    en: 'reward',
    ur: 'انعام',
    means: 'what loyalty points are spent on (data, minutes, vouchers, cashback); the programme is "rewards"',
    enFind: /\brewards?\b/i,
    enAvoid: [],
    urAvoid: ['ریوارڈ'],
  },
  {
    en: 'points',
    ur: 'پوائنٹ',
    means: 'what a rewards member earns and spends',
    enFind: /\bpoints?\b/i,
    enAvoid: [],
    urAvoid: ['پوائینٹ', 'نمبرات'],
  },
  {
    en: 'tax included',
    ur: 'ٹیکس سمیت',
    means: 'a price or total that already holds the tax',
    enFind: /\b(inc\.|including|included|with) tax\b|\btax included\b/i,
    enAvoid: [],
    urAvoid: ['بشمول ٹیکس', 'شامل ٹیکس'],
  },
  {
    en: 'wallet',
    ur: 'والیٹ',
    means: 'a mobile wallet (Easypaisa, JazzCash) that pays or receives money',
    enFind: /\bwallets?\b/i,
    enAvoid: [],
    urAvoid: ['والٹ'],
  },
];
