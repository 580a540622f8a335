import type { AreaMessages } from '../screen-messages';

/** Texts only the manual eKYC page uses, bundled with its lazy chunk (gateway keys still win). */
export const manualEkycMessages: AreaMessages = {
  en: {
    ekyc_nationality_unknown: 'We could not tell your nationality from your account. Please contact support to continue.',
    ekyc_known_title: 'From your personal details',
    ekyc_known_document_id: 'CNIC number',
    ekyc_known_contact: 'Contact number',
    ekyc_known_change: 'Change these details',
    ekyc_reason_fields: 'Fill in the fields marked * and add the three images to continue.',
  },
  ur: {
    ekyc_nationality_unknown: 'ہم آپ کے اکاؤنٹ سے آپ کی قومیت معلوم نہیں کر سکے۔ جاری رکھنے کے لیے براہ کرم سپورٹ سے رابطہ کریں۔',
    ekyc_known_title: 'آپ کی ذاتی تفصیلات سے',
    ekyc_known_document_id: 'شناختی کارڈ نمبر',
    ekyc_known_contact: 'رابطہ نمبر',
    ekyc_known_change: 'یہ تفصیلات تبدیل کریں',
    ekyc_reason_fields: 'جاری رکھنے کے لیے * والے خانے پُر کریں اور تینوں تصاویر شامل کریں۔',
  },
};
