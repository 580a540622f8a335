/**
 * `npm run screenshots:dead-ends` (issue 46 part 6): the 404, an error page (/429), the help search with results and
 * with none, and the contact page's store finder, at 390 and 1280 px in English and Urdu, into
 * .screenshots/dead-ends/ (not committed: look at them), against a throwaway sandbox gateway and the built app
 * (run `npm run build` first); then SIM activation with the Scan button open, as a phone browser with a barcode
 * reader shows it (a stand-in BarcodeDetector and camera: headless Chromium has neither). `-- /some/path ...` shoots
 * those paths instead (a visitor's view), to look at a banner's target or any other page.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startStack } from '../tests/e2e/support/harness';
import { helpSearchMessages } from '../src/shell/help-search-messages';
import { storeMessages } from '../src/features/stores/messages';
import { helpEntries } from '../src/shell/help-index';
import { URDU_FONT_COOKIE } from '../src/i18n/urdu-font-names';
import { gatewayClient } from '../tests/gateway/harness';
import { signUp } from '../tests/gateway/auth-flow';
import { placePaidOrder } from '../tests/gateway/order-fixtures';
import { scanMessages } from '../src/features/lines/scan-messages';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(root, '.screenshots', 'dead-ends');
if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
mkdirSync(out, { recursive: true });
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

type Shot = { name: string; path: string; then?: (page: Page, language: 'en' | 'ur') => Promise<void> };
const firstWord = (language: 'en' | 'ur') => helpEntries(language)[0]!.question.split(' ').filter((w) => w.length > 3)[0]!;
const shots: Shot[] = paths.length
  ? paths.map((path) => ({ name: path.replace(/[^a-z0-9]+/gi, '-'), path }))
  : [
      { name: '404', path: '/no/such/page' },
      { name: '429', path: '/429' },
      {
        name: 'help-search',
        path: '/help',
        then: async (page, language) => {
          await page.getByRole('searchbox', { name: helpSearchMessages[language].help_search_label }).fill(firstWord(language));
          await page.getByTestId('help-results').waitFor();
        },
      },
      {
        name: '404-search-none',
        path: '/no/such/page',
        then: async (page, language) => {
          await page.getByRole('searchbox', { name: helpSearchMessages[language].help_search_label }).fill('zebra');
          await page.getByRole('status').filter({ hasText: 'zebra' }).waitFor();
        },
      },
      {
        name: 'contact',
        path: '/contact',
        then: async (page, language) => {
          await page.getByRole('searchbox', { name: storeMessages[language].stores_label }).fill(language === 'ur' ? 'اسلام آباد' : 'Islamabad');
          await page.getByRole('button', { name: storeMessages[language].stores_submit }).click();
          await page.getByTestId('store-results').waitFor();
        },
      },
    ];

// One sandbox gateway, the built app and one Chromium, as the browser tests have them (tests/e2e/support/harness.ts).
const stack = await startStack({ distDir: dist });
const { app, browser } = stack;
const gateway = { url: stack.gatewayUrl };
try {
  for (const width of [390, 1280]) {
    for (const language of ['en', 'ur'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      // A returning reader's browser has the Nastaliq font (src/i18n/urdu-font-late.ts): the cookie says so, and a
      // first load puts the font in the cache (font-display: optional draws with it from the next load).
      await context.addCookies([{ name: URDU_FONT_COOKIE, value: '1', url: app.url }]);
      await page.goto(`${app.url}/help`);
      await page.evaluate(() => document.fonts.ready);
      for (const shot of shots) {
        await page.goto(`${app.url}${shot.path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
        await shot.then?.(page, language);
        await page.evaluate(() => document.fonts.ready);
        const file = join(out, `${shot.name}-${language}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  }
  if (!paths.length) {
    // A customer whose SIM waits for activation, and a browser that can read barcodes (never reading one here).
    const client = gatewayClient(gateway.url);
    const user = await signUp(client);
    await placePaidOrder(client, user.token, user.email, { activate: false });
    for (const width of [390, 1280]) {
      for (const language of ['en', 'ur'] as const) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
        await context.addCookies([{ name: URDU_FONT_COOKIE, value: '1', url: app.url }]);
        const page = await context.newPage();
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        // A string, not a function: tsx wraps functions and classes in helpers the page does not have.
        await page.addInitScript(`
          window.BarcodeDetector = class { static async getSupportedFormats() { return ['code_128']; } async detect() { return []; } };
          navigator.mediaDevices.getUserMedia = async () => {
            const canvas = document.createElement('canvas');
            canvas.width = 320;
            canvas.height = 240;
            const g = canvas.getContext('2d');
            g.fillStyle = '#ddd';
            g.fillRect(0, 0, 320, 240);
            g.fillStyle = '#222';
            for (let x = 40; x < 280; x += 7) g.fillRect(x, 90, x % 3 ? 2 : 4, 60);
            return canvas.captureStream(5);
          };
        `);
        await page.goto(`${app.url}/help`);
        await page.evaluate(() => document.fonts.ready);
        await page.goto(`${app.url}/manage/sim-activation?auth_token=${user.token}`);
        await page.waitForURL((u) => !u.search.includes('auth_token'));
        await page.getByRole('button', { name: scanMessages[language].scan_start }).click();
        await page.locator('.sim-scan video').waitFor();
        await page.evaluate(() => document.fonts.ready);
        const file = join(out, `sim-activation-scan-${language}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(`wrote ${file}`);
        await context.close();
      }
    }
  }
} finally {
  await stack.stop();
}
