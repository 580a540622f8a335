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

interface Allowances {
  dataGb: number;
  onNetMinutes: number;
  offNetMinutes: number;
  sms: number;
}
type Offer = { price: number; allowances: Allowances };
const UNLIMITED = -1;

/**
 * The offer of each plan: prices include tax (SPEC §9 "Total (Inc. tax)"). Prepaid is paid per validity period;
 * postpaid is a monthly bill (every postpaid plan is billed each month, whatever its commitment); hybrid is a
 * prepaid plan with a credit limit. The numbers are of the Pakistani market's order (2025 price lists).
 */
const OFFERS: Record<string, Record<string, Offer>> = {
  prepaid: {
    special: { price: 999, allowances: { dataGb: 25, onNetMinutes: UNLIMITED, offNetMinutes: 150, sms: 500 } },
    group: { price: 2499, allowances: { dataGb: 60, onNetMinutes: UNLIMITED, offNetMinutes: 500, sms: 2000 } },
    annual: { price: 14999, allowances: { dataGb: 480, onNetMinutes: UNLIMITED, offNetMinutes: 3600, sms: 12000 } },
    'semi-annual': { price: 7999, allowances: { dataGb: 210, onNetMinutes: UNLIMITED, offNetMinutes: 1500, sms: 6000 } },
    monthly: { price: 1499, allowances: { dataGb: 40, onNetMinutes: 3000, offNetMinutes: 300, sms: 1000 } },
    weekly: { price: 399, allowances: { dataGb: 8, onNetMinutes: 700, offNetMinutes: 60, sms: 300 } },
  },
  postpaid: {
    special: { price: 1199, allowances: { dataGb: 35, onNetMinutes: UNLIMITED, offNetMinutes: 250, sms: 1000 } },
    group: { price: 2999, allowances: { dataGb: 100, onNetMinutes: UNLIMITED, offNetMinutes: 1000, sms: 3000 } },
    annual: { price: 1499, allowances: { dataGb: 60, onNetMinutes: UNLIMITED, offNetMinutes: 500, sms: 2000 } },
    'semi-annual': { price: 1599, allowances: { dataGb: 55, onNetMinutes: UNLIMITED, offNetMinutes: 450, sms: 1500 } },
    monthly: { price: 1799, allowances: { dataGb: 50, onNetMinutes: 5000, offNetMinutes: 500, sms: 1500 } },
    weekly: { price: 479, allowances: { dataGb: 12, onNetMinutes: 1000, offNetMinutes: 100, sms: 500 } },
  },
  hybrid: {
    special: { price: 1099, allowances: { dataGb: 30, onNetMinutes: UNLIMITED, offNetMinutes: 200, sms: 750 } },
    group: { price: 2749, allowances: { dataGb: 80, onNetMinutes: UNLIMITED, offNetMinutes: 750, sms: 2500 } },
    annual: { price: 16499, allowances: { dataGb: 540, onNetMinutes: UNLIMITED, offNetMinutes: 4000, sms: 12000 } },
    'semi-annual': { price: 8799, allowances: { dataGb: 240, onNetMinutes: UNLIMITED, offNetMinutes: 1800, sms: 6000 } },
    monthly: { price: 1649, allowances: { dataGb: 45, onNetMinutes: 4000, offNetMinutes: 400, sms: 1200 } },
    weekly: { price: 439, allowances: { dataGb: 10, onNetMinutes: 850, offNetMinutes: 80, sms: 400 } },
  },
};

/** One plan per product type and filter label (SPEC §1); the monthly plan of each type is the recommended one. */
export const plans = PRODUCT_TYPES.flatMap((productType) =>
  PLAN_CATEGORIES.map((c) => {
    const offer = OFFERS[productType]![c.id]!;
    return {
      id: `plan-${productType}-${c.id}`,
      type: 'PLAN',
      productType,
      category: c.id,
      filterLabel: c.label,
      name: `${c.label.replace(' Plans', '')} ${productType[0]!.toUpperCase()}${productType.slice(1)}`,
      validityDays: productType === 'postpaid' ? 30 : VALIDITY[c.id]!,
      price: { amount: offer.price, currency: 'PKR', taxIncluded: true },
      allowances: offer.allowances,
      recommended: c.id === 'monthly',
      billing: productType === 'postpaid' ? 'monthly' : 'upfront',
    };
  }),
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

/**
 * What an add-on adds to the line's counted allowance (data in MB, minutes to other networks, SMS) for the first
 * period, from the moment the line is in service (gateway/lines/allowances.ts). Add-ons not listed (international
 * minutes, unlimited social, roaming) are not counted by the sandbox's usage.
 */
export const ADDON_ALLOWANCES: Readonly<Record<string, { dataMb: number; minutes: number; sms: number }>> = {
  'addon-data-10gb': { dataMb: 10 * 1024, minutes: 0, sms: 0 },
};

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
