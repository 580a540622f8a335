import { useCallback, useRef, useState } from 'react';
import type { Language } from './shell-messages';
import { hasShellTexts, loadShellTexts } from './shell-texts';

const KEY = 'language';

/** The saved language, or English. */
export function savedLanguage(): Language {
  try {
    return localStorage.getItem(KEY) === 'ur' ? 'ur' : 'en';
  } catch {
    return 'en';
  }
}

/** Saves the language and tells the server, by cookie. */
function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // the choice then lasts for this page only
  }
  // The server sends the landing's first screen already in this language (scripts/landing-frames.ts).
  document.cookie = `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Saves the language (and tells the server, by cookie) and sets the document's lang and direction (Urdu is right-to-left). */
export function applyLanguage(language: Language): void {
  saveLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The page's language and the way to change it. A choice is saved the moment it is made, not in an effect after
 * the next paint: a page load that follows at once (a link, a reload) still finds it. It is shown (texts, direction)
 * once the language's bundled shell texts are in (a chunk for Urdu, src/i18n/shell-texts.ts), so the page never
 * turns right-to-left with English texts in it; a chunk that could not load shows it with the English ones.
 */
export function useLanguage(): [Language, (next: Language) => void] {
  const [language, setLanguage] = useState<Language>(savedLanguage);
  const chosen = useRef(language);
  const choose = useCallback((next: Language) => {
    chosen.current = next;
    const show = () => {
      // A later choice made while this one loaded wins.
      if (chosen.current !== next) return;
      applyLanguage(next);
      setLanguage(next);
    };
    if (hasShellTexts(next)) return show();
    saveLanguage(next);
    void loadShellTexts(next).then(show);
  }, []);
  return [language, choose];
}
