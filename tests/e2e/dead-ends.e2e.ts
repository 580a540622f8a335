import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine } from './support/customer-with-line';
import { axe } from './support/axe';
import { fixedRoutes, HOME_PATH, notFoundRoute } from '../../src/routes/route-table';
import { matchRoute } from '../../src/routes/match-route';
import { helpSearchMessages } from '../../src/shell/help-search-messages';
import { helpEntries, searchForm } from '../../src/shell/help-index';
import { CONTACT_PATH, HELP_PATH } from '../../src/shell/help-paths';
import { storeMessages } from '../../src/features/stores/messages';
import { activationMessages } from '../../src/features/lines/activation-messages';
import { scanMessages } from '../../src/features/lines/scan-messages';
import { BANNER_OFFERS } from '../../gateway/content/banner-images';
import { localiseText } from '../../gateway/catalog/localise';
import { PLACES } from '../../gateway/delivery/store-finder';
import { PLACE_WORDS_UR } from '../../gateway/seed/place-names-ur';
import { addressLookups } from '../../gateway/seed/delivery-seed';
import { shellMessages } from '../../src/i18n/shell-messages';

// Issue 46 part 6, useful dead ends, in Chromium against the sandbox gateway, in English and Urdu. Routes, banners,
// help answers and places are read from their sources (route table, BANNER_OFFERS, the help page's text, the
// delivery seed), never listed here.
const stack = stackForFile();
const LANGUAGES = ['en', 'ur'] as const;
type Language = (typeof LANGUAGES)[number];

async function pageIn(language: Language, width = 390): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), language);
  return page;
}

/** The dead ends of the route table: the not-found page and the error pages (too many requests, maintenance). */
const DEAD_ENDS = [
  { name: 'not found', path: '/no/such/page', testId: notFoundRoute.page },
  ...fixedRoutes.filter((r) => r.page === 'rate-limit').map((r) => ({ name: 'too many requests', path: r.path, testId: r.page })),
];
const MAINTENANCE = fixedRoutes.find((r) => r.page === 'maintenance')!;

/** A word of a help answer's question that finds it (the longest word of its question). */
const wordOf = (question: string) => searchForm(question).split(' ').sort((a, b) => b.length - a.length)[0]!;

