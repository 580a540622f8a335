import type { Language } from '../i18n/shell-messages';

/**
 * Texts of the landing route's frame (heading, intro, the two filter groups), bundled with the first chunk so
 * the landing route paints them before the gateway's locale keys or the catalog chunk arrive. The catalog
 * screen uses the same ids; gateway keys with these ids win once fetched.
 */
export const landingMessages: Record<Language, Record<string, string>> = {
  en: {
    landing_intro: 'Pick a SIM or eSIM plan. Prices include tax; no hidden charges.',
    plans_loading: 'Loading plans…',
    product_type_label: 'Plan type',
    prepaid: 'Prepaid',
    postpaid: 'Postpaid',
    hybrid: 'Hybrid',
    plan_filter_label: 'Show plans',
    filter_all: 'All',
    filter_special: 'Special Plans',
    filter_group: 'Group Plans',
    filter_annual: 'Annual Plans',
    filter_semi_annual: 'Semi-Annual Plans',
    filter_monthly: 'Monthly Plans',
    filter_weekly: 'Weekly Plans',
    banners_label: 'Offers',
    landing_next_failed: 'The next step could not load. Check your connection and choose your plan again.',
  },
  ur: {
    landing_intro: 'سم یا ای سم پلان چنیں۔ قیمتوں میں ٹیکس شامل ہے؛ کوئی پوشیدہ چارجز نہیں۔',
    plans_loading: 'پلان لوڈ ہو رہے ہیں…',
    product_type_label: 'پلان کی قسم',
    prepaid: 'پری پیڈ',
    postpaid: 'پوسٹ پیڈ',
    hybrid: 'ہائبرڈ',
    plan_filter_label: 'پلان دکھائیں',
    filter_all: 'تمام',
    filter_special: 'خصوصی پلان',
    filter_group: 'گروپ پلان',
    filter_annual: 'سالانہ پلان',
    filter_semi_annual: 'ششماہی پلان',
    filter_monthly: 'ماہانہ پلان',
    filter_weekly: 'ہفتہ وار پلان',
    banners_label: 'پیشکشیں',
    landing_next_failed: 'اگلا مرحلہ لوڈ نہیں ہو سکا۔ اپنا کنکشن چیک کر کے دوبارہ پلان منتخب کریں۔',
  },
};
