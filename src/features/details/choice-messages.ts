import type { AreaMessages } from '../../i18n/screen-messages';

/**
 * The words of a choice loaded from the gateway (loaded-choices.tsx) and of the delivery slot picker: the details
 * screens' (messages.ts joins them) and the reschedule's slot step's, which draws the picker and loads none of the
 * details screens' other words (3.5 KiB of its first script, issue 47).
 */
export const choiceMessages: AreaMessages = {
  en: {
    details_loading: 'Loading…',
    details_retry: 'Try again',
    details_slot_legend: 'Delivery slot',
    details_slots_more: 'More days ({count})',
    details_no_slots: 'No delivery slots are free right now. Please choose another way to receive your SIM.',
    details_slots_failed: 'We could not load the delivery slots.',
  },
  ur: {
    details_loading: 'لوڈ ہو رہا ہے…',
    details_retry: 'دوبارہ کوشش کریں',
    details_slot_legend: 'ترسیل کا وقت',
    details_slots_more: 'مزید دن ({count})',
    details_no_slots: 'اس وقت ترسیل کا کوئی وقت دستیاب نہیں۔ براہِ کرم سم حاصل کرنے کا کوئی اور طریقہ منتخب کریں۔',
    details_slots_failed: 'ترسیل کے اوقات لوڈ نہیں ہو سکے۔',
  },
};
