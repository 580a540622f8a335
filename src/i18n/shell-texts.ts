import type { Language } from './shell-messages';
import { en } from './shell-messages-en';

/**
 * The shell's bundled texts at run time, one language at a time: English is in the entry, Urdu is a chunk of its
 * own (about 2 KiB br that an English page no longer carries, issue 31), loaded before the first render in Urdu
 * (main.tsx) and before a switch to Urdu is shown (useLanguage).
 */
const loaded: Partial<Record<Language, Record<string, string>>> = { en };
const loading: Partial<Record<Language, Promise<void>>> = {};

/** Whether a language's texts are here, so that a switch to it can be drawn at once. */
export const hasShellTexts = (language: Language): boolean => loaded[language] !== undefined;

/**
 * The language's bundled texts; English while another's have not loaded (or could not load): the gateway's
 * keys of that language are merged over them all the same.
 */
export const shellTexts = (language: Language): Record<string, string> => loaded[language] ?? en;

/** Loads a language's texts (once); resolves also when they could not load, which a later call tries again. */
export function loadShellTexts(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  return (loading[language] ??= import('./shell-messages-ur').then(
    (m) => {
      loaded.ur = m.ur;
    },
    () => {
      delete loading[language];
    },
  ));
}
