/**
 * Result pages opened without a payment to show, and their ways on (issue 29: no dead ends), English and Urdu.
 * Merged over the pages' own texts.
 */
export const resultMessages = {
  en: {
    result_none_title: 'There is no payment to show here',
    result_none_text: 'This page shows how a payment went, and this address does not name one we know. Your orders, lines and requests are in your account.',
    result_go_orders: 'See my orders',
    result_go_home: 'Go to my account',
    result_track_order: 'Track this order',
    rs_none_title: 'There is no reschedule to show here',
    rs_checking_title: 'Checking your new delivery time',
  },
  ur: {
    result_none_title: 'یہاں دکھانے کے لیے کوئی ادائیگی نہیں',
    result_none_text: 'یہ صفحہ ادائیگی کا نتیجہ دکھاتا ہے، اور اس پتے میں ایسی کوئی ادائیگی نہیں جسے ہم جانتے ہوں۔ آپ کے آرڈرز، لائنیں اور درخواستیں آپ کے اکاؤنٹ میں ہیں۔',
    result_go_orders: 'میرے آرڈرز دیکھیں',
    result_go_home: 'میرے اکاؤنٹ پر جائیں',
    result_track_order: 'یہ آرڈر ٹریک کریں',
    rs_none_title: 'یہاں دکھانے کے لیے وقت کی کوئی تبدیلی نہیں',
    rs_checking_title: 'ترسیل کا نیا وقت چیک ہو رہا ہے',
  },
} as const;
