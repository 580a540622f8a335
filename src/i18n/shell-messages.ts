/**
 * Messages the shell needs before (or without) the gateway's locale keys: the journey controls, step titles
 * and the not-yet-built screen notice. Gateway keys, once fetched, are merged over these.
 */
export type Language = 'en' | 'ur';

const en: Record<string, string> = {
  app_name: 'Self-service',
  journey_next: 'Next',
  journey_back: 'Back',
  screen_missing: 'The "{screen}" screen is not available yet (state {state}). You can still continue with Next.',
  page_not_available: 'This page is not available yet.',
  page_not_found: 'We could not find that page.',
  go_home: 'Go to plans',
  language_switch: 'اردو',
  language_switch_label: 'Switch language to Urdu',
  step_title_preCheckout: 'Choose your plan',
  step_title_addonSelection: 'Add-ons',
  step_title_connectionDetails: 'Connection details',
  step_title_portInDetails: 'Bring your number',
  step_title_personalDetails: 'Personal details',
  step_title_addressDetails: 'Address details',
  step_title_manualEkyc: 'Identity validation',
  step_title_orderSummary: 'Order summary',
  step_title_selectPaymentMethods: 'Payment method',
  step_title_payment: 'Payment',
};

const ur: Record<string, string> = {
  app_name: 'سیلف سروس',
  journey_next: 'آگے',
  journey_back: 'واپس',
  screen_missing: '"{screen}" اسکرین ابھی دستیاب نہیں ہے (حالت {state})۔ آپ "آگے" دبا کر جاری رکھ سکتے ہیں۔',
  page_not_available: 'یہ صفحہ ابھی دستیاب نہیں ہے۔',
  page_not_found: 'ہمیں یہ صفحہ نہیں ملا۔',
  go_home: 'پلانز پر جائیں',
  language_switch: 'English',
  language_switch_label: 'زبان انگریزی میں تبدیل کریں',
  step_title_preCheckout: 'اپنا پلان منتخب کریں',
  step_title_addonSelection: 'اضافی پیکجز',
  step_title_connectionDetails: 'کنکشن کی تفصیلات',
  step_title_portInDetails: 'اپنا نمبر لائیں',
  step_title_personalDetails: 'ذاتی تفصیلات',
  step_title_addressDetails: 'پتے کی تفصیلات',
  step_title_manualEkyc: 'شناخت کی تصدیق',
  step_title_orderSummary: 'آرڈر کا خلاصہ',
  step_title_selectPaymentMethods: 'ادائیگی کا طریقہ',
  step_title_payment: 'ادائیگی',
};

export const shellMessages: Record<Language, Record<string, string>> = { en, ur };
