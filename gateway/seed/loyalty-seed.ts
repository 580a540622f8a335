/** Loyalty catalogue, tiers, booster campaigns and promotion rewards of the sandbox. */
export const WELCOME_POINTS = 1000;
/** Earned points expire a year after they were earned. */
export const POINTS_LIFETIME_MS = 365 * 24 * 3600 * 1000;
/** Points earned by a purchase stay pending (not spendable) for 14 days, the return window. */
export const PENDING_MS = 14 * 24 * 3600 * 1000;

type Text = { en: string; ur: string };

export const tiers = [
  {
    id: 'SILVER',
    minPoints: 0,
    benefits: [
      { en: '1 point for every Rs 10 spent', ur: 'ہر 10 روپے خرچ پر 1 پوائنٹ' },
      { en: 'Birthday bonus of 100 points', ur: 'سالگرہ پر 100 پوائنٹس کا بونس' },
    ],
  },
  {
    id: 'GOLD',
    minPoints: 5000,
    benefits: [
      { en: '1.25 points for every Rs 10 spent', ur: 'ہر 10 روپے خرچ پر 1.25 پوائنٹس' },
      { en: 'Birthday bonus of 300 points', ur: 'سالگرہ پر 300 پوائنٹس کا بونس' },
      { en: 'Priority customer care line', ur: 'ترجیحی کسٹمر کیئر لائن' },
    ],
  },
  {
    id: 'PLATINUM',
    minPoints: 15000,
    benefits: [
      { en: '1.5 points for every Rs 10 spent', ur: 'ہر 10 روپے خرچ پر 1.5 پوائنٹس' },
      { en: 'Birthday bonus of 1,000 points', ur: 'سالگرہ پر 1,000 پوائنٹس کا بونس' },
      { en: 'Priority customer care line', ur: 'ترجیحی کسٹمر کیئر لائن' },
      { en: 'Free SIM replacement once a year', ur: 'سال میں ایک بار مفت سِم تبدیلی' },
    ],
  },
] as const;

export const categories: ReadonlyArray<{ id: string; name: Text; image: string }> = [
  { id: 'data', name: { en: 'Data bundles', ur: 'ڈیٹا بنڈلز' }, image: 'data' },
  { id: 'minutes', name: { en: 'Minutes', ur: 'منٹس' }, image: 'minutes' },
  { id: 'vouchers', name: { en: 'Partner vouchers', ur: 'پارٹنر واؤچرز' }, image: 'voucher' },
  { id: 'cashback', name: { en: 'Cashback', ur: 'کیش بیک' }, image: 'cashback' },
  { id: 'gadgets', name: { en: 'Gadgets', ur: 'گیجٹس' }, image: 'gadget' },
];

export interface LoyaltyProduct {
  id: string;
  name: Text;
  description: Text;
  category: string;
  points: number;
  /** Price in rupees when bought with money instead of points. */
  price: number;
  image: string;
  /** Units left in the whole programme; absent: unlimited. */
  stock?: number;
  /** How many times one customer may redeem it; absent: no limit. */
  limitPerCustomer?: number;
  /** A partner voucher comes with a QR code to show at the till. */
  qr?: boolean;
  /** How long the partner takes to confirm a redemption (ms); absent: at once. */
  settleMs?: number;
}

