import type { AreaMessages } from '../i18n/screen-messages';

/**
 * Texts of the help search and of the ways on from a dead end (the 404 and error pages), in the chunk of the pages
 * that show them, so the entry carries none of them (issue 31).
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
    ways_on_label: 'Where to go from here',
    ways_home: 'Go to your home',
    ways_plans: 'See plans',
    ways_help: 'Help and questions',
    ways_sign_in: 'Sign in',
  },
  ur: {
    help_search_title: 'مدد میں تلاش کریں',
    help_search_label: 'آپ کو کس چیز میں مدد چاہیے؟',
    help_search_hint: 'مثلاً: سم ایکٹیویٹ کرنا، ری چارج، پلان بدلنا',
    help_search_submit: 'تلاش کریں',
    help_search_found: '{count, plural, one {# جواب ملا} other {# جوابات ملے}}',
    help_search_none: 'ہمارے مدد کے صفحات میں “{query}” سے ملتا کچھ نہیں ملا۔',
    help_search_ask: 'اس کے بجائے ہم سے پوچھیں',
    ways_on_label: 'یہاں سے کہاں جائیں',
    ways_home: 'اپنے ہوم پر جائیں',
    ways_plans: 'پلانز دیکھیں',
    ways_help: 'مدد اور سوالات',
    ways_sign_in: 'لاگ ان کریں',
  },
};
