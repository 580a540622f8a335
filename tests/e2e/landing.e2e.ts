import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { stackForFile } from './support/harness';
import { shellMessages } from '../../src/i18n/shell-messages';
import { stepAfterLanding } from './support/purchase-steps';

const stack = stackForFile();

/**
 * Records layout shifts (not caused by input) from the first paint on, and whether the first frame drawn already
 * had the whole sent screen (its footer): a screen painted half-parsed shifts when the rest arrives.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[]; __firstFrameWhole?: boolean };
    w.__shift = 0;
    w.__shifts = [];
    requestAnimationFrame(() => (w.__firstFrameWhole = document.querySelector('#root .site-footer') !== null));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Element }> }>) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        w.__shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => s.node?.className ?? '?').join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens the landing route and waits until the plans and the banner images are shown. */
async function openLanding(page: Page): Promise<void> {
  await page.goto(`${stack.app.url}/web/pre-checkout`);
  // The recommended plan's button, whatever the language (Urdu names come from the gateway).
  await page.locator('.plan-card-recommended button').first().waitFor();
  await page.locator('.banner-card img').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.banner-card img')].slice(0, 3).every((img) => img.complete));
}

describe('landing route /web/pre-checkout', () => {
  it('gets its main chunk brotli-compressed and immutable from the app server', async () => {
    const page = await stack.page();
    const main = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    const response = await main;
    expect(await response.headerValue('content-encoding')).toBe('br');
    expect(await response.headerValue('cache-control')).toBe('max-age=31536000, immutable');
    const sizes = await response.request().sizes();
    // On the wire: the brotli bytes, well under what the file holds.
    expect(sizes.responseBodySize).toBeLessThan((await response.body()).length / 2);
    await page.close();
  });

  it('preloads only files that exist, on the landing (its loader) and on the routes sent with preload links', async () => {
    const hrefs = new Set<string>();
    for (const route of ['/web/pre-checkout', '/web/login', '/profile', '/orderlist']) {
      const html = await (await fetch(`${stack.app.url}${route}`)).text();
      for (const [, list] of html.matchAll(/data-(?:preload|style)="([^"]*)"/g)) for (const href of (list ?? '').split(' ').filter(Boolean)) hrefs.add(href);
      for (const [, href] of html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)) hrefs.add(href ?? '');
    }
    expect(hrefs.size).toBeGreaterThan(10);
    const missing = [];
    for (const href of hrefs) if ((await fetch(`${stack.app.url}${href}`)).status !== 200) missing.push(href);
    // Vite drops a JS chunk that only imports a stylesheet after the plugins' generateBundle: listed, it was a 404.
    expect(missing).toEqual([]);
  });

  it.each([
    { language: 'en', width: 390 },
    { language: 'ur', width: 390 },
    { language: 'en', width: 1280 },
  ])('does not shift its layout while it loads ($language, $width px)', async ({ language, width }) => {
    const page = await stack.page();
    await page.setViewportSize({ width, height: 800 });
    // An Urdu visitor as the app left them: the choice saved, and told to the server by cookie (the first
    // screen's HTML then comes in Urdu, right to left).
    if (language === 'ur') {
      await page.addInitScript(() => localStorage.setItem('language', 'ur'));
      await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
    }
    await watchLayoutShifts(page);
    await openLanding(page);
    const { shift, shifts, firstFrameWhole } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifts: string[]; __firstFrameWhole?: boolean };
      return { shift: w.__shift, shifts: w.__shifts, firstFrameWhole: w.__firstFrameWhole };
    });
    expect(firstFrameWhole).toBe(true);
    expect(shift, shifts.join('\n')).toBeLessThanOrEqual(0.01);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ur' ? 'rtl' : 'ltr');
    await page.close();
  });

  it.each(['en', 'ur'] as const)("banners (%s): the offer's words are text over wordless art, in the page's language, and lead to the offer", async (language) => {
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 800 });
    if (language === 'ur') {
      await page.addInitScript(() => localStorage.setItem('language', 'ur'));
      await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
    }
    await openLanding(page);
    const cards = page.locator('.banner-card');
    expect(await cards.count()).toBe(10);
    const first = cards.first();
    expect(await first.locator('img').getAttribute('alt')).toBe('');
    expect(await first.locator('.banner-words strong').innerText()).toBe(language === 'ur' ? 'دگنا ڈیٹا' : '2× data');
    const names = await page.getByRole('navigation', { name: language === 'ur' ? 'پیشکشیں' : 'Offers' }).getByRole('link').allInnerTexts();
    if (language === 'ur') expect(names.filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
    const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/profile/recharge', '/loyalty', '/web/pre-checkout?sim=esim']));
    // A plan-filter banner opens the landing with that filter chosen.
    await cards.locator('a[href="/web/pre-checkout?filter=annual"]').click();
    await expect.poll(() => page.getByRole('radio', { name: language === 'ur' ? 'سالانہ پلان' : 'Annual Plans', exact: true }).isChecked()).toBe(true);
    await page.close();
  });

  it('comes with its first screen as HTML in the language chosen before, which the app then takes over in place', async () => {
    const page = await stack.page();
    // No script runs: what a phone paints before any JavaScript has arrived.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose your plan');
    expect(await page.locator('.plan-card-skeleton').count()).toBe(6);
    expect(await page.getByRole('radio', { name: 'Prepaid' }).isDisabled()).toBe(true);
    await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('اپنا پلان منتخب کریں');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // With scripts: the app replaces the frame by its own page (one of each part), and choosing English is told
    // to the server, whose next page comes in English.
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await page.locator('.plan-card-recommended button').first().waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('header.site-header').count()).toBe(1);
    // The cards replace their placeholders one task at a time (useRevealed): all of them, soon.
    await expect.poll(() => page.locator('.plan-card-skeleton').count()).toBe(0);
    await page.locator('.language-toggle').click();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    const html = await (await page.request.get(`${stack.app.url}/web/pre-checkout`)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('>Choose your plan</h1>');
    await page.close();
  });

  it('paints its heading, filters and plan placeholders before the screen chunk, and asks for the plans without waiting for it', async () => {
    const page = await stack.page();
    let plansAsked!: () => void;
    const plansRequested = new Promise<void>((resolve) => (plansAsked = resolve));
    page.on('request', (r) => {
      if (r.url().includes('/v4/internal/products/variants') && r.method() === 'GET') plansAsked();
    });
    // The pre-checkout screen's chunk is held until the plans have been asked for: if the plans waited for the
    // screen (as they did), this would never finish.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pre-checkout-screen-[\w-]+\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await page.getByRole('group', { name: 'Plan type' }).waitFor();
    await page.getByRole('group', { name: 'Show plans' }).waitFor();
    expect(await page.locator('.plan-card-skeleton').count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio', { name: 'Prepaid' }).isDisabled()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Loading plans' }).waitFor({ state: 'attached' });
    await plansRequested;
    release();
    // Once there, the cards carry what customers compare.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Monthly Prepaid' }) });
    await card.getByText('Recommended').waitFor();
    for (const text of ['Data', '40 GB', 'On-net minutes', '3,000 min', 'Other networks', '300 min', 'SMS', '1,000', 'Total (Inc. tax)', 'Rs 1,499']) {
      expect(await card.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    expect(await page.getByRole('radio', { name: 'Prepaid' }).isDisabled()).toBe(false);
    await page.close();
  });

  it('keeps a returning customer’s choices (its data validator loads only then): Back in the app and a new load', async () => {
    const page = await stack.page();
    const validator = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/onboarding-[\w-]+\.js$/.test(new URL(e.name).pathname)));
    await openLanding(page);
    // A first visit has nothing saved: the onboarding data's validator is not loaded.
    expect(await validator()).toBe(false);
    await page.getByRole('radio', { name: 'Postpaid' }).check();
    await page.getByRole('button', { name: 'Choose Monthly Postpaid' }).click();
    await page.waitForURL(`**${stepAfterLanding.path}`);
    await page.goBack();
    await page.waitForURL('**/web/pre-checkout');
    await page.getByRole('heading', { name: 'Monthly Postpaid' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Postpaid' }).isChecked()).toBe(true);
    await openLanding(page);
    expect(await validator()).toBe(true);
    await page.getByRole('heading', { name: 'Monthly Postpaid' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Postpaid' }).isChecked()).toBe(true);
    await page.close();
  });

  it('carries no Urdu shell texts in English: they load when the language button is pointed at, and the switch shows them', async () => {
    const page = await stack.page();
    const urdu = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/shell-messages-ur-[\w-]+\.js$/.test(new URL(e.name).pathname)));
    await openLanding(page);
    await page.waitForLoadState('networkidle');
    expect(await urdu()).toBe(false);
    const toggle = page.getByRole('button', { name: /Switch language to Urdu/ });
    await toggle.hover();
    await expect.poll(urdu).toBe(true);
    await toggle.click();
    await page.getByRole('heading', { level: 1, name: 'اپنا پلان منتخب کریں' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    // A shell text the gateway has no key for: the skip link, from the Urdu chunk.
    expect(await page.locator('.skip-link').textContent()).toBe(shellMessages.ur.skip_to_content);
    await page.close();
  });

  it('shows postpaid plans as a monthly bill and hybrid plans with their own prices', async () => {
    const page = await stack.page();
    await openLanding(page);
    await page.getByRole('radio', { name: 'Postpaid' }).check();
    const postpaid = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Monthly Postpaid' }) });
    await postpaid.getByText('Monthly bill (Inc. tax)').waitFor();
    expect(await postpaid.getByText('per month').count()).toBe(1);
    await page.getByRole('radio', { name: 'Hybrid' }).check();
    await page.getByRole('heading', { name: 'Monthly Hybrid' }).waitFor();
    const prices = await page.locator('.plan-card .price').allInnerTexts();
    expect(new Set(prices).size).toBe(prices.length);
    await page.close();
  });
});
