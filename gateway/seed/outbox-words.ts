/**
 * What the gateway's emails and SMS with a one-time code say, in the customer's words and both languages (issue 46:
 * subjects such as "guest verification code" and "signin code" named the gateway's purpose, not the customer's).
 * Sent in the language of the request that asked for the code (its Accept-Language); the glossary test reads them.
 */
export type Bilingual = { readonly en: string; readonly ur: string };

/** Why a code was sent, as the gateway names it (gateway/auth/one-time-codes.ts CodePurpose). */
export type CodeReason = 'signin' | 'signup' | 'phone' | 'guest' | 'guest_signup' | 'portin' | 'email-change' | 'card-update' | 'line-unblock' | 'balance-share';

export const OUTBOX_WORDS: { readonly subjects: Readonly<Record<CodeReason, Bilingual>>; readonly codeBody: Bilingual; readonly noAccount: Bilingual } = {
  subjects: {
    signin: { en: 'Your code to sign in to Sitara', ur: 'ستارہ میں سائن ان کرنے کا کوڈ' },
    signup: { en: 'Your code to create your Sitara account', ur: 'ستارہ اکاؤنٹ بنانے کا کوڈ' },
    phone: { en: 'Your code to confirm your contact number', ur: 'رابطہ نمبر کی تصدیق کا کوڈ' },
    guest: { en: 'Your code to confirm your email for your order', ur: 'آرڈر کے لیے ای میل کی تصدیق کا کوڈ' },
    guest_signup: { en: 'Your code to create your Sitara account', ur: 'ستارہ اکاؤنٹ بنانے کا کوڈ' },
    'email-change': { en: 'Your code to change your email', ur: 'ای میل تبدیل کرنے کا کوڈ' },
    'card-update': { en: 'Your code to change the card that pays your renewals', ur: 'تجدید کی ادائیگی کا کارڈ تبدیل کرنے کا کوڈ' },
    'line-unblock': { en: 'Your code to unblock your line', ur: 'لائن بحال کرنے کا کوڈ' },
    'balance-share': { en: 'Your code to send balance', ur: 'بیلنس بھیجنے کا کوڈ' },
    portin: { en: 'Your code to bring your number to Sitara', ur: 'اپنا نمبر ستارہ پر لانے کا کوڈ' },
  },
  codeBody: { en: 'Your code is {code}. It expires in 2 minutes. Never share it.', ur: 'آپ کا کوڈ {code} ہے۔ یہ 2 منٹ میں ختم ہو جائے گا۔ اسے کسی کو نہ بتائیں۔' },
  noAccount: { en: 'No Sitara account uses {to}, so this sign-in cannot complete.', ur: 'کوئی ستارہ اکاؤنٹ {to} استعمال نہیں کرتا، اس لیے یہ سائن ان مکمل نہیں ہو سکتا۔' },
};

/**
 * The subject and body of a code's email or SMS in a language, e.g. codeMessage('signin', '123456', 'ur'); with no
 * code, the sign-in that cannot complete (`to` names the address that no account uses).
 */
export function codeMessage(reason: CodeReason, code: string | null, language: 'en' | 'ur', to = ''): { subject: string; body: string } {
  const body = code === null ? OUTBOX_WORDS.noAccount[language].replace('{to}', to) : OUTBOX_WORDS.codeBody[language].replace('{code}', code);
  return { subject: OUTBOX_WORDS.subjects[reason][language], body };
}