describe('the 404 and the error pages lead on', () => {
  for (const language of LANGUAGES) {
    it.each(DEAD_ENDS)(`${language}: $name offers the plans, help and a help search whose answers open on the help page`, async ({ path, testId }) => {
      const t = helpSearchMessages[language];
      const page = await pageIn(language);
      await page.goto(`${stack.app.url}${path}`);
      const dead = page.getByTestId(testId);
      await dead.waitFor();
      const hrefs = await dead.getByTestId('ways-on').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining([HOME_PATH, HELP_PATH]));
      for (const href of hrefs) expect(matchRoute(href ?? '').kind, href ?? '').not.toBe('not-found');
      expect(await axe(page)).toEqual([]);

      // A search: every answer of the help page whose question has the word is listed, as a link to it.
      const entry = helpEntries(language)[1]!;
      const box = dead.getByRole('searchbox', { name: t.help_search_label });
      await box.fill(wordOf(entry.question));
      const result = dead.getByTestId('help-results').getByRole('link', { name: entry.question });
      await result.waitFor();
      expect(await dead.getByRole('status').innerText()).toMatch(/\d/);
      await result.click();
      await page.waitForURL((u) => u.pathname === HELP_PATH && u.hash === `#${entry.anchor}`);
      const answer = page.locator(`details#${entry.anchor}`);
      await expect.poll(() => answer.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      await answer.getByText(entry.answer).waitFor();

      // Nothing found says so, and offers to ask us.
      await page.goBack();
      await box.fill('zebra');
      await dead.getByRole('status').filter({ hasText: 'zebra' }).waitFor();
      expect(await dead.getByRole('link', { name: t.help_search_ask }).getAttribute('href')).toBe(CONTACT_PATH);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  }

  it.each(LANGUAGES)('%s: maintenance keeps the help search (the help pages are in the app), and a search on /help opens its answer in place', async (language) => {
    const page = await pageIn(language);
    await page.goto(`${stack.app.url}${MAINTENANCE.path}`);
    await page.getByTestId(MAINTENANCE.page).getByTestId('help-search').waitFor();
    await page.goto(`${stack.app.url}${HELP_PATH}`);
    const entry = helpEntries(language).at(-1)!;
    await page.getByRole('searchbox', { name: helpSearchMessages[language].help_search_label }).fill(wordOf(entry.question));
    await page.getByTestId('help-results').getByRole('link', { name: entry.question }).click();
    await expect.poll(() => page.locator(`details#${entry.anchor}`).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.evaluate(() => location.hash)).toBe(`#${entry.anchor}`);
  });
});

describe('a page whose code does not arrive', () => {
  it.each(LANGUAGES)('%s: says so between the header and the footer, with Try again and the ways on; Try again opens the page once the connection is back', async (language) => {
    const t = shellMessages[language];
    const page = await pageIn(language);
    await page.goto(`${stack.app.url}${HOME_PATH}`, { waitUntil: 'networkidle' });
    const errorsBefore = stack.pageErrors.length;
    // The connection drops: every script the page asks for from now on fails. The customer opens help from the footer.
    let offline = true;
    await page.route('**/assets/*.js', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    await page.locator(`footer a[href="${HELP_PATH}"]`).click();
    await page.waitForURL((u) => u.pathname === HELP_PATH);
    const failed = page.getByTestId('page-failed');
    const heading = failed.getByRole('heading', { level: 1, name: t.page_failed_title });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await failed.getByRole('alert').innerText()).toBe(t.page_failed_lead);
    // The header (its language button) and the footer stay: the customer is still in the product.
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator(`footer a[href="${HELP_PATH}"]`).count()).toBe(1);
    const hrefs = await failed.getByTestId('ways-on').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([HOME_PATH, HELP_PATH]));
    expect(await axe(page)).toEqual([]);

    // Back online, Try again opens the help page.
    offline = false;
    await failed.getByRole('button', { name: t.page_failed_retry }).click();
    await page.getByText(helpEntries(language)[0]!.question).first().waitFor();
    expect(await page.getByTestId('page-failed').count()).toBe(0);
    // The failure reached the window's error event, which the monitoring agent reports: once, and nothing else did.
    const reported = stack.pageErrors.splice(errorsBefore);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/Failed to fetch dynamically imported module/);
  });
});

