import type { AreaMessages } from '../../i18n/screen-messages';

/** The order pages' way into a rescheduled delivery (reschedule-link.tsx), apart from the reschedule screens' texts. */
export const rescheduleLinkMessages: AreaMessages = {
  en: {
    rs_link: 'Reschedule delivery',
  },
  ur: {
    rs_link: 'ترسیل کا وقت بدلیں',
  },
};