export const loyaltyProducts: LoyaltyProduct[] = [
  { id: 'LP-DATA-2GB', category: 'data', points: 250, price: 120, image: 'data', name: { en: '2 GB data, 3 days', ur: '2 جی بی ڈیٹا، 3 دن' }, description: { en: 'Added to your line at once. Valid for 3 days.', ur: 'فوراً آپ کی لائن میں شامل۔ 3 دن کے لیے کارآمد۔' } },
  { id: 'LP-DATA-5GB', category: 'data', points: 500, price: 250, image: 'data', name: { en: '5 GB data, 7 days', ur: '5 جی بی ڈیٹا، 7 دن' }, description: { en: 'Added to your line at once. Valid for 7 days.', ur: 'فوراً آپ کی لائن میں شامل۔ 7 دن کے لیے کارآمد۔' } },
  { id: 'LP-DATA-30GB', category: 'data', points: 1800, price: 900, image: 'data', name: { en: '30 GB data, 30 days', ur: '30 جی بی ڈیٹا، 30 دن' }, description: { en: 'A month of data. Valid for 30 days.', ur: 'ایک مہینے کا ڈیٹا۔ 30 دن کے لیے کارآمد۔' } },
  { id: 'LP-MIN-100', category: 'minutes', points: 300, price: 150, image: 'minutes', name: { en: '100 minutes to any network', ur: 'کسی بھی نیٹ ورک پر 100 منٹ' }, description: { en: 'Valid for 7 days.', ur: '7 دن کے لیے کارآمد۔' } },
  { id: 'LP-MIN-1000', category: 'minutes', points: 900, price: 400, image: 'minutes', limitPerCustomer: 1, name: { en: '1,000 on-net minutes (once per customer)', ur: '1,000 آن نیٹ منٹ (فی صارف ایک بار)' }, description: { en: 'Introductory offer: one per customer. Valid for 30 days.', ur: 'تعارفی پیشکش: فی صارف ایک۔ 30 دن کے لیے کارآمد۔' } },
  { id: 'LP-COFFEE', category: 'vouchers', points: 400, price: 350, image: 'coffee', qr: true, settleMs: 1500, name: { en: 'Coffee at Chai Khana', ur: 'چائے خانہ پر کافی' }, description: { en: 'Any regular hot drink. Show the QR code at the counter. Valid for 60 days.', ur: 'کوئی بھی ریگولر گرم مشروب۔ کاؤنٹر پر کیو آر کوڈ دکھائیں۔ 60 دن کے لیے کارآمد۔' } },
  { id: 'LP-FOOD-500', category: 'vouchers', points: 1200, price: 500, image: 'food', qr: true, stock: 250, name: { en: 'Rs 500 food voucher', ur: '500 روپے کا فوڈ واؤچر' }, description: { en: 'For any partner restaurant. Valid for 90 days.', ur: 'کسی بھی پارٹنر ریسٹورنٹ کے لیے۔ 90 دن کے لیے کارآمد۔' } },
  { id: 'LP-CINEMA', category: 'vouchers', points: 2000, price: 900, image: 'cinema', qr: true, stock: 0, name: { en: 'Cinema ticket', ur: 'سنیما ٹکٹ' }, description: { en: 'One 2D ticket at partner cinemas.', ur: 'پارٹنر سنیما میں ایک ٹو ڈی ٹکٹ۔' } },
  { id: 'LP-CASHBACK-100', category: 'cashback', points: 800, price: 0, image: 'cashback', name: { en: 'Rs 100 wallet cashback', ur: '100 روپے والیٹ کیش بیک' }, description: { en: 'Paid into your mobile wallet within a day.', ur: 'ایک دن کے اندر آپ کے موبائل والیٹ میں۔' } },
  { id: 'LP-CASHBACK-500', category: 'cashback', points: 3500, price: 0, image: 'cashback', name: { en: 'Rs 500 wallet cashback', ur: '500 روپے والیٹ کیش بیک' }, description: { en: 'Paid into your mobile wallet within a day.', ur: 'ایک دن کے اندر آپ کے موبائل والیٹ میں۔' } },
  { id: 'LP-HEADPHONES', category: 'gadgets', points: 20000, price: 6000, image: 'gadget', stock: 40, name: { en: 'Wireless earbuds', ur: 'وائرلیس ایئربڈز' }, description: { en: 'Delivered to your address in 5 working days.', ur: '5 کاروباری دنوں میں آپ کے پتے پر۔' } },
];

/**
 * What a loyalty product adds to a line, at once, for `days` (gateway/lines/allowances.ts): data in MB, minutes to
 * any network. The on-net minutes of LP-MIN-1000 are not counted (the sandbox counts minutes to other networks).
 */
export const LOYALTY_LINE_ALLOWANCES: Readonly<Record<string, { dataMb: number; minutes: number; sms: number; days: number }>> = {
  'LP-DATA-2GB': { dataMb: 2 * 1024, minutes: 0, sms: 0, days: 3 },
  'LP-DATA-5GB': { dataMb: 5 * 1024, minutes: 0, sms: 0, days: 7 },
  'LP-DATA-30GB': { dataMb: 30 * 1024, minutes: 0, sms: 0, days: 30 },
  'LP-MIN-100': { dataMb: 0, minutes: 100, sms: 0, days: 7 },
};

/**
 * Booster campaigns follow the calendar month of `now`, so the sandbox always has one that ended, one running and
 * one to come (dates in UTC).
 */
export function boostersAt(now: number) {
  const d = new Date(now);
  const month = (offset: number, day: number) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, day);
  return [
    { id: 'BOOST-CASHBACK-WEEK', name: { en: 'Cashback week', ur: 'کیش بیک ہفتہ' }, multiplier: 1.5, appliesTo: 'cashback', startsAt: month(-1, 1), endsAt: month(-1, 8) },
    { id: 'BOOST-DATA-DOUBLE', name: { en: 'Double points on data', ur: 'ڈیٹا پر دگنے پوائنٹس' }, multiplier: 2, appliesTo: 'data', startsAt: month(0, 1), endsAt: month(1, 1) },
    { id: 'BOOST-VOUCHERS', name: { en: 'Partner vouchers 1.5x', ur: 'پارٹنر واؤچرز پر 1.5 گنا' }, multiplier: 1.5, appliesTo: 'vouchers', startsAt: month(1, 1), endsAt: month(1, 15) },
  ];
}

export const rewards = [
  { id: 'RW-WELCOME-DATA', name: 'Welcome 2 GB', nameUr: 'خوش آمدید 2 جی بی', type: 'REWARD' },
  { id: 'RW-PARTNER-COFFEE', name: 'Partner coffee', nameUr: 'پارٹنر کافی', type: 'EXTERNAL_REWARD' },
];

export const subscriptionSpecifications = [
  { productType: 'prepaid', autoRenewal: true, renewalDaysBefore: 1 },
  { productType: 'postpaid', autoRenewal: true, renewalDaysBefore: 0 },
  { productType: 'hybrid', autoRenewal: false, renewalDaysBefore: 1 },
];
