import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { customerWithLine } from './support/customer-with-line';
import { typeCardByKeyboard } from './support/card-entry';
import { shellMessages } from '../../src/i18n/shell-messages';
import { TABS as TAB_LIST } from '../../src/shell/header-rules';

// Signed-in navigation (issue 29 part 1): Home, Orders, Rewards and Account from every signed-in page, the current
// one marked, by keyboard, in English and Urdu, at 390 px (a bottom tab bar; the header stays one row) and 1280 px
// (in the header row). Guests and the native app's webview get none (docs/decisions/2026-11-25-signed-in-navigation.md).

const stack = stackForFile();
// The tabs from the one list the bar draws (issue 46: the Account tab now opens the Account hub).
const TABS = TAB_LIST.map((t) => [t.id, t.href] as const);
type Tab = (typeof TABS)[number][0];
const hrefOf = (tab: Tab) => TABS.find(([id]) => id === tab)![1];
/** The twenty ordered pairs of tabs as five walks, one starting at each tab (each pair once: checked below). */
const WALKS: Tab[][] = [
  ['home', 'orders', 'home', 'history', 'orders'],
  ['orders', 'history', 'home', 'rewards', 'history'],
  ['history', 'rewards', 'home', 'account', 'rewards'],
  ['rewards', 'orders', 'account', 'history', 'account'],
  ['account', 'orders', 'rewards', 'account', 'home'],
];

const nav = (page: Page, lang: 'en' | 'ur') => page.getByRole('navigation', { name: shellMessages[lang].tabs_label });

/** Where the tab bar is and how tall the header is. */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.tab-bar')!.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return { barTop: Math.round(bar.top), barBottom: Math.round(bar.bottom), headerHeight: Math.round(header.height), viewport: window.innerHeight };
  });

