/**
 * `npm run screenshots`: the landing route at 390 and 1280 px in English and Urdu, into docs/screenshots/; the
 * customer's home (/profile) the same way, ten sandbox days after activation so the usage bars have moved, into
 * docs/screenshots/profile-home-<language>-<width>.png; then every route of the route table (issue 46) at 390 and
 * 1280 px in English and Urdu into .screenshots/routes/<route>-<language>-<width>.png (not committed: look at them),
 * with .screenshots/routes/index.html, a contact sheet of them all in the route table's order. The routes written in
 * code are opened by the customer each is meant for (tests/e2e/support/route-visits.ts: a visitor, a member with lines
 * and an unpaid order, a customer outside the loyalty programme); a wizard's steps open only once its journey reaches
 * them, so they are walked along QA's paths that together show every step (tests/e2e/support/path-replay.ts), each
 * shot before it is answered. One browser, one sandbox gateway, the built app (run `npm run build` first; builds if
 * dist/ is missing). `--landing` takes the landing only; `--home` the home only; `--routes` the routes only;
 * `--only=/design,/help` (with `--routes`) those routes of the table only, no wizard walks (a change's own pages).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { registerAppModuleHooks } from './support/app-module-hooks';

// The route visits read the route table, whose wizard steps come from a Vite virtual module.
registerAppModuleHooks();
const { fixedRouteVisits, memberWithLine, openInApp, OPENS_AFTER, reloadIn, sweepCustomers } = await import('../tests/e2e/support/route-visits');
const { pathsCoveringEveryStep, replayOnStack } = await import('../tests/e2e/support/path-replay');
const { startStack } = await import('../tests/e2e/support/harness');
const { routeTable } = await import('../src/routes/route-table');
const { gatewayClient, dev } = await import('../tests/gateway/harness');
const { signIn } = await import('../tests/gateway/auth-flow');
const only = (flag: string) => process.argv.includes(flag);

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(root, 'docs', 'screenshots');
const routesOut = join(root, '.screenshots', 'routes');
if (!existsSync(join(dist, 'index.html'))) execSync('npx vite build', { cwd: root, stdio: 'inherit' });
mkdirSync(out, { recursive: true });

// One sandbox gateway, the built app and one Chromium, as the browser tests have them (tests/e2e/support/harness.ts).
const stack = await startStack({ distDir: dist });
const gateway = { url: stack.gatewayUrl };
const { app, browser } = stack;

const LANGUAGES = ['en', 'ur'] as const;
const WIDTHS = [390, 1280] as const;
type Language = (typeof LANGUAGES)[number];
/** A route's file name: its path without the slashes (`/manage/order` → `manage-order`). */
const slugOf = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';
const fileOf = (path: string, language: Language, width: number) => `${slugOf(path)}-${language}-${width}.png`;

/** Loading placeholders gone (or 10 s passed). */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);

/** The page now, at each width, its whole height as the viewport (a fixed tab bar then sits at the bottom). */
async function shootWidths(page: Page, path: string, language: Language): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(Math.max(height, width < 600 ? 844 : 800), 8000) });
    await page.screenshot({ path: join(routesOut, fileOf(path, language, width)), animations: 'disabled' });
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
}

