import { joinMessages, type AreaMessages } from '../../i18n/screen-messages';
import { orderMessages } from './order-messages';
import { profileMessages } from './profile-messages';
import { accountFormMessages } from './account-form-messages';
import { cardMessages } from './card-messages';

/** Texts of the account pages of their own: email and privacy (their forms' words: account-form-messages.ts; the cards': card-messages.ts). */
const accountPageMessages: AreaMessages = {
  en: {
    // Email
    email_title: 'Change your email',
    email_current: 'Your email now: {email}',
    email_new_label: 'New email address',
    email_new_hint: 'We send a 6-digit code to the new address. Your current address keeps working until you enter it.',
    email_send_code: 'Send code',
    email_code_sent: 'Enter the 6-digit code we sent to {email}.',
    email_use_another: 'Use another address',
    email_changed: 'Your email is now {email}. Use it to sign in from now on.',
    email_change_again: 'Change it again',
    // Privacy
    privacy_title: 'Privacy settings',
    privacy_legend: 'What you allow',
    privacy_analytics: 'Analytics',
    privacy_analytics_hint: 'Anonymous usage measurements that help us improve the site. Applies from your next page.',
    privacy_personalisedOffers: 'Personalised offers',
    privacy_personalisedOffers_hint: 'Offers chosen from how you use your line.',
    privacy_marketingEmail: 'Offers by email',
    privacy_marketingEmail_hint: 'News and offers sent to your email address.',
    privacy_marketingSms: 'Offers by SMS',
    privacy_marketingSms_hint: 'News and offers sent to your number.',
    privacy_save: 'Save settings',
    privacy_saved: 'Your privacy settings are saved.',
  },
  ur: {
    email_title: 'اپنی ای میل تبدیل کریں',
    email_current: 'آپ کی موجودہ ای میل: {email}',
    email_new_label: 'نیا ای میل ایڈریس',
    email_new_hint: 'ہم نئے ایڈریس پر 6 ہندسوں کا کوڈ بھیجیں گے۔ کوڈ درج کرنے تک آپ کا موجودہ ایڈریس کام کرتا رہے گا۔',
    email_send_code: 'کوڈ بھیجیں',
    email_code_sent: '{email} پر بھیجا گیا 6 ہندسوں کا کوڈ درج کریں۔',
    email_use_another: 'دوسرا ایڈریس استعمال کریں',
    email_changed: 'آپ کی ای میل اب {email} ہے۔ آئندہ سائن ان کے لیے یہی استعمال کریں۔',
    email_change_again: 'دوبارہ تبدیل کریں',
    privacy_title: 'رازداری کی ترتیبات',
    privacy_legend: 'آپ کس چیز کی اجازت دیتے ہیں',
    privacy_analytics: 'تجزیات',
    privacy_analytics_hint: 'گمنام استعمال کی پیمائش جو سائٹ بہتر بنانے میں مدد دیتی ہے۔ اگلے صفحے سے لاگو ہوگی۔',
    privacy_personalisedOffers: 'ذاتی پیشکشیں',
    privacy_personalisedOffers_hint: 'آپ کی لائن کے استعمال کے مطابق منتخب پیشکشیں۔',
    privacy_marketingEmail: 'ای میل کے ذریعے پیشکشیں',
    privacy_marketingEmail_hint: 'خبریں اور پیشکشیں آپ کی ای میل پر۔',
    privacy_marketingSms: 'ایس ایم ایس کے ذریعے پیشکشیں',
    privacy_marketingSms_hint: 'خبریں اور پیشکشیں آپ کے نمبر پر۔',
    privacy_save: 'ترتیبات محفوظ کریں',
    privacy_saved: 'آپ کی رازداری کی ترتیبات محفوظ ہو گئیں۔',
  },
};

/**
 * Texts of the customer's account: orders, profile, email, privacy, saved cards, personal details and address. The
 * order list and the home load only their part (order-messages.ts, profile-messages.ts).
 */
export const accountMessages: AreaMessages = joinMessages(orderMessages, profileMessages, accountFormMessages, cardMessages, accountPageMessages);
