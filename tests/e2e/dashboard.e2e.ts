import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { customerWithLine } from './support/customer-with-line';
import { dev } from '../gateway/harness';
import { signIn } from '../gateway/auth-flow';
import { shellMessages } from '../../src/i18n/shell-messages';
import { homeMessages } from '../../src/features/profile/home-messages';
import { profileMessages } from '../../src/features/account/profile-messages';
import { trackingMessages } from '../../src/features/account/tracking-messages';
import { QUICK_ACTIONS } from '../../src/features/profile/home-entries';
import { ACCOUNT_HUB, ACCOUNT_LINKS } from '../../src/features/profile/account-links';
import { TABS } from '../../src/shell/header-rules';
import { DELIVERY_STEPS } from '../../gateway/orders/shipment-progress';
import { shownWords } from './support/shown-words';

// Issue 46 parts 2 and 4 in Chromium at 390 px, English and Urdu: the home's first screen shows the balance, the
// renewal and every allowance without scrolling (bounding boxes between the header and the bottom tab bar); its
// quick actions are the registry's; the Account tab opens the hub, whose rows lead to each account page and back;
// /manage/order is a tracker (states in order with dates, the activation once the SIM waits, the receipt, the way back).

const stack = stackForFile();
const LANGS = ['en', 'ur'] as const;
type Lang = (typeof LANGS)[number];

async function phone(lang: Lang): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  return page;
}

/** Where the home's first-screen parts are, against the header's bottom and the tab bar's top. */
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.tab-bar');
    const header = document.querySelector('.site-header');
    const parts = [...document.querySelectorAll('.line-card .home-balance, .line-card .home-renewal, .line-card .usage-bar')].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.className, top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
    });
    return { parts, scrollY: window.scrollY, width: window.innerWidth, headerBottom: header ? Math.round(header.getBoundingClientRect().bottom) : 0, barTop: bar ? Math.round(bar.getBoundingClientRect().top) : window.innerHeight };
  });

