import { useCallback, useState } from 'react';
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

/** Saves the language (and tells the server, by cookie) and sets the document's lang and direction (Urdu is right-to-left). */
export function applyLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // the choice then lasts for this page only
  }
  // The server sends the landing's first screen already in this language (scripts/landing-frames.ts).
  document.cookie = `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The page's language and the way to change it. A choice is saved and applied the moment it is made, not in an
 * effect after the next paint: a page load that follows at once (a link, a reload) still finds it.
 */
export function useLanguage(): [Language, (next: Language) => void] {
  const [language, setLanguage] = useState<Language>(savedLanguage);
  const choose = useCallback((next: Language) => {
    applyLanguage(next);
    setLanguage(next);
  }, []);
  return [language, choose];
}
