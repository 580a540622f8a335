import type { AreaMessages } from '../../i18n/screen-messages';

/** The content screen's own texts (a content step's words are the journey's, journeys/content/). */
export const contentMessages: AreaMessages = {
  en: {
    content_failed: 'We could not load this step. Please try again.',
    content_retry: 'Try again',
  },
  ur: {
    content_failed: 'ہم یہ مرحلہ لوڈ نہیں کر سکے۔ براہ کرم دوبارہ کوشش کریں۔',
    content_retry: 'دوبارہ کوشش کریں',
  },
};