describe('the home as a dashboard at 390 px', () => {
  it.each(LANGS)('%s: balance, renewal and every allowance on the first screen; the quick actions of the registry', async (lang) => {
    const home = shownWords(homeMessages[lang]);
    const c = await customerWithLine(stack);
    const page = await phone(lang);
    await c.signIn(page, '/profile');
    await page.getByRole('heading', { level: 1, name: shellMessages[lang].profile_title }).waitFor();
    await page.locator('.line-card .usage-bar').nth(2).waitFor();
    // The Urdu face and any late font have settled before measuring.
    await page.evaluate(() => document.fonts.ready);
    const f = await firstScreen(page);
    expect(f.scrollY).toBe(0);
    // Balance, renewal, data, minutes, SMS: five parts, each whole between the header and the tab bar.
    expect(f.parts).toHaveLength(5);
    for (const p of f.parts) {
      expect(p.top, `${lang} ${p.name} below the header`).toBeGreaterThanOrEqual(f.headerBottom);
      expect(p.bottom, `${lang} ${p.name} above the tab bar (${f.barTop})`).toBeLessThanOrEqual(f.barTop);
      expect(p.left).toBeGreaterThanOrEqual(0);
      expect(p.right).toBeLessThanOrEqual(f.width);
    }
    expect(await page.locator('.line-card .usage-bar p strong').allInnerTexts()).toEqual([home.home_data, home.home_minutes, home.home_sms]);
    // Each allowance has its meter (the ring is decoration) and its own expiry date.
    expect(await page.locator('.line-card .usage-bar meter').count()).toBe(3);
    expect(await page.locator('.line-card .usage-bar .allowance-expiry time').count()).toBe(3);

    // The quick actions are the registry's, in its order, each leading where its entry says.
    const line = (await c.gateway.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result;
    const expected = QUICK_ACTIONS.filter((a) => a.shows(line));
    const actions = page.locator('.line-card').getByRole('navigation').getByRole('link');
    expect(await actions.allInnerTexts()).toEqual(expected.map((a) => home[a.labelId as keyof typeof home]));
    for (const [i, a] of expected.entries()) expect(await actions.nth(i).getAttribute('href')).toBe(a.href(encodeURIComponent(c.number)));
    // Nothing waits for this customer: the "needs you" card says so.
    await page.getByRole('region', { name: home.needs_heading }).getByText(home.needs_none).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});

describe('the Account hub at 390 px', () => {
  it.each(LANGS)('%s: the Account tab opens the hub; each row leads to its page, which leads back; sign out asks first', async (lang) => {
    const words = profileMessages[lang]!;
    const c = await customerWithLine(stack);
    const page = await phone(lang);
    await c.signIn(page, '/profile');
    await page.locator('.tab-bar [data-tab="account"]').click();
    const hubHref = TABS.find((t) => t.id === 'account')!.href;
    expect(hubHref).toBe(ACCOUNT_HUB);
    await page.waitForURL((u) => u.pathname === ACCOUNT_HUB);
    const hub = page.getByRole('navigation', { name: words.nav_label, exact: true });
    await hub.waitFor();
    expect(await page.locator('.tab-bar [data-tab="account"]').getAttribute('aria-current')).toBe('page');
    for (const l of ACCOUNT_LINKS) {
      const row = hub.getByRole('link', { name: new RegExp(`^${words[l.labelId]}`) });
      expect(await row.getAttribute('href'), l.labelId).toBe(l.href);
    }
    // The rows show what the account knows: the email on the email row.
    expect(await hub.getByRole('link', { name: new RegExp(`^${words.nav_email}`) }).innerText()).toContain(c.email);
    expect(await axe(page)).toEqual([]);

    // By keyboard: the email row opens the email page, whose way back leads to the hub.
    await hub.getByRole('link', { name: new RegExp(`^${words.nav_email}`) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/profile/email');
    await page.getByRole('link', { name: words.nav_back_to_account! }).click();
    await page.waitForURL((u) => u.pathname === ACCOUNT_HUB);

    // Sign out asks first; Cancel keeps the customer on the hub.
    await page.getByRole('button', { name: words.sign_out! }).click();
    await page.getByRole('alertdialog', { name: words.sign_out_title! }).getByRole('button', { name: words.cancel! }).click();
    expect(new URL(page.url()).pathname).toBe(ACCOUNT_HUB);
    await page.context().close();
  }, 90_000);
});

describe('the order tracker at 390 px', () => {
  it.each(LANGS)('%s: states in order with dates, the SIM to activate, the receipt, the way back; activated once the SIM is', async (lang) => {
    const t = trackingMessages[lang]!;
    const c = await customerWithLine(stack, { activate: false });
    // The sandbox courier: past "out for delivery", before "delivered".
    await dev(c.gateway, '/dev/clock', { advanceMs: DELIVERY_STEPS[1]!.afterMs + 60_000 });
    const page = await phone(lang);
    await c.signIn(page, `/manage/order?order_ref=${c.orderRef}`);
    const tracker = page.locator('.order-tracker');
    await tracker.locator('[data-step="out_for_delivery"][data-state="done"]').waitFor();
    const steps = async () => tracker.locator('.ui-timeline-item').evaluateAll((els) => els.map((el) => ({ step: el.getAttribute('data-step'), state: el.getAttribute('data-state'), dated: Boolean(el.querySelector('time')), current: el.getAttribute('aria-current') })));
    const now = await steps();
    expect(now.map((s) => s.step)).toEqual(['ordered', 'paid', 'dispatched', 'out_for_delivery', 'delivered', 'activated']);
    // What happened is done with its date; the next one is current; the rest is to come, undated.
    expect(now.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current', 'upcoming']);
    expect(now.map((s) => s.dated)).toEqual([true, true, true, true, false, false]);
    expect(now.filter((s) => s.current === 'step').map((s) => s.step)).toEqual(['delivered']);
    for (const s of now) expect(await tracker.locator(`[data-step="${s.step}"] .ui-timeline-title`).innerText()).toBe(t[`tracker_${s.step}`]);
    // The SIM waits for activation: the way to it is on its step.
    expect(await tracker.getByRole('link', { name: t.order_activate_sim! }).getAttribute('href')).toBe(`/manage/sim-activation?number=${c.number}`);
    expect(await axe(page)).toEqual([]);

    // The receipt of what the order charged.
    await tracker.getByRole('link', { name: t.tracker_receipt! }).click();
    await page.waitForURL((u) => u.pathname === '/profile/history/receipt');
    expect(await page.locator('[data-field="reference"]').innerText()).toContain(c.orderRef);
    await page.goBack();

    // Activated (the ICC id from the dispatch email): the last step is done with its date, and the line is named.
    // The clock has moved past the first token's life: a fresh sign-in activates.
    const token = await signIn(c.gateway, c.email);
    expect((await c.gateway.call('ACTIVATE_SIM', { body: { number: c.number, iccId: c.iccId }, token })).status).toBe(200);
    await page.reload();
    await tracker.locator('[data-step="activated"][data-state="done"] time').waitFor();
    await tracker.getByText(t.tracker_line_active!).waitFor();

    // The way back to the orders.
    await page.getByRole('link', { name: t.tracker_back! }).click();
    await page.waitForURL((u) => u.pathname === '/orderlist');
    await page.context().close();
  }, 90_000);
});
