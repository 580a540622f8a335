import type { AreaMessages } from '../screen-messages';

/**
 * Texts of the login form, in the first chunk with the frame's texts (src/app-frame.tsx): the login route's frame
 * (./login-view.tsx) draws them before the auth chunk arrives. authMessages holds them too, for every auth page.
 */
export const loginMessages: AreaMessages = {
  en: {
    login_title: 'Log in',
    login_intro: 'Enter your email or mobile number and we will send you a 6-digit code.',
    email_or_number: 'Email or mobile number',
    send_code: 'Send code',
    no_account: 'New here?',
    signup_link_text: 'Create an account',
  },
  ur: {
    login_title: 'لاگ ان کریں',
    login_intro: 'اپنی ای میل یا موبائل نمبر درج کریں، ہم آپ کو 6 ہندسوں کا کوڈ بھیجیں گے۔',
    email_or_number: 'ای میل یا موبائل نمبر',
    send_code: 'کوڈ بھیجیں',
    no_account: 'نئے ہیں؟',
    signup_link_text: 'اکاؤنٹ بنائیں',
  },
};
