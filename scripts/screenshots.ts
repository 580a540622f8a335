/**
 * `npm run screenshots`: the landing route at 390 and 1280 px in English and Urdu, into docs/screenshots/, then
 * the signed-in home (/profile) the same way, and every SPEC §2 route at 390 px in English and Urdu as a customer with an Active line and a loyalty membership
 * sees it, into .screenshots/routes/ (not committed: look at them), against a throwaway sandbox gateway and the
 * built app (run `npm run build` first; builds if dist/ is missing). Between the two, the customer's home (/profile)
 * at 390 and 1280 px in English and Urdu, ten sandbox days after activation so the usage bars have moved, into
 * docs/screenshots/profile-home-<language>-<width>.png. `--landing` takes the landing only; `--home` the home only.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startGateway } from '../gateway/server';
import { startAppServer } from './app-server';
import { freePort } from './free-port';
import { registerAppModuleHooks } from './support/app-module-hooks';

// The route visits read the route table, whose wizard steps come from a Vite virtual module.
registerAppModuleHooks();
const { memberWithLine, routeVisits } = await import('../tests/e2e/support/route-visits');
const { gatewayClient, dev } = await import('../tests/gateway/harness');
const { signIn } = await import('../tests/gateway/auth-flow');
const only = (flag: string) => process.argv.includes(flag);

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(root, 'docs', 'screenshots');
const routesOut = join(root, '.screenshots', 'routes');
if (!existsSync(join(dist, 'index.html'))) execSync('npx vite build', { cwd: root, stdio: 'inherit' });
mkdirSync(out, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-gateway-'));
const appPort = await freePort();
const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
const app = await startAppServer({ port: appPort, distDir: dist, gatewayUrl: gateway.url });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const width of only('--home') ? [] : [390, 1280]) {
    for (const language of ['en', 'ur'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto(`${app.url}/web/pre-checkout`);
      await page.locator('.plan-card:not(.plan-card-skeleton)').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.plan-card-skeleton').length === 0);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.banner-card img')].slice(0, 3).every((img) => img.complete && img.naturalWidth > 0));
      const file = join(out, `landing-${width}-${language}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
  if (!only('--landing')) {
    // The home with a line that has been used: ten days on the sandbox clock after activation, signed in again.
    const customer = await memberWithLine(gateway.url);
    const client = gatewayClient(gateway.url);
    await dev(client, '/dev/clock', { advanceMs: 10 * 24 * 3600 * 1000 });
    const token = await signIn(client, customer.email);
    for (const width of [390, 1280]) {
      for (const language of ['en', 'ur'] as const) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        await page.goto(`${app.url}/profile?auth_token=${token}`);
        await page.waitForURL((u) => !u.search.includes('auth_token'));
        await page.locator('.line-card').waitFor();
        await page.locator('[data-recent="orders"] li').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
        // The page's whole height as the viewport (not fullPage): the phone's tab bar, fixed to the bottom of the
        // screen, then sits at the bottom of the picture instead of across the middle of it.
        await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
        const file = join(out, `profile-home-${language}-${width}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        console.log(`wrote ${file}`);
        await context.close();
      }
    }
  }
  if (!only('--landing') && !only('--home')) {
    mkdirSync(routesOut, { recursive: true });
    const customer = await memberWithLine(gateway.url);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${app.url}/profile?auth_token=${customer.token}`);
    await page.waitForURL((u) => !u.search.includes('auth_token'));
    for (const language of ['en', 'ur'] as const) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      for (const [i, path] of routeVisits(customer.orderRef).entries()) {
        await page.goto(`${app.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
        const file = join(routesOut, `${String(i + 1).padStart(2, '0')}${path.split('?')[0]!.replace(/[^a-z0-9]+/gi, '-')}-${language}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      }
      console.log(`wrote ${routesOut}/*-${language}.png`);
    }
    await context.close();
    // The signed-in home (/profile) at both widths, into docs/screenshots/ beside the landing.
    for (const width of [390, 1280]) {
      for (const language of ['en', 'ur'] as const) {
        const home = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
        const homePage = await home.newPage();
        await homePage.addInitScript((lang) => localStorage.setItem('language', lang), language);
        await homePage.goto(`${app.url}/profile?auth_token=${customer.token}`);
        await homePage.waitForURL((u) => !u.search.includes('auth_token'));
        await homePage.getByRole('heading', { level: 1 }).first().waitFor();
        await homePage.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
        const file = join(out, `profile-home-${language}-${width}.png`);
        await homePage.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(`wrote ${file}`);
        await home.close();
      }
    }
  }
} finally {
  await browser.close();
  await app.close();
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
