/**
 * The FAQ texts in English and Urdu (SPEC §9 groups), for the help page (src/shell/help-index.ts), which serves both.
 * Each language's words are a lazy chunk of their own (faq-words-en.ts, faq-words-ur.ts): the FAQ block on a
 * purchase step loads only its page's language's (src/shell/faq-slot.tsx). Gateway locale keys with the same ids take
 * precedence.
 */
import type { Language } from '../i18n/shell-messages';
import { en } from './faq-words-en';
import { ur } from './faq-words-ur';

export const faqMessages: Record<Language, Record<string, string>> = { en, ur };

/** The heading the purchase's FAQ answers have on the help page, where the help search finds them (issue 46). */
export const faqHelpHeading: Record<Language, string> = { en: 'Buying a connection', ur: 'کنکشن خریدنا' };
