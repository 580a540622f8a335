import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The words of the account's forms: saving, a refused change or code (code-errors.ts names them), and the personal
 * details' and delivery address's pages. Part of accountMessages; a file of its own so those two pages load these
 * with the order's and profile's words, not the email's, privacy's and saved cards' (issue 47).
 */
export const accountFormMessages: AreaMessages = {
  en: {
    saving: 'Saving…',
    something_wrong: 'Something went wrong. Please try again.',
    details_save: 'Save changes',
    details_saved: 'Your changes are saved.',
    email_taken: 'This email belongs to another account. Use a different address.',
    email_same_as_current: 'This is already your email address.',
    error_cannot_be_blank: 'This cannot be blank.',
    error_invalid_email: 'Enter a valid email address, like name@example.com.',
    error_invalid_otp: 'Enter all 6 digits of the code.',
    otp_digit_label: 'Digit {index} of {total}',
    otp_incorrect_error_message: 'The code is incorrect. Please check it and try again.',
    otp_incorrect_attempts_left: 'The code is incorrect. {count, plural, one {You have # more try.} other {You have # more tries.}}',
    code_too_many_wrong: 'That was the last try for this code. Ask for a new code.',
    timer_expired_message: 'The code has expired. Send a new one.',
    code_too_many_attempts: 'Too many attempts. Start again with a new code.',
    code_locked_until: 'Too many codes for this address or number. Try again at {time}.',
    code_check_lapsed: 'Your code check has lapsed. Please verify again.',
    card_not_found: 'This card is not among your saved cards.',
    personal_title: 'Personal details',
    personal_email_elsewhere: 'Your email is changed with a code sent to the new address.',
    address_title: 'Delivery address',
    address_for_order: 'Where the SIM of order {ref} is delivered.',
    address_nothing_to_correct: 'You have no SIM on its way, so there is no delivery address to correct.',
  },
  ur: {
    saving: 'محفوظ ہو رہا ہے…',
    something_wrong: 'کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
    details_save: 'تبدیلیاں محفوظ کریں',
    details_saved: 'آپ کی تبدیلیاں محفوظ ہو گئیں۔',
    email_taken: 'یہ ای میل کسی دوسرے اکاؤنٹ کی ہے۔ کوئی اور ایڈریس استعمال کریں۔',
    email_same_as_current: 'یہ پہلے ہی آپ کا ای میل ایڈریس ہے۔',
    error_cannot_be_blank: 'یہ خالی نہیں ہو سکتا۔',
    error_invalid_email: 'درست ای میل ایڈریس درج کریں، جیسے name@example.com۔',
    error_invalid_otp: 'کوڈ کے تمام 6 ہندسے درج کریں۔',
    otp_digit_label: '{total} میں سے ہندسہ {index}',
    otp_incorrect_error_message: 'کوڈ غلط ہے۔ براہ کرم دیکھ کر دوبارہ کوشش کریں۔',
    otp_incorrect_attempts_left: 'کوڈ غلط ہے۔ {count, plural, one {آپ کے پاس # کوشش باقی ہے۔} other {آپ کے پاس # کوششیں باقی ہیں۔}}',
    code_too_many_wrong: 'اس کوڈ کی آخری کوشش ہو چکی۔ نیا کوڈ منگوائیں۔',
    timer_expired_message: 'کوڈ کی میعاد ختم ہو گئی۔ نیا کوڈ بھیجیں۔',
    code_too_many_attempts: 'بہت زیادہ کوششیں۔ نئے کوڈ کے ساتھ دوبارہ شروع کریں۔',
    code_locked_until: 'اس پتے یا نمبر کے لیے بہت زیادہ کوڈ۔ {time} پر دوبارہ کوشش کریں۔',
    code_check_lapsed: 'آپ کے کوڈ کی تصدیق کی مدت ختم ہو گئی۔ دوبارہ تصدیق کریں۔',
    card_not_found: 'یہ کارڈ آپ کے محفوظ کارڈز میں نہیں ہے۔',
    personal_title: 'ذاتی تفصیلات',
    personal_email_elsewhere: 'آپ کی ای میل نئے ایڈریس پر بھیجے گئے کوڈ سے تبدیل ہوتی ہے۔',
    address_title: 'ترسیل کا پتہ',
    address_for_order: 'آرڈر {ref} کی سم یہاں پہنچائی جائے گی۔',
    address_nothing_to_correct: 'آپ کی کوئی سم راستے میں نہیں، اس لیے درست کرنے کے لیے کوئی ترسیل کا پتہ نہیں۔',
  },
};