describe('signed-in navigation', () => {
  for (const lang of ['en', 'ur'] as const) {
    it(`${lang}: every tab leads to its page from the others, marked current, at 390 px (bottom bar) and 1280 px (header)`, async () => {
      // The walks take each tab to each other tab once, and start once at each tab.
      const pairs = WALKS.flatMap((w) => w.slice(1).map((to, i) => `${w[i]}>${to}`));
      expect([...pairs].sort()).toEqual(TABS.flatMap(([a]) => TABS.filter(([b]) => b !== a).map(([b]) => `${a}>${b}`)).sort());
      expect(WALKS.map((w) => w[0]).sort()).toEqual(TABS.map(([id]) => id).sort());
      const t = shellMessages[lang];
      const c = await customerWithLine(stack);
      const page = await stack.page();
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await c.signIn(page, '/profile');
        // Every ordered pair of tabs, walked as five runs of four clicks: each run starts with a fresh load of its
        // first page, so every page is also checked as opened directly (4 loads instead of one per pair).
        for (const run of WALKS) {
          await page.goto(`${stack.app.url}${hrefOf(run[0]!)}`);
          await page.waitForLoadState('load');
          for (let i = 0; i + 1 < run.length; i++) {
            const [from, to] = [run[i]!, run[i + 1]!];
            const href = hrefOf(to);
            const tabs = nav(page, lang);
            await tabs.waitFor();
            // As a customer would: the page shown (any move it makes once its data is in is over) before the next tab.
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            expect(await tabs.getByRole('link', { name: t[`tab_${from}`], exact: true }).getAttribute('aria-current')).toBe('page');
            await tabs.getByRole('link', { name: t[`tab_${to}`], exact: true }).click();
            // Rewards sends a customer who has not joined on to /loyalty/no-account (this customer has a line, no membership).
            const landed = (p: string) => p === href || (to === 'rewards' && p === '/loyalty/no-account');
            await page.waitForURL((u) => landed(u.pathname)).catch((e: Error) => {
              throw new Error(`${width} px: the ${to} tab from ${from} left the page at ${page.url()}: ${e.message}`);
            });
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            // The tab bar is read once the move is drawn (a tap's screen comes in the frame after it).
            await expect.poll(() => nav(page, lang).getByRole('link', { name: t[`tab_${to}`], exact: true }).getAttribute('aria-current')).toBe('page');
            expect(await nav(page, lang).locator('[aria-current="page"]').count()).toBe(1);
          }
        }
        const g = await geometry(page);
        // A phone: fixed at the bottom, the header one row. A wide screen: inside the header row.
        if (width === 390) {
          expect(g.barBottom).toBe(g.viewport);
          expect(g.headerHeight).toBeLessThanOrEqual(64);
        } else {
          expect(g.barBottom).toBeLessThanOrEqual(g.headerHeight);
        }
        expect(await axe(page)).toEqual([]);
      }

      // A signed-in page outside the tabs (a manage page, a help page) has the bar with none current.
      await page.goto(`${stack.app.url}/manage/service-request?number=${c.number}`);
      await nav(page, lang).waitFor();
      expect(await nav(page, lang).locator('[aria-current]').count()).toBe(0);

      // By keyboard: Tab from the logo reaches Home first, Enter follows it.
      await page.goto(`${stack.app.url}/orderlist`);
      // /orderlist is sent with its frame (header and tabs included), inert until the app has taken it over: a key
      // pressed before that goes nowhere, so the walk starts once the app is there.
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
      await nav(page, lang).waitFor();
      await page.locator('.logo').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tab'))).toBe('home');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/profile');
      await page.context().close();
    }, 240_000);
  }

  // Issue 47 part 3 (src/render-schedule.ts): a tap's own frame paints, with the tab shown pressed, before the page
  // it opens is drawn and the address changes; the page follows a frame later. Without the schedule the new page (or
  // its loading state) was drawn inside the tap's task, and the first frame after it already showed it.
  it("a tab's tap is painted first, then the page it opens is drawn", async () => {
    const c = await customerWithLine(stack);
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await c.signIn(page, hrefOf('home'));
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    const before = await heading.innerText();
    // What the page holds at the tap and at the first frame after it: the heading, the address and the control
    // shown pressed.
    await page.evaluate(`(() => {
      const now = () => [document.querySelector('main h1')?.textContent ?? '(none)', location.pathname, document.querySelector('[data-pressed]')?.getAttribute('data-tab') ?? ''].join(' | ');
      window.__seen = [];
      addEventListener('click', (e) => {
        if (!e.isTrusted) return;
        window.__seen.push(now());
        requestAnimationFrame(() => window.__seen.push(now()));
      }, { capture: true });
    })()`);
    await nav(page, 'en').getByRole('link', { name: shellMessages.en.tab_orders, exact: true }).click();
    await page.waitForURL((u) => u.pathname === hrefOf('orders'));
    // The address changed with the screen: the heading is the new page's as soon as the address is.
    expect(await heading.innerText()).not.toBe(before);
    const seen = (await page.evaluate('window.__seen')) as string[];
    expect(seen).toEqual([`${before} | ${hrefOf('home')} | orders`, `${before} | ${hrefOf('home')} | orders`]);
    expect(await page.locator('[data-pressed]').count()).toBe(0);
    await page.context().close();
  });

  it('a Pay tap is painted first, then the payment is asked for (issue 47)', async () => {
    const c = await customerWithLine(stack);
    const page = await stack.page();
    // What the page sees, told to the test as it happens (the page leaves for the payment provider's).
    const seen: string[] = [];
    await page.exposeBinding('__seen', (_source, what: string) => void seen.push(what));
    await page.setViewportSize({ width: 390, height: 844 });
    await c.signIn(page, `/profile/recharge?number=${c.number}`);
    await page.getByRole('radio', { name: /500/ }).first().check();
    await typeCardByKeyboard(page, page.locator('input[autocomplete="cc-number"]'));
    await page.evaluate(`(() => {
      const pressed = () => (document.querySelector('[data-pressed]') ? 'pressed' : 'not pressed');
      const fetch = window.fetch;
      window.fetch = (...args) => {
        window.__seen('request, ' + pressed());
        return fetch(...args);
      };
      addEventListener('click', (e) => {
        if (!e.isTrusted) return;
        window.__seen('tap');
        requestAnimationFrame(() => window.__seen('frame, ' + pressed()));
      }, { capture: true });
    })()`);
    await page.locator('.payment-panel button[type="submit"]').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    // The tap's frame shows Pay pressed before the payment journey starts its calls (they used to run inside the tap;
    // each now sends in a task of its own, by when the press may be drawn as released).
    expect(seen.slice(0, 2)).toEqual(['tap', 'frame, pressed']);
    expect(seen[2]).toMatch(/^request, /);
    await page.context().close();
  });

  it('is not shown to a guest, inside the native app webview, or on the wait and maintenance pages', async () => {
    const guest = await stack.page();
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.goto(`${stack.app.url}/help`);
    await guest.getByRole('heading', { level: 1 }).waitFor();
    expect(await guest.locator('.tab-bar').count()).toBe(0);
    expect(await guest.evaluate(() => document.querySelector('.layout')?.classList.contains('with-tabs'))).toBe(false);
    await guest.context().close();

    const c = await customerWithLine(stack);
    const app = await stack.page();
    await app.setViewportSize({ width: 390, height: 844 });
    await c.signIn(app, '/manage/service-request?webview=true');
    await app.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await app.locator('.tab-bar').count()).toBe(0);
    // The same customer in a browser tab has it.
    const web = await c.signedInPage('/manage/service-request');
    await web.locator('.tab-bar').waitFor();
    // Nor on the pages that ask to wait or say the service is down: every tab there would be one more request.
    for (const path of ['/429', '/maintenance']) {
      await web.goto(`${stack.app.url}${path}`);
      await web.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await web.locator('.tab-bar').count(), path).toBe(0);
      expect(await web.evaluate(() => document.querySelector('.layout')?.classList.contains('with-tabs')), path).toBe(false);
    }
    await app.context().close();
    await web.context().close();
  }, 120_000);
});
