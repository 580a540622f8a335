import type { Language } from './shell-messages';

/**
 * The shell's bundled texts at run time, one language at a time: each language is a chunk of its own (the entry
 * carries neither, issue 47), loaded before the first render (main.tsx) and before a switch is shown (useLanguage).
 * Every route's HTML preloads the visitor's language's chunk with the entry (scripts/app-server.ts, by the `lang`
 * cookie), so the first render waits on no round trip of its own
 * (docs/decisions/2026-11-29-english-shell-words-stay-in-entry.md).
 */
const loaded: Partial<Record<Language, Words>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

type Words = Record<string, string>;
/** Each language's chunk (Vite makes each `import()` a file of its own, named after the module). */
const IMPORTS: Record<Language, () => Promise<Words>> = {
  en: () => import('./shell-messages-en').then((m) => m.en),
  ur: () => import('./shell-messages-ur').then((m) => m.ur),
};

/**
 * The second try of a language's chunk. A browser keeps a module whose fetch failed as failed for the page's life
 * (the same `import()` fails again at once, without a request), so the second try asks for the file under another
 * address: the one the page's preload named (scripts/app-server.ts), or the failed import's message named
 * (Chromium's and Firefox's say it), with `?retry`. Without either (a dev server), the same import once more.
 */
function retryOf(language: Language, error: unknown, imports: Record<Language, () => Promise<Words>>): Promise<Words> {
  const linked = document.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][href*="/shell-messages-${language}-"]`)?.href;
  const named = (error instanceof Error ? error.message : '').match(/https?:\/\/\S+?\.js\b/)?.[0];
  const url = linked ?? named;
  if (!url) return imports[language]();
  // The build shortens a chunk's export names: the words are the export that has the app's name.
  return import(/* @vite-ignore */ `${url}?retry`).then((m: object) => {
    const words = Object.values(m).find((v: unknown): v is Words => typeof v === 'object' && v !== null && 'app_name' in v);
    return words ?? Promise.reject(new Error(`no words in ${url}`));
  });
}

/** Whether a language's texts are here, so that a switch to it can be drawn at once. */
export const hasShellTexts = (language: Language): boolean => loaded[language] !== undefined;

/**
 * The language's bundled texts; English's while another's have not loaded (or could not load), and none when
 * neither has: the gateway's keys of that language are merged over them all the same.
 */
export const shellTexts = (language: Language): Record<string, string> => loaded[language] ?? loaded.en ?? {};

/**
 * Loads a language's texts (once), trying again once at once when the first request fails; resolves also when both
 * failed, which a later call tries again.
 */
export function loadShellTexts(language: Language, imports = IMPORTS): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  return (loading[language] ??= imports[language]()
    .catch((error: unknown) => retryOf(language, error, imports))
    .then(
      (texts) => {
        loaded[language] = texts;
      },
      () => {
        delete loading[language];
      },
    ));
}

/**
 * The texts the first render needs: the language's, else English's (the page is then drawn with the English shell
 * texts, as a switch whose chunk could not load is). False when neither could load: main.tsx then shows
 * START_FAILED instead of a page of message ids.
 */
export async function loadStartTexts(language: Language, imports = IMPORTS): Promise<boolean> {
  await loadShellTexts(language, imports);
  if (!hasShellTexts(language) && language !== 'en') await loadShellTexts('en', imports);
  return hasShellTexts(language) || hasShellTexts('en');
}

/** For tests: forgets what was loaded. */
export function resetShellTexts(): void {
  for (const l of Object.keys(loaded) as Language[]) delete loaded[l];
  for (const l of Object.keys(loading) as Language[]) delete loading[l];
}

/**
 * The screen shown when no language's texts could load (the network gone between the page and its words): plain, in
 * both languages, with nothing that needs the app. Here, not in a catalogue, because no catalogue has loaded.
 */
export const START_FAILED: Record<Language, { title: string; detail: string; reload: string }> = {
  en: { title: 'The page could not load', detail: 'Check your connection and reload the page.', reload: 'Reload' },
  ur: { title: 'صفحہ لوڈ نہیں ہو سکا', detail: 'اپنا کنکشن چیک کر کے صفحہ دوبارہ لوڈ کریں۔', reload: 'دوبارہ لوڈ کریں' },
};

/** Draws START_FAILED into the root (the visitor's language first): a heading, a line each, and a reload button. */
export function showStartFailed(root: HTMLElement, language: Language): void {
  const order: Language[] = language === 'ur' ? ['ur', 'en'] : ['en', 'ur'];
  const main = document.createElement('main');
  main.className = 'start-failed';
  main.setAttribute('role', 'alert');
  for (const l of order) {
    const section = document.createElement('section');
    section.lang = l;
    section.dir = l === 'ur' ? 'rtl' : 'ltr';
    const title = document.createElement('h1');
    title.textContent = START_FAILED[l].title;
    const detail = document.createElement('p');
    detail.textContent = START_FAILED[l].detail;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = START_FAILED[l].reload;
    reload.addEventListener('click', () => location.reload());
    section.append(title, detail, reload);
    main.append(section);
  }
  root.replaceChildren(main);
  root.removeAttribute('inert');
}
