/** Plans of every product type and filter label (SPEC §1), add-ons and number categories. */
export const PLAN_CATEGORIES = [
  { id: 'special', label: 'Special Plans' },
  { id: 'group', label: 'Group Plans' },
  { id: 'annual', label: 'Annual Plans' },
  { id: 'semi-annual', label: 'Semi-Annual Plans' },
  { id: 'monthly', label: 'Monthly Plans' },
  { id: 'weekly', label: 'Weekly Plans' },
] as const;

export const PRODUCT_TYPES = ['prepaid', 'postpaid', 'hybrid'] as const;

const VALIDITY: Record<string, number> = { special: 30, group: 30, annual: 365, 'semi-annual': 180, monthly: 30, weekly: 7 };
const BASE_PRICE: Record<string, number> = { special: 999, group: 2499, annual: 14999, 'semi-annual': 7999, monthly: 1499, weekly: 399 };
const TYPE_FACTOR: Record<string, number> = { prepaid: 1, postpaid: 1.2, hybrid: 1.1 };

/** Prices include tax (SPEC §9 "Total (Inc. tax)"). */
export const plans = PRODUCT_TYPES.flatMap((productType) =>
  PLAN_CATEGORIES.map((c) => ({
    id: `plan-${productType}-${c.id}`,
    type: 'PLAN',
    productType,
    category: c.id,
    filterLabel: c.label,
    name: `${c.label.replace(' Plans', '')} ${productType[0]!.toUpperCase()}${productType.slice(1)}`,
    validityDays: VALIDITY[c.id]!,
    price: { amount: Math.round(BASE_PRICE[c.id]! * TYPE_FACTOR[productType]!), currency: 'PKR', taxIncluded: true },
    allowances: { dataGb: VALIDITY[c.id]! >= 30 ? 50 : 10, onNetMinutes: 3000, offNetMinutes: 300, sms: 1000 },
  })),
);

export const addons = [
  { id: 'addon-data-10gb', type: 'ADDON', name: 'Extra 10 GB', price: { amount: 500, currency: 'PKR', taxIncluded: true }, productTypes: ['prepaid', 'postpaid', 'hybrid'] },
  { id: 'addon-intl-100', type: 'ADDON', name: '100 international minutes', price: { amount: 800, currency: 'PKR', taxIncluded: true }, productTypes: ['prepaid', 'postpaid', 'hybrid'] },
  { id: 'addon-social-unlimited', type: 'ADDON', name: 'Unlimited social', price: { amount: 300, currency: 'PKR', taxIncluded: true }, productTypes: ['prepaid', 'hybrid'] },
  { id: 'addon-roaming-gcc', type: 'ADDON', name: 'GCC roaming pack', price: { amount: 2500, currency: 'PKR', taxIncluded: true }, productTypes: ['postpaid'] },
  { id: 'bundle-family', type: 'BUNDLE', name: 'Family bundle', price: { amount: 1200, currency: 'PKR', taxIncluded: true }, productTypes: ['postpaid', 'hybrid'] },
];

export const numberCategories = [
  { id: 'free', name: 'Free numbers', numberClass: 'FREE_NUMBER', price: 0, golden: false },
  { id: 'premium', name: 'Premium numbers', numberClass: 'PREMIUM_NUMBER', price: 1500, golden: false },
  { id: 'golden', name: 'Golden numbers', numberClass: 'PREMIUM_NUMBER', price: 7500, golden: true },
];

export const goldenCategories = [
  { id: 'golden-repeat', name: 'Repeating digits', pattern: 'XXXXXXX', price: 7500 },
  { id: 'golden-sequence', name: 'Sequences', pattern: '1234567', price: 7500 },
];

/** SPEC §9: 13-digit eSIM placeholder. */
export const ESIM_PLACEHOLDER = '8888888888888';

/** Fees, incl. tax. */
export const FEES = { physicalSim: 100, esim: 0, doorstep: 150, pickup: 0, retail: 0 };

/** Sales tax on telecom services, included in every price (used to show the tax part). */
export const TAX_RATE = 0.195;

/** Deterministic numbers: 923xx… 12 digits (country code + 10). */
export function seedNumbers(): Array<{ msisdn: string; category: string; numberClass: string; price: number }> {
  const out: Array<{ msisdn: string; category: string; numberClass: string; price: number }> = [];
  for (let i = 0; i < 80; i++) out.push({ msisdn: `9234${String(10000000 + i * 7919).slice(0, 8)}`, category: 'free', numberClass: 'FREE_NUMBER', price: 0 });
  for (let i = 0; i < 30; i++) out.push({ msisdn: `92330${String(1000000 + i * 1111).slice(0, 7)}`, category: 'premium', numberClass: 'PREMIUM_NUMBER', price: 1500 });
  for (let d = 1; d <= 9; d++) out.push({ msisdn: `92300${String(d).repeat(7)}`, category: 'golden', numberClass: 'PREMIUM_NUMBER', price: 7500 });
  out.push({ msisdn: '923001234567', category: 'golden', numberClass: 'PREMIUM_NUMBER', price: 7500 });
  return out;
}