describe('every banner leads to an offer that exists', () => {
  it.each(LANGUAGES)('%s: each banner’s page shows what the banner promises', async (language) => {
    const c = await customerWithLine(stack);
    const page = await pageIn(language, 1280);
    await c.signIn(page, '/profile');
    const missing: string[] = [];
    for (const offer of BANNER_OFFERS) {
      await page.goto(`${stack.app.url}${offer.link}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const route = matchRoute(offer.link.split('?')[0]!);
      expect(route.kind, offer.link).not.toBe('not-found');
      if (await page.locator('[data-testid="not-found"], [data-testid="not-available"]').count()) missing.push(`${offer.headline}: ${offer.link} is a dead end`);
      if (!offer.shows) continue;
      const promised = localiseText(offer.shows, language);
      const shown = await page.getByText(promised, { exact: false }).first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (!shown) missing.push(`${offer.headline}: ${offer.link} does not show "${promised}"`);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});

describe('the contact page finds stores and pick-up points', () => {
  for (const language of LANGUAGES) {
    it(`${language}: by city and by postal code, with address, hours and a map search; none found says so; bad input is named at the field`, async () => {
      const t = storeMessages[language];
      const say = (text: string) => (language === 'ur' ? PLACE_WORDS_UR[text]! : text);
      const page = await pageIn(language);
      await page.goto(`${stack.app.url}${CONTACT_PATH}`);
      const finder = page.getByTestId('store-finder');
      const box = finder.getByRole('searchbox', { name: t.stores_label });
      const find = finder.getByRole('button', { name: t.stores_submit });
      const city = PLACES[PLACES.length - 1]!.city;
      const inCity = PLACES.filter((p) => p.city === city);

      await box.fill(say(city));
      await find.click();
      const results = finder.getByTestId('store-results');
      await results.waitFor();
      expect(await results.locator('[data-place]').evaluateAll((els) => els.map((e) => e.getAttribute('data-place')))).toEqual(inCity.map((p) => p.id));
      const first = results.locator(`[data-place="${inCity[0]!.id}"]`);
      expect(await first.getByRole('heading', { level: 3 }).innerText()).toBe(say(inCity[0]!.name));
      expect(await first.innerText()).toContain(say(inCity[0]!.addressLine1));
      expect(await first.innerText()).toContain(inCity[0]!.openingHours.split('-')[0]);
      const map = new URL((await first.getByRole('link').getAttribute('href'))!);
      expect(map.origin).toBe('https://www.openstreetmap.org');
      expect(map.searchParams.get('query')).toContain(inCity[0]!.addressLine1);
      expect(await axe(page)).toEqual([]);

      // By the start of a postal code.
      const store = PLACES.find((p) => p.kind === 'STORE')!;
      await box.fill(store.postalCode.slice(0, 3));
      await find.click();
      await results.locator(`[data-place="${store.id}"]`).waitFor();

      // A city of the address book with no place: an empty state that says what to try.
      const none = addressLookups.find((a) => !PLACES.some((p) => p.city === a.city))!.city;
      await box.fill(none);
      await find.click();
      await finder.getByText(t.stores_none_next!).waitFor();
      expect(await finder.getByRole('status').innerText()).toContain(none);

      // Bad input: named at the field, nothing sent.
      let sent = 0;
      page.on('request', (r) => r.url().includes('/v1/store-finder') && sent++);
      for (const [typed, message] of [['', t.stores_error_empty], ['<b>', t.stores_error_characters], ['x', t.stores_error_short]] as const) {
        await box.fill(typed);
        await find.click();
        await finder.getByRole('alert').filter({ hasText: message }).waitFor();
        expect(await box.getAttribute('aria-invalid')).toBe('true');
      }
      expect(sent).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  }
});

describe('SIM activation without a barcode reader', () => {
  it.each(LANGUAGES)('%s: headless Chromium has no BarcodeDetector, so no Scan button, and typing works', async (language) => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await pageIn(language);
    await c.signIn(page, '/manage/sim-activation');
    const label = activationMessages[language].icc_label!;
    const box = page.getByLabel(label);
    await box.waitFor();
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    expect(await page.getByRole('button', { name: scanMessages[language].scan_start }).count()).toBe(0);
    expect(await page.getByTestId('sim-scan').count()).toBe(0);
    await box.fill(c.iccId);
    expect(await box.inputValue()).toBe(c.iccId);
  });
});

describe('SIM activation with a barcode reader (a stand-in for a phone browser’s)', () => {
  it('the Scan button reads the card: the number fills the field and is checked as typed; the real number activates', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await pageIn('en');
    // The browser's parts the page looks for: a BarcodeDetector that reads the card's number on its second frame (a
    // wrong one first, 20 digits, then the printed one), and a camera whose stream is a canvas.
    await page.addInitScript((numbers: string[]) => {
      let frame = 0;
      let scan = 0;
      class StandIn {
        static async getSupportedFormats() {
          return ['code_128', 'qr_code'];
        }
        async detect() {
          frame++;
          return frame % 2 === 0 ? [{ rawValue: numbers[Math.min(scan++, numbers.length - 1)]! }] : [];
        }
      }
      Object.assign(window, { BarcodeDetector: StandIn });
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 48;
        canvas.getContext('2d')?.fillRect(0, 0, 64, 48);
        return canvas.captureStream(5);
      };
    }, [`${c.iccId}0`, c.iccId]);
    await c.signIn(page, '/manage/sim-activation');
    const t = { ...activationMessages.en, ...scanMessages.en };
    const box = page.getByLabel(t.icc_label!);
    await box.waitFor();
    await page.getByRole('button', { name: t.scan_start }).click();
    // 20 digits read: in the field, and refused as typing 20 digits would be.
    await expect.poll(() => box.inputValue()).toBe(`${c.iccId}0`);
    await page.getByRole('alert').filter({ hasText: '20' }).waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: t.scan_start }).click();
    await expect.poll(() => box.inputValue()).toBe(c.iccId);
    expect(await box.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByRole('status').filter({ hasText: t.scan_done }).count()).toBe(1);
    // The camera is given back once read.
    expect(await page.locator('.sim-scan video').evaluate((v) => (v as HTMLVideoElement).srcObject)).toBeNull();
    await page.getByRole('button', { name: t.activate! }).click();
    await page.getByRole('heading', { name: t.activated_title! }).waitFor();
  });
});
