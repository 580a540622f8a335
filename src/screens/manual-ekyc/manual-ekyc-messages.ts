import type { AreaMessages } from '../screen-messages';

/** Texts only the manual eKYC page uses, bundled with its lazy chunk (gateway keys still win). */
export const manualEkycMessages: AreaMessages = {
  en: {
    ekyc_nationality_unknown: 'We could not tell your nationality from your account. Please contact support to continue.',
  },
  ur: {
    ekyc_nationality_unknown: 'ہم آپ کے اکاؤنٹ سے آپ کی قومیت معلوم نہیں کر سکے۔ جاری رکھنے کے لیے براہ کرم سپورٹ سے رابطہ کریں۔',
  },
};
