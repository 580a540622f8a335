import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { rechargeBalance } from './support/recharge-quote';
import { typeCardByKeyboard } from './support/card-entry';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { dev, type Json } from '../gateway/harness';
import { signIn } from '../gateway/auth-flow';
import { homeMessages } from '../../src/features/profile/home-messages';
import { shellMessages } from '../../src/i18n/shell-messages';
import { accountMessages } from '../../src/features/account/messages';
import { requestMessages } from '../../src/features/service-requests/messages';
import { ADDON_ALLOWANCES, plans } from '../../gateway/seed/catalog-seed';

// The customer's home (issue 29) in Chromium at 390 px, English and Urdu: /profile shows what the gateway says
// about the line (balance, data left, renewal date); a Rs 500 recharge and a data bundle are paid by card through
// the sandbox page; the sandbox clock moved past the renewal date renews the plan from the airtime balance.

const stack = stackForFile();
const DAY = 24 * 3600 * 1000;
const WEEKLY_MB = plans.find((p) => p.id === 'plan-prepaid-weekly')!.allowances.dataGb * 1024;
/** The order fixture buys the "Extra 10 GB" add-on: on the line, with the plan's, for the first period (issue 41). */
const ADDON_MB = ADDON_ALLOWANCES['addon-data-10gb']!.dataMb;

const TEXT = {
  en: { title: shellMessages.en.profile_title, recharge: 'Recharge', bundle: 'Buy a bundle', fiveGb: /^5 GB data/, data: 'Data', added: 'is added' },
  ur: { title: shellMessages.ur.profile_title, recharge: 'ری چارج', bundle: 'بنڈل خریدیں', fiveGb: /^5 جی بی ڈیٹا/, data: 'ڈیٹا', added: 'شامل ہو' },
} as const;
type Language = keyof typeof TEXT;

