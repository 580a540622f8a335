import type { AreaMessages } from '../../i18n/screen-messages';

/** Texts of the order-list captcha (the check runs unseen; only its failures are shown). */
export const captchaMessages: AreaMessages = {
  en: {
    captcha_refused: 'We could not confirm this request came from you (the security check was refused). Your orders are safe; please try again.',
    captcha_unavailable: 'The security check could not run in this browser, so your orders cannot be shown. Please check your connection and try again.',
  },
  ur: {
    captcha_refused: 'ہم تصدیق نہیں کر سکے کہ یہ درخواست آپ کی طرف سے ہے (سیکیورٹی جانچ مسترد ہو گئی)۔ آپ کے آرڈر محفوظ ہیں؛ براہ کرم دوبارہ کوشش کریں۔',
    captcha_unavailable: 'سیکیورٹی جانچ اس براؤزر میں نہیں چل سکی، اس لیے آپ کے آرڈر نہیں دکھائے جا سکتے۔ براہ کرم اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  },
};
