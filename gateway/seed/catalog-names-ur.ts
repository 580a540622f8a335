/**
 * Urdu names of the sandbox catalogue and banners (issue 16 part 5), kept next to the English seed by the English
 * text they translate, so the seed files stay as they are. Plan names are made of words (filter label and product
 * type), translated word by word.
 */
export const CATALOG_NAMES_UR: Readonly<Record<string, string>> = {
  // add-ons and bundles
  'Extra 10 GB': 'اضافی 10 جی بی',
  '100 international minutes': '100 بین الاقوامی منٹ',
  'Unlimited social': 'لامحدود سوشل',
  'GCC roaming pack': 'خلیجی ممالک رومنگ پیک',
  'Family bundle': 'فیملی بنڈل',
  // top-up bundles (gateway/lines/topups.ts), named on a line's allowances
  '2 GB data': '2 جی بی ڈیٹا',
  '5 GB data': '5 جی بی ڈیٹا',
  '15 GB data': '15 جی بی ڈیٹا',
  '100 minutes': '100 منٹ',
  '300 minutes': '300 منٹ',
  '500 SMS': '500 ایس ایم ایس',
  // number categories
  'Free numbers': 'مفت نمبر',
  'Premium numbers': 'پریمیم نمبر',
  'Golden numbers': 'گولڈن نمبر',
  'Repeating digits': 'دہرائے گئے ہندسے',
  Sequences: 'ترتیب وار ہندسے',
  // banners: titles and headlines
  'Double data on Monthly plans': 'ماہانہ پلانز پر دگنا ڈیٹا',
  'Free eSIM: activate in minutes': 'مفت ای سم: منٹوں میں فعال کریں',
  'Keep your number: switch to Sitara': 'اپنا نمبر رکھیں: ستارہ پر آئیں',
  'Recharge in seconds, by card or wallet': 'سیکنڈوں میں ری چارج، کارڈ یا والیٹ سے',
  'Sitara Rewards: points on every recharge': 'ستارہ انعامات: ہر ری چارج پر پوائنٹس',
  'Group plan: four lines, one bill': 'گروپ پلان: چار لائنیں، ایک بل',
  'Annual plan: two months free': 'سالانہ پلان: دو مہینے مفت',
  'Golden numbers from Rs 7,500': 'گولڈن نمبر 7,500 روپے سے',
  'Student plan: 20% off': 'طلبہ کا پلان: 20٪ رعایت',
  'Unlimited social add-on for Rs 300': '300 روپے میں لامحدود سوشل ایڈ آن',
  'Free delivery to your door': 'گھر تک مفت ڈیلیوری',
  '2× data': 'دگنا ڈیٹا',
  'Free eSIM': 'مفت ای سم',
  'Your number': 'اپنا نمبر',
  Recharge: 'ری چارج',
  Rewards: 'انعامات',
  '4 lines, 1 bill': '4 لائنیں، 1 بل',
  '2 months free': '2 مہینے مفت',
  'Students 20% off': 'طلبہ کو 20٪ رعایت',
  'Free delivery': 'مفت ڈیلیوری',
  // order preview lines the gateway names itself
  'SIM card': 'سم کارڈ',
  eSIM: 'ای سم',
  Delivery: 'ڈیلیوری',
};

/** Words of plan names (filter label without "Plans", then the product type). */
export const CATALOG_WORDS_UR: Readonly<Record<string, string>> = {
  Special: 'خصوصی',
  Group: 'گروپ',
  Annual: 'سالانہ',
  'Semi-Annual': 'ششماہی',
  Monthly: 'ماہانہ',
  Weekly: 'ہفتہ وار',
  Prepaid: 'پری پیڈ',
  Postpaid: 'پوسٹ پیڈ',
  Hybrid: 'ہائبرڈ',
  Offer: 'پیشکش',
};

/**
 * Catalogue texts the gateway writes with a number in them (issue 46: "رعایت: 10% off the plan" on the Urdu summary):
 * the English pattern and its Urdu, `$1` the number. A promo code's line is labelled "Discount" (رعایت) by the app.
 */
export const CATALOG_PATTERNS_UR: ReadonlyArray<{ readonly en: RegExp; readonly ur: string }> = [
  { en: /^(\d+(?:\.\d+)?)% off the plan$/, ur: 'پلان کی قیمت کا $1٪' },
];
