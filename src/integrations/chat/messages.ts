import type { AreaMessages } from '../../i18n/screen-messages';

/** Texts of the full-page chat (/zendesk, the app's webview); the offline message is the shell's chat_offline_message. */
export const chatPageMessages: AreaMessages = {
  en: { zendesk_title: 'Chat with us', zendesk_lead: 'Write to our support team here and a person answers. Outside chat hours, leave a message and we get back to you.', zendesk_loading: 'Opening the chat…' },
  ur: { zendesk_title: 'ہم سے بات کریں', zendesk_lead: 'یہاں ہماری سپورٹ ٹیم کو لکھیں اور کوئی شخص جواب دے گا۔ چیٹ کے اوقات کے بعد پیغام چھوڑیں، ہم آپ سے رابطہ کریں گے۔', zendesk_loading: 'چیٹ کھل رہی ہے…' },
};
