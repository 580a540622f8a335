// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasShellTexts, loadShellTexts, loadStartTexts, resetShellTexts, shellTexts, showStartFailed, START_FAILED } from '../../../src/i18n/shell-texts';
import { shellMessages, type Language } from '../../../src/i18n/shell-messages';

// Fresh in each test (and in a shared run, whatever another file loaded before).
beforeEach(() => resetShellTexts());
afterEach(() => resetShellTexts());

/** Imports of each language's words that fail their first `failures[language]` tries, counting every try. */
function flaky(failures: Partial<Record<Language, number>>) {
  const tries: Language[] = [];
  const attempt = (language: Language) => () => {
    tries.push(language);
    const failed = tries.filter((l) => l === language).length <= (failures[language] ?? 0);
    return failed ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(shellMessages[language]);
  };
  return { tries, imports: { en: attempt('en'), ur: attempt('ur') } };
}

describe("the shell's words (a chunk per language)", () => {
  it('loads a language once, and tries a failed request once more before giving up', async () => {
    const { tries, imports } = flaky({ ur: 1 });
    await loadShellTexts('ur', imports);
    expect(hasShellTexts('ur')).toBe(true);
    expect(shellTexts('ur')).toBe(shellMessages.ur);
    await loadShellTexts('ur', imports);
    expect(tries).toEqual(['ur', 'ur']);
  });

  it("starts an Urdu page with English's words when Urdu's failed twice; a later call tries Urdu again", async () => {
    const { tries, imports } = flaky({ ur: 2 });
    expect(await loadStartTexts('ur', imports)).toBe(true);
    expect(tries).toEqual(['ur', 'ur', 'en']);
    expect(hasShellTexts('ur')).toBe(false);
    expect(shellTexts('ur')).toBe(shellMessages.en);
    await loadShellTexts('ur', imports);
    expect(shellTexts('ur')).toBe(shellMessages.ur);
  });

  it.each(['en', 'ur'] as const)('says so when no words could load (%s): no text at all rather than English in disguise', async (language) => {
    const { tries, imports } = flaky({ en: 2, ur: 2 });
    expect(await loadStartTexts(language, imports)).toBe(false);
    expect(tries).toEqual(language === 'en' ? ['en', 'en'] : ['ur', 'ur', 'en', 'en']);
    expect(shellTexts(language)).toEqual({});
  });

  it('loads the real chunks of both languages', async () => {
    for (const language of ['en', 'ur'] as const) {
      await loadShellTexts(language);
      expect(shellTexts(language)).toEqual(shellMessages[language]);
    }
  });
});

describe('the screen shown when no words could load', () => {
  it.each(['en', 'ur'] as const)('is in both languages, the visitor’s first (%s), announced, with a reload button each', (language) => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    root.innerHTML = '<p>frame</p>';
    showStartFailed(root, language);
    expect(root.hasAttribute('inert')).toBe(false);
    const alert = root.querySelector('[role="alert"]');
    const sections = [...(alert?.querySelectorAll('section') ?? [])];
    expect(sections.map((s) => [s.lang, s.dir])).toEqual(language === 'ur' ? [['ur', 'rtl'], ['en', 'ltr']] : [['en', 'ltr'], ['ur', 'rtl']]);
    for (const s of sections) {
      const texts = START_FAILED[s.lang as Language];
      expect([s.querySelector('h1')?.textContent, s.querySelector('p')?.textContent, s.querySelector('button')?.textContent]).toEqual([texts.title, texts.detail, texts.reload]);
    }
    expect(root.textContent).not.toContain('frame');
  });

  it('has its Urdu in Urdu (no Latin letters) and every English text translated', () => {
    expect(Object.keys(START_FAILED.ur)).toEqual(Object.keys(START_FAILED.en));
    for (const text of Object.values(START_FAILED.ur)) expect(text).not.toMatch(/[A-Za-z]/);
  });
});