/** Every route of the route table in both languages and widths, and the contact sheet. */
async function shootRoutes(): Promise<void> {
  rmSync(routesOut, { recursive: true, force: true });
  mkdirSync(routesOut, { recursive: true });
  const notes = new Map<string, string>();
  const customers = await sweepCustomers(stack.gatewayUrl);
  const pages = new Map<string, Page>();
  const pageOf = async (viewer: 'member' | 'visitor' | 'newcomer') => {
    const known = pages.get(viewer);
    if (known) return known;
    const page = await stack.page();
    const token = viewer === 'member' ? customers.member.token : viewer === 'newcomer' ? customers.newcomer.token : undefined;
    await page.goto(`${app.url}/404${token ? `?auth_token=${token}` : ''}`);
    if (token) await page.waitForURL((u) => !u.search.includes('auth_token'));
    // A browser that has had the Urdu face (its cookie, src/i18n/urdu-font-late.ts), as a customer who reads both has:
    // the catalogue's Urdu half (/design) is then drawn in it in English too, not in this machine's fallback fonts.
    await reloadIn(page, 'ur');
    await reloadIn(page, 'en');
    pages.set(viewer, page);
    return page;
  };
  const chosen = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
  const visits = fixedRouteVisits(customers.member).filter((v) => !chosen || chosen.includes(v.route.path));
  for (const language of LANGUAGES) {
    for (const { route, path, viewer } of visits) {
      const page = await pageOf(viewer);
      if ((await page.evaluate(() => document.documentElement.lang)) !== language) await reloadIn(page, language);
      await openInApp(page, app.url, path);
      const shownAt = new URL(page.url()).pathname;
      notes.set(route.path, `${viewer}${shownAt !== route.path ? `; opened alone it goes to ${shownAt}${OPENS_AFTER[route.path] === shownAt ? ' (it follows that page)' : ''}` : ''}`);
      await shootWidths(page, route.path, language);
    }
    console.log(`wrote ${visits.length} routes in ${language}`);
  }
  const { paths, unshown } = chosen ? { paths: [], unshown: [] } : pathsCoveringEveryStep();
  for (const qaPath of paths) {
    const replay = await replayOnStack(stack, qaPath, {
      atStep: async (page, step) => {
        notes.set(step.path, `${qaPath.journey}, ${qaPath.signedIn ? 'signed in' : 'a visitor'}, QA path ${qaPath.id}`);
        await settled(page);
        await shootWidths(page, step.path, 'en');
        await reloadIn(page, 'ur');
        await shootWidths(page, step.path, 'ur');
        await reloadIn(page, 'en');
      },
    });
    console.log(`${qaPath.journey}: ${replay.shown.join(', ')}${replay.ok ? '' : ` (stopped: ${replay.problem})`}`);
  }
  for (const step of unshown) console.log(`no QA path shows ${step}`);
  writeFileSync(join(routesOut, 'index.html'), contactSheet(notes));
  console.log(`wrote ${routesOut}/index.html`);
}

/** One row per route of the route table: its four pictures side by side, with who saw it and where it went. */
function contactSheet(notes: ReadonlyMap<string, string>): string {
  const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = routeTable.map((route) => {
    const cells = WIDTHS.flatMap((width) => LANGUAGES.map((language) => {
      const file = fileOf(route.path, language, width);
      return existsSync(join(routesOut, file)) ? `<td><a href="${file}"><img loading="lazy" src="${file}" alt="${esc(`${route.path} ${language} ${width}`)}" width="${width === 390 ? 195 : 320}"></a></td>` : '<td class="missing">not shot</td>';
    }));
    return `<tr><th><a id="${slugOf(route.path)}" href="#${slugOf(route.path)}">${esc(route.path)}</a><br><small>${esc(notes.get(route.path) ?? 'not reached')}</small></th>${cells.join('')}</tr>`;
  });
  return `<!doctype html><meta charset="utf-8"><title>Every route: 390 and 1280 px, English and Urdu</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top}th{text-align:start;max-width:14rem;position:sticky;inset-inline-start:0;background:#fff}img{display:block;max-height:900px;object-fit:cover;object-position:top}.missing{color:#b00}</style>
<h1>Every route of the route table (${routeTable.length})</h1><p>Made by <code>npm run screenshots -- --routes</code>. Click a picture for its full size.</p>
<table><thead><tr><th>Route (who, where it went)</th>${WIDTHS.flatMap((w) => LANGUAGES.map((l) => `<th>${l} ${w}px</th>`)).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
}

try {
  for (const width of only('--home') || only('--routes') ? [] : [390, 1280]) {
    for (const language of ['en', 'ur'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto(`${app.url}/web/pre-checkout`);
      // The Urdu face loads at the first interaction (src/i18n/urdu-font-late.ts): shot with it, as the routes are.
      if (language === 'ur') await reloadIn(page, 'ur');
      await page.locator('.plan-card:not(.plan-card-skeleton)').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.plan-card-skeleton').length === 0);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.banner-card img')].slice(0, 3).every((img) => img.complete && img.naturalWidth > 0));
      const file = join(out, `landing-${width}-${language}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
  if (!only('--landing') && !only('--routes')) {
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
  if (!only('--landing') && !only('--home')) await shootRoutes();
} finally {
  await stack.stop();
}
