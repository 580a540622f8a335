import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { rechargeBalance } from './support/recharge-quote';
import { typeCardByKeyboard } from './support/card-entry';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import type { Json } from '../gateway/harness';
import { homeMessages } from '../../src/features/profile/home-messages';
import { topupMessages } from '../../src/features/profile/topup-messages';
import { historyMessages } from '../../src/features/history/messages';
import { shellMessages } from '../../src/i18n/shell-messages';
import { BUNDLES } from '../../gateway/lines/topups';
import { shownWords } from './support/shown-words';

// Issue 44 parts 1 and 4 in Chromium at 390 px, English and Urdu: a customer recharges by card and buys a bundle from
// the line's airtime (offered first, as the balance covers it), then finds both in the history (reached from the
// tab bar) with the amounts the gateway booked, filters it by kind, and opens the bundle's receipt, whose facts are
// the gateway's own (amount, tax, how paid, reference).

const stack = stackForFile();
const bundle = BUNDLES.find((b) => b.id === 'data-2gb')!;
const RECHARGE = 200;
type Language = 'en' | 'ur';

/** The amount in a price as shown ("−Rs 1,000.00" → 1000). */
const amountOf = (text: string) => Number((/[\d,]+(?:\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, ''));
const lineOf = async (c: CustomerWithLine): Promise<Json> => (await c.gateway.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result;

async function walk(lang: Language) {
  const home = shownWords(homeMessages[lang]);
  const topup = topupMessages[lang];
  const words = shownWords(historyMessages[lang]);
  const c = await customerWithLine(stack, { over: { simType: 'esim', deliveryMethod: undefined } });
  const page: Page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await c.signIn(page, '/profile');
  await page.locator('.line-card').waitFor();
  const start = await lineOf(c);

  // A recharge by card, on the sandbox page.
  await page.getByRole('link', { name: home.home_recharge, exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(`${RECHARGE}`) }).check();
  await typeCardByKeyboard(page, page.locator('input[autocomplete="cc-number"]'));
  await page.locator('.payment-panel button[type="submit"]').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay (success)' }).click();
  await page.waitForURL((u) => u.pathname === '/profile' && (u.searchParams.get('order_ref') ?? '').startsWith('TU-'));
  const credit = await rechargeBalance(stack, RECHARGE);
  await expect.poll(async () => (await lineOf(c)).airtimeBalance).toBeCloseTo(start.airtimeBalance + credit, 2);

  // A bundle the balance covers: the airtime balance is offered first and chosen; paying takes it from the balance at once.
  await page.locator('.line-card').waitFor();
  await page.getByRole('link', { name: home.home_buy_bundle, exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/profile/bundles');
  await page.locator('input[name="topup-bundle"][value="data-2gb"]').check();
  const methods = page.locator('input[name="topup-method"]');
  // The methods follow the bundle in the frame after the tap (src/render-schedule.ts): read them once drawn.
  await expect.poll(() => methods.first().getAttribute('value')).toBe('AIRTIME');
  await expect.poll(() => methods.first().isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: topup.method_AIRTIME.split(' (')[0] }).isChecked()).toBe(true);
  expect(await axe(page)).toEqual([]);
  await page.locator('.payment-panel button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/profile' && (u.searchParams.get('order_ref') ?? '').startsWith('TU-'));
  const after = await lineOf(c);
  expect(after.airtimeBalance).toBeCloseTo(start.airtimeBalance + credit - bundle.price, 2);

  // A bundle the balance does not cover: airtime is not offered; the page says how much is missing and offers a recharge.
  const dear = [...BUNDLES].sort((a, b) => b.price - a.price)[0]!;
  expect(dear.price).toBeGreaterThan(after.airtimeBalance);
  await page.goto(`${stack.app.url}/profile/bundles?number=${c.number}`);
  await page.locator(`input[name="topup-bundle"][value="${dear.id}"]`).check();
  const short = page.getByTestId('airtime-short');
  await short.waitFor();
  expect(amountOf((await short.locator('bdi').nth(1).innerText()))).toBe(dear.price - after.airtimeBalance);
  expect(await short.getByRole('link', { name: topup.topup_airtime_recharge }).getAttribute('href')).toBe(`/profile/recharge?number=${c.number}`);
  expect(await page.locator('input[name="topup-method"][value="AIRTIME"]').count()).toBe(0);
  expect(await page.locator('input[name="topup-method"][value="CARD"]').isChecked()).toBe(true);

  // The history, from the signed-in navigation: the bundle (newest) and the recharge, with the gateway's amounts.
  await page.getByRole('navigation', { name: shellMessages[lang].tabs_label }).getByRole('link', { name: shellMessages[lang].tab_history, exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/profile/history');
  const list = page.getByTestId('history-list');
  await list.waitFor();
  const booked = (await c.gateway.call('GET_HISTORY', { token: c.token, query: { limit: 50 } })).body.result.entries as Json[];
  const entries = list.locator('li.history-entry');
  expect(await entries.count()).toBe(booked.length);
  const bundleRow = entries.first();
  expect(await bundleRow.getAttribute('data-what')).toBe('DATA_BUNDLE');
  expect(amountOf(await bundleRow.locator('.history-entry-amount').innerText())).toBe(bundle.price);
  expect(await bundleRow.innerText()).toContain(words.history_paid_AIRTIME);
  const rechargeRow = list.locator('li[data-what="RECHARGE"]');
  expect(amountOf(await rechargeRow.locator('.history-entry-amount').innerText())).toBe(RECHARGE);
  expect(await rechargeRow.innerText()).toContain(words.history_paid_CARD);
  expect(await axe(page)).toEqual([]);

  // Filtered by kind: bundles only, in the address too.
  await page.getByLabel(words.history_filter_kind).selectOption('BUNDLE');
  await page.waitForURL((u) => u.searchParams.get('kind') === 'BUNDLE');
  await expect.poll(() => list.locator('li.history-entry').count()).toBe(booked.filter((e) => e.kind === 'BUNDLE').length);
  for (const kind of await list.locator('li.history-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))) expect(kind).toBe('BUNDLE');

  // The bundle's receipt: what the gateway states, and a print button.
  const entry = booked.find((e) => e.what === 'DATA_BUNDLE')!;
  await list.locator('li.history-entry').first().getByRole('link', { name: words.history_open_receipt }).click();
  await page.waitForURL((u) => u.pathname === '/profile/history/receipt' && u.searchParams.get('id') === entry.id);
  const receipt = page.getByTestId('receipt');
  await receipt.waitFor();
  expect(amountOf(await receipt.locator('[data-field="amount"]').innerText())).toBe(entry.amount);
  expect(amountOf(await receipt.locator('[data-field="tax"]').innerText())).toBe(entry.tax);
  expect(await receipt.locator('[data-field="paid-with"]').innerText()).toBe(words.history_paid_AIRTIME);
  expect(await receipt.locator('[data-field="reference"]').innerText()).toBe(entry.reference);
  expect(await receipt.locator('[data-field="what"]').innerText()).toContain(words.history_what_DATA_BUNDLE);
  await page.getByRole('button', { name: words.receipt_print }).waitFor();
  expect(await axe(page)).toEqual([]);
  // Printed, the receipt is all there is: no header, navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.site-header', '.tab-bar', '.receipt-actions']) expect(await page.locator(hidden).first().isVisible().catch(() => false)).toBe(false);
  expect(await receipt.isVisible()).toBe(true);

  // From the line's card on the home: that line's history, titled with its number.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`${stack.app.url}/profile`);
  await page.locator('main').getByRole('link', { name: home.line_history, exact: false }).click();
  await page.waitForURL((u) => u.pathname === '/profile/history' && u.searchParams.get('line') === c.number);
  await list.waitFor();
  expect((await page.getByRole('heading', { level: 1 }).innerText()).replace(/\D/g, '')).toContain(c.number.slice(-7));
  expect(await list.locator('li.history-entry').count()).toBe(booked.length);
  await page.context().close();
}

describe('history and receipts at 390 px', () => {
  it('English: a recharge by card and a bundle from airtime are in the history with their amounts; the receipt states them', () => walk('en'), 120_000);
  it('Urdu: the same, right to left', () => walk('ur'), 120_000);
});
