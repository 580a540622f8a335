import type { Language } from './shell-messages';

const KEY = 'language';

/** The saved language, or English. */
export function savedLanguage(): Language {
  try {
    return localStorage.getItem(KEY) === 'ur' ? 'ur' : 'en';
  } catch {
    return 'en';
  }
}

/** Saves the language and sets the document's lang and direction (Urdu is right-to-left). */
export function applyLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // the choice then lasts for this page only
  }
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ur' ? 'rtl' : 'ltr';
}
