import type { AreaMessages } from '../i18n/screen-messages';

/**
 * Texts of the help search, in the chunk of the pages that show it, so the entry carries none of them (issue 31). The
 * ways on from a dead end are the shell's (shell-messages-en.ts): a page that failed to load shows them too.
 */
export const helpSearchMessages: AreaMessages = {
  en: {
    help_search_title: 'Search help',
    help_search_label: 'What do you need help with?',
    help_search_hint: 'For example: activate SIM, recharge, change plan',
    help_search_submit: 'Search',
    help_search_found: '{count, plural, one {# answer found} other {# answers found}}',
    help_search_none: 'Nothing in our help pages matches “{query}”.',
    help_search_ask: 'Ask us instead',
  },
  ur: {
    help_search_title: 'مدد میں تلاش کریں',
    help_search_label: 'آپ کو کس چیز میں مدد چاہیے؟',
    help_search_hint: 'مثلاً: سم ایکٹیویٹ کرنا، ری چارج، پلان بدلنا',
    help_search_submit: 'تلاش کریں',
    help_search_found: '{count, plural, one {# جواب ملا} other {# جوابات ملے}}',
    help_search_none: 'ہمارے مدد کے صفحات میں “{query}” سے ملتا کچھ نہیں ملا۔',
    help_search_ask: 'اس کے بجائے ہم سے پوچھیں',
  },
};
