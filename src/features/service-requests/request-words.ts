import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The words a request's own wizard shares with the hub's pages: the way back to the hub, "What happens next". Part of
 * the service-request texts; a file of its own, with the eligibility words (scripts/chunk-groups.ts ELIGIBILITY), so the
 * termination takes them without the hub's whole catalogue (3.5 KiB, issue 47).
 */
export const requestWords: AreaMessages = {
  en: {
    next_heading: 'What happens next',
    back_to_hub: 'Back to managing your line',
  },
  ur: {
    next_heading: 'آگے کیا ہو گا',
    back_to_hub: 'لائن کے انتظام پر واپس جائیں',
  },
};
