import type { AreaMessages } from '../../i18n/screen-messages';

/** Texts of the full-page chat (/zendesk, the app's webview); the offline message is the shell's chat_offline_message. */
export const chatPageMessages: AreaMessages = {
  en: { zendesk_title: 'Chat with us', zendesk_loading: 'Opening the chat…' },
  ur: { zendesk_title: 'ہم سے بات کریں', zendesk_loading: 'چیٹ کھل رہی ہے…' },
};
