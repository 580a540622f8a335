import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { shellMessages, type Language } from '../../src/i18n/shell-messages';
import { START_FAILED } from '../../src/i18n/shell-texts';
import { HOME_PATH, LOGIN_PATH } from '../../src/routes/fixed-routes';

/**
 * The shell's words, a chunk per language (src/i18n/shell-texts.ts): every route's HTML preloads its visitor's
 * language's with the entry (scripts/app-server.ts, by the `lang` cookie), and a words file that fails is tried
 * again, then English's is used, then a plain screen in both languages.
 */
const stack = stackForFile();
const WORDS = /\/assets\/shell-messages-(en|ur)-[\w-]+\.js(?:\?retry)?$/;
// A route with a frame (the landing), one without (the language page, the not-found page), and the sign-in's.
const ROUTES = [HOME_PATH, LOGIN_PATH, '/language', '/no/such/page'];

async function visitor(language: Language | undefined): Promise<Page> {
  const page = await stack.page();
  if (language) {
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    await page.context().addCookies([{ name: 'lang', value: language, url: stack.app.url }]);
  }
  return page;
}

/** Until the app has drawn the page (a framed page's #root is inert until then). */
const drawn = (page: Page) => page.waitForFunction(() => document.querySelector('#root:not([inert]) .skip-link') !== null);

/** The words files the page asked for, in order, by language. */
const wordsRequests = (page: Page) =>
  page.evaluate(
    (source) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).flatMap((e) => new URL(e.name).pathname.match(new RegExp(source))?.[1] ?? []),
    WORDS.source,
  );

/**
 * The words files the page's HTML, as the server sent it to this visitor, preloads: a `modulepreload` link, or on a
 * framed page the loader's list it fetches with the entry (scripts/landing-frames.ts). Either way the request starts
 * with the entry's, not after the entry has downloaded and run, as the app's own import() would.
 */
async function preloadedWords(page: Page, url: string): Promise<string[]> {
  const html = await (await page.context().request.get(url)).text();
  const named = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"|data-preload="([^"]*)"/g)].flatMap((m) => (m[1] ?? m[2] ?? '').split(' '));
  return named.flatMap((href) => href.match(WORDS)?.[1] ?? []);
}

describe("the shell's words", () => {
  it.each([
    { language: 'en' as const, cookie: 'en' as const },
    { language: 'ur' as const, cookie: 'ur' as const },
    { language: 'en' as const, cookie: undefined },
  ])("every route's page preloads the visitor's language's words ($language, cookie $cookie), and no other's", async ({ language, cookie }) => {
    for (const route of ROUTES) {
      const page = await visitor(cookie);
      await page.goto(`${stack.app.url}${route}`);
      await drawn(page);
      expect(await page.locator('.skip-link').textContent(), route).toBe(shellMessages[language].skip_to_content);
      // The HTML preloads the visitor's language's words, and no other's; the app's own import then took the preload:
      // one request for them. (A page may fetch the other language's when idle, e.g. the language page, to switch
      // at once: that is not the first screen's and may come before or after this check.)
      expect(await preloadedWords(page, `${stack.app.url}${route}`), route).toEqual([language]);
      expect((await wordsRequests(page)).filter((l) => l === language), route).toEqual([language]);
      await page.context().close();
    }
  });

  it.each(['/language', HOME_PATH])("a failed words file is tried again once (%s)", async (route) => {
    const page = await visitor('ur');
    let asked = 0;
    await page.route(WORDS, (r) => (/-ur-/.test(r.request().url()) && asked++ === 0 ? r.abort() : r.continue()));
    await page.goto(`${stack.app.url}${route}`);
    await drawn(page);
    expect(await page.locator('.skip-link').textContent()).toBe(shellMessages.ur.skip_to_content);
    // The preload's request failed; the app's asked again (under another address: a failed module stays failed).
    expect(asked).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it.each(['/language', HOME_PATH])('Urdu words that fail twice give the English ones, in an Urdu page (%s)', async (route) => {
    const page = await visitor('ur');
    const asked: string[] = [];
    await page.route(WORDS, (r) => {
      const language = r.request().url().match(WORDS)?.[1] ?? '';
      asked.push(language);
      return language === 'ur' ? r.abort() : r.continue();
    });
    await page.goto(`${stack.app.url}${route}`);
    await drawn(page);
    expect(await page.locator('.skip-link').textContent()).toBe(shellMessages.en.skip_to_content);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    expect(asked.filter((l) => l === 'ur').length).toBeGreaterThanOrEqual(2);
    // English's were asked for after Urdu's had failed twice. (A page sent with its first screen adds its preloads
    // after the paint, a few at a time: the HTML's preload of Urdu's words may be asked for after that, and fail again.)
    expect(asked.indexOf('en')).toBeGreaterThan(asked.indexOf('ur', asked.indexOf('ur') + 1));
    await page.context().close();
  });

  it.each([
    { language: 'ur' as const, route: '/language' },
    { language: 'en' as const, route: HOME_PATH },
  ])('no words at all ($language, $route): a plain screen in both languages, with no message ids', async ({ language, route }) => {
    const page = await visitor(language);
    await page.route(WORDS, (r) => r.abort());
    await page.goto(`${stack.app.url}${route}`);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: START_FAILED[language].title }).waitFor();
    for (const l of ['en', 'ur'] as const) {
      expect(await alert.locator(`section[lang="${l}"]`).innerText()).toContain(START_FAILED[l].detail);
      await alert.getByRole('button', { name: START_FAILED[l].reload }).waitFor();
    }
    expect(await page.locator('body').innerText()).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    // The reload takes the page again, and the words with it once the network is back.
    await page.unroute(WORDS);
    await alert.getByRole('button', { name: START_FAILED[language].reload }).click();
    await drawn(page);
    expect(await page.locator('.skip-link').textContent()).toBe(shellMessages[language].skip_to_content);
    await page.context().close();
  });
});