const lineAt = async (c: CustomerWithLine, token = c.token): Promise<Json> => (await c.gateway.call('GET_LINE', { params: { number: c.number }, token })).body.result;
/** The amount in a price as shown ("Rs 1,000.00" → 1000). */
const amountOf = (text: string) => Number((/[\d,]+(?:\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, ''));
/** The balance the card shows, in rupees. */
const shownBalance = async (page: Page) => amountOf(await page.locator('.home-balance strong').innerText());
/** The data bar: its meter's value and maximum (MB) and its words. */
async function dataBar(page: Page) {
  const bar = page.locator('.usage-bar').first();
  const meter = bar.locator('meter');
  return { left: Number(await meter.getAttribute('value')), max: Number(await meter.getAttribute('max')), text: await bar.locator('p').innerText() };
}
/** The renewal date the card shows: the instant of its <time> and its words (which must name the year). */
async function shownRenewal(page: Page) {
  const time = page.locator('.line-card time').first();
  return { at: Date.parse((await time.getAttribute('datetime')) ?? ''), text: await time.innerText() };
}

/** Pays the chosen top-up by card, typed by keyboard, on the sandbox page; back on /profile with the notice. */
async function payByCard(page: Page) {
  await typeCardByKeyboard(page, page.locator('input[autocomplete="cc-number"]'));
  await page.locator('.payment-panel button[type="submit"]').dblclick();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay (success)' }).click();
  await page.waitForURL((u) => u.pathname === '/profile' && (u.searchParams.get('order_ref') ?? '').startsWith('TU-'));
}

async function walk(language: Language) {
  const t = TEXT[language];
  // A weekly plan (Rs 399 a week): the opening Rs 500 and the recharge pay its renewal.
  const c = await customerWithLine(stack, { over: { planId: 'plan-prepaid-weekly' } });
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await c.signIn(page, '/profile');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await page.locator('.line-card').waitFor();

  // What the gateway reports is what the card shows.
  const start = await lineAt(c);
  expect(await shownBalance(page)).toBe(start.airtimeBalance);
  // The bar shows the sum of the line's allowances: the plan's 8 GB and the add-on's 10 GB.
  expect(start.usage.allowance.dataMb).toBe(WEEKLY_MB + ADDON_MB);
  const bar = await dataBar(page);
  expect(bar.max).toBe(start.usage.allowance.dataMb);
  expect(Math.abs(bar.left - start.usage.remaining.dataMb)).toBeLessThanOrEqual(2);
  expect(bar.text).toContain(t.data);
  expect(bar.text).toContain(String(start.usage.allowance.dataMb / 1024));
  const renewal = await shownRenewal(page);
  expect(renewal.at).toBe(start.usage.renewsAt);
  expect(renewal.text).toContain(String(new Date(start.usage.renewsAt).getUTCFullYear()));
  expect(await axe(page)).toEqual([]);

  // Recharge Rs 500 by card: the balance rises by what the gateway quoted for it, on screen and at the gateway.
  const credit = await rechargeBalance(stack, 500);
  await page.getByRole('link', { name: t.recharge, exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/profile/recharge' && u.searchParams.get('number') === c.number);
  await page.getByRole('radio', { name: /500/ }).check();
  expect(await axe(page)).toEqual([]);
  await payByCard(page);
  await page.getByRole('status').filter({ hasText: t.added }).waitFor();
  await expect.poll(() => shownBalance(page)).toBeCloseTo(start.airtimeBalance + credit, 2);
  expect((await lineAt(c)).airtimeBalance).toBeCloseTo(start.airtimeBalance + credit, 2);

  // A 5 GB data bundle: the allowance grows by 5 GB on screen and at the gateway.
  await page.getByRole('link', { name: t.bundle, exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/profile/bundles');
  await page.getByRole('radio', { name: t.fiveGb }).check();
  // The balance covers the bundle, so the airtime balance is offered first and chosen (issue 44): this one goes by card.
  expect(await page.locator('input[name="topup-method"][value="AIRTIME"]').isChecked()).toBe(true);
  await page.locator('input[name="topup-method"][value="CARD"]').check();
  await payByCard(page);
  await page.getByRole('status').filter({ hasText: t.added }).waitFor();
  const withBundle = await lineAt(c);
  expect(withBundle.usage.allowance.dataMb).toBe(start.usage.allowance.dataMb + 5 * 1024);
  await expect.poll(async () => (await dataBar(page)).max).toBe(withBundle.usage.allowance.dataMb);
  expect(withBundle.airtimeBalance).toBeCloseTo(start.airtimeBalance + credit, 2);

  // The sandbox clock moves past the renewal date: the plan renews from the balance, with a new date.
  const { now } = (await dev(c.gateway, '/dev/clock', { advanceMs: 0 })).result as { now: number };
  await dev(c.gateway, '/dev/clock', { advanceMs: start.usage.renewsAt - now + DAY });
  const token = await signIn(c.gateway, c.email);
  const renewed = await lineAt(c, token);
  expect(renewed.usage.renewsAt).toBe(start.usage.renewsAt + 7 * DAY);
  expect(renewed.airtimeBalance).toBeCloseTo(start.airtimeBalance + credit - 399, 2);
  // The add-on and the bundle ended with the first period: the new one has the plan's allowance alone.
  expect(renewed.usage.allowance.dataMb).toBe(WEEKLY_MB);
  await page.goto(`${stack.app.url}/profile?auth_token=${token}`);
  await page.waitForURL((u) => !u.search.includes('auth_token'));
  await page.locator('.line-card').waitFor();
  await expect.poll(() => shownBalance(page)).toBe(renewed.airtimeBalance);
  await expect.poll(async () => (await shownRenewal(page)).at).toBe(renewed.usage.renewsAt);
  expect((await dataBar(page)).max).toBe(renewed.usage.allowance.dataMb);
  expect(await axe(page)).toEqual([]);
  await page.context().close();
}

describe('the customer\'s home at 390 px', () => {
  it('English: balance, data left and renewal as the gateway says; Rs 500 recharge and a data bundle by card; the renewal on the sandbox clock', () => walk('en'), 120_000);
  it('Urdu: the same, right to left', () => walk('ur'), 120_000);
});

// Issue 46: after switching to Urdu on the home, "پلان: Monthly Prepaid" stayed until a reload. What the gateway
// words (the plan's name) is read again in the new language, without a reload.
describe('switching language on the home', () => {
  it("re-reads what the gateway words: the plan's name in Urdu at once, no English left on the line card", async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/profile');
    const card = page.locator('.line-card').first();
    const planId = (await lineAt(c)).planId as string;
    const english = plans.find((p) => p.id === planId)!.name;
    await expect.poll(() => card.innerText()).toContain(english);
    await page.getByRole('button', { name: shellMessages.en.language_switch_label }).click();
    const urdu = ((await c.gateway.call('GET_LINE', { params: { number: c.number }, token: c.token, headers: { 'accept-language': 'ur' } })).body.result as Json).planName as string;
    expect(urdu).not.toBe(english);
    await expect.poll(() => card.innerText()).toContain(urdu);
    expect(await card.innerText()).not.toMatch(/[A-Za-z]{3,}/);
    await page.context().close();
  }, 60_000);
});

// The last orders and open requests on the home (issue 29 part 2; issue 46: an open request is among what needs the
// customer): the order list's first page read with a small limit, the open requests from the list the line cards
// read; each with its status in words and its link.
describe('the home\'s latest orders and open requests at 390 px', () => {
  it.each(['en', 'ur'] as const)('%s: each order and open request with its status in words, a link to it and to the full lists', async (lang) => {
    const home = homeMessages[lang]!;
    const account = accountMessages[lang]!;
    const requests = requestMessages[lang]!;
    const c = await customerWithLine(stack);
    const made = await c.gateway.call('CREATE_SIM_REPLACEMENT_ORDER', { token: c.token, body: { number: c.number, reason: 'LOST', simType: 'esim', cardExpired: false, agreeTerms: true } });
    expect(made.status).toBe(200);
    const requestId = made.body.result.requestId as string;
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await c.signIn(page, '/profile');

    const orders = page.getByRole('region', { name: home.home_recent_orders });
    const order = orders.locator(`[data-order-ref="${c.orderRef}"]`);
    await order.waitFor();
    expect(await order.innerText()).toContain(account.order_state_active);
    expect(await order.getByRole('link').getAttribute('href')).toBe(`/manage/order?order_ref=${c.orderRef}`);
    expect(await orders.getByRole('link', { name: home.home_all_orders }).getAttribute('href')).toBe('/orderlist');

    const open = page.getByRole('region', { name: home.needs_heading });
    const request = open.locator(`a[href*="requestId=${requestId}"]`);
    await request.waitFor();
    expect(await request.innerText()).toContain(home.needs_request_SUBMITTED);
    expect(await request.innerText()).toContain(requests.type_SIM_REPLACEMENT);
    expect(await axe(page)).toEqual([]);
    await request.click();
    await page.waitForURL((u) => u.pathname === '/manage/service-request-status' && u.searchParams.get('requestId') === requestId);
    await page.locator(`[data-request-id="${requestId}"]`).waitFor();

    // Cancelled, it is no longer open: nothing needs the customer now.
    expect((await c.gateway.call('CANCEL_SIM_REPLACEMENT', { token: c.token, body: { requestId } })).status).toBe(200);
    await page.goto(`${stack.app.url}/profile`);
    await open.getByText(home.needs_none).waitFor();
    await page.context().close();
  }, 120_000);
});
