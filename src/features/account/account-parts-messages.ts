import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The words of the account's shared parts (account-parts.tsx: a load that failed and Try again, Cancel, the way back
 * to Account; Saving…, and a save that failed with the entries kept). They ride in the account parts' chunk (scripts/chunk-groups.ts
 * ACCOUNT_PARTS): the order list's and the home's words join them, and the personal details and delivery address
 * pages take them without either (issue 47).
 */
export const accountPartsMessages: AreaMessages = {
  en: {
    saving: 'Saving…',
    loading: 'Loading…',
    load_failed: 'We could not load this. Please try again.',
    retry: 'Try again',
    cancel: 'Cancel',
    save_failed_kept: 'We could not save this. Everything you entered is kept; please try again.',
    nav_back_to_account: 'Back to Account',
  },
  ur: {
    saving: 'محفوظ ہو رہا ہے…',
    loading: 'لوڈ ہو رہا ہے…',
    load_failed: 'ہم اسے لوڈ نہیں کر سکے۔ براہ کرم دوبارہ کوشش کریں۔',
    retry: 'دوبارہ کوشش کریں',
    cancel: 'منسوخ کریں',
    save_failed_kept: 'ہم اسے محفوظ نہیں کر سکے۔ آپ کی درج کردہ ہر چیز محفوظ ہے؛ براہ کرم دوبارہ کوشش کریں۔',
    nav_back_to_account: 'اکاؤنٹ پر واپس',
  },
};
