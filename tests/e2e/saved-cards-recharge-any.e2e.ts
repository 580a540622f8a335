import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { typeCardByKeyboard } from './support/card-entry';
import { rechargeBalance } from './support/recharge-quote';
import { axe } from './support/axe';
import { signIn } from '../gateway/auth-flow';
import type { Json } from '../gateway/harness';
import { checkoutMessages } from '../../src/features/checkout/messages';
import { homeMessages } from '../../src/features/profile/home-messages';
import { rechargeAnyMessages } from '../../src/features/recharge-any/messages';
import { shellMessages } from '../../src/i18n/shell-messages';
import rechargeAny from '../../journeys/recharge-any.json';

// Issue 44 parts 5 and 6 in Chromium at 390 px, English and Urdu, against the sandbox:
// - a card saved on one payment ("Save this card") pays the next recharge with one tap (checked at the gateway: the
//   card is a saved token, the second payment is SAVED_CARD and the balance rose by the quotes);
// - a visitor, from the header, recharges another customer's number (a number that is not Sitara's is told so on the
//   field first), sees the balance it gives before paying, pays by card, and that customer finds it in their history.

const stack = stackForFile();
const [numberStep, paymentStep] = rechargeAny.steps;

async function phonePage(lang: 'en' | 'ur'): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  return page;
}

/** A fresh token of the customer (the browser's first one may have been refreshed away). */
const tokenOf = (c: CustomerWithLine) => signIn(c.gateway, c.email);
const historyAtGateway = async (c: CustomerWithLine): Promise<Json[]> => (await c.gateway.call('GET_HISTORY', { token: await tokenOf(c) })).body.result.entries;
const balanceAtGateway = async (c: CustomerWithLine): Promise<number> => (await c.gateway.call('GET_LINE', { params: { number: c.number }, token: await tokenOf(c) })).body.result.airtimeBalance;
/** The amount in a price as shown ("Rs 1,000.00" → 1000). */
const amountOf = (text: string) => Number((/[\d,]+(?:\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, ''));

describe.each(['en', 'ur'] as const)('saved cards and recharge of any number (%s, 390 px)', (lang) => {
  const pay = checkoutMessages[lang]!;
  const home = homeMessages[lang]!;
  const ra = rechargeAnyMessages[lang]!;

  it('a card saved on one payment pays the next with one tap', async () => {
    const c = await customerWithLine(stack, { over: { simType: 'esim', deliveryMethod: undefined } });
    const page = await phonePage(lang);
    await c.signIn(page, '/profile');
    const start = await balanceAtGateway(c);

    // First recharge: the card typed, "Save this card" ticked, approved on the sandbox page.
    await page.getByRole('link', { name: home.home_recharge, exact: true }).click();
    await page.locator('input[name="topup-amount"][value="100"]').check();
    await page.getByTestId('recharge-quote').waitFor();
    await typeCardByKeyboard(page, page.locator('input[autocomplete="cc-number"]'));
    await page.getByRole('checkbox', { name: pay.card_save_for_next }).check();
    expect(await axe(page)).toEqual([]);
    await page.locator('.payment-panel button[type="submit"]').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL((u) => u.pathname === '/profile' && (u.searchParams.get('order_ref') ?? '').startsWith('TU-'));
    const cards = (await c.gateway.call('GET_SAVED_PAYMENT_METHODS', { params: { customer_id: c.userId }, token: await tokenOf(c) })).body.result as Json[];
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '1111', expiry: '12/30', isDefault: true })]);

    // The next recharge: the saved card is offered and already chosen; one tap on Pay, no card typed, no provider page.
    await page.locator('.line-card').waitFor();
    await page.getByRole('link', { name: home.home_recharge, exact: true }).click();
    await page.locator('input[name="topup-amount"][value="200"]').check();
    const saved = page.locator(`input[name="topup-method"][value="SAVED_CARD:${cards[0].id}"]`);
    expect(await saved.isChecked()).toBe(true);
    expect(await page.locator('input[autocomplete="cc-number"]').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.locator('.payment-panel button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/profile' && u.searchParams.get('status') === 'success');
    await page.locator('.alert-success').waitFor();

    const entries = await historyAtGateway(c);
    const recharges = entries.filter((e) => e.what === 'RECHARGE');
    expect(recharges.map((e) => [e.amount, e.paidWith])).toEqual([[200, 'SAVED_CARD'], [100, 'CARD']]);
    expect(await balanceAtGateway(c)).toBeCloseTo(start + (await rechargeBalance(stack, 100)) + (await rechargeBalance(stack, 200)), 2);
  }, 120_000);

  it("a visitor recharges another customer's number from the header; that customer sees it in their history", async () => {
    const owner = await customerWithLine(stack, { over: { simType: 'esim', deliveryMethod: undefined } });
    const start = await balanceAtGateway(owner);
    const page = await phonePage(lang);
    await page.goto(`${stack.app.url}/`);
    await page.getByRole('link', { name: shellMessages[lang]!.header_recharge!, exact: true }).click();
    await page.waitForURL((u) => u.pathname === numberStep!.path);
    await page.getByRole('heading', { level: 1, name: ra.ra_title }).waitFor();

    // A number that is no Sitara line: told so on the field, nothing about anyone.
    const number = page.getByRole('textbox', { name: ra.ra_number });
    await number.fill('0300 0000001');
    await page.locator('input[name="ra-amount"][value="500"]').check();
    await page.getByRole('button', { name: ra.ra_continue }).click();
    await page.locator('#ra-number-error').filter({ hasText: ra.ra_not_sitara }).waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain(numberStep!.path);

    // The owner's number, typed as people type it; the balance it gives is said before paying.
    const typed = `0${owner.number.slice(2, 5)} ${owner.number.slice(5)}`;
    await number.fill(typed);
    const credit = await rechargeBalance(stack, 500);
    const quote = page.getByTestId('recharge-quote');
    await quote.waitFor();
    expect(await quote.innerText()).toContain(credit.toFixed(2));
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: ra.ra_continue }).click();
    await page.waitForURL((u) => u.pathname === paymentStep!.path);
    await page.getByRole('heading', { level: 1, name: ra.ra_pay_title }).waitFor();
    expect(await page.getByTestId('recharge-summary').innerText()).toContain(credit.toFixed(2));
    expect(await page.locator('input[name="ra-method"][value="CARD"]').isChecked()).toBe(true);
    // A visitor is not offered to save the card.
    expect(await page.getByRole('checkbox', { name: pay.card_save_for_next }).count()).toBe(0);
    await typeCardByKeyboard(page, page.locator('input[autocomplete="cc-number"]'));
    expect(await axe(page)).toEqual([]);
    await page.locator('.payment-panel button[type="submit"]').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL((u) => u.pathname === new URL(rechargeAny.completePath, 'http://x').pathname && u.searchParams.get('status') === 'success');
    await page.getByTestId('recharge-done').filter({ hasText: ra.ra_done_title }).waitFor();

    // At the gateway and in the owner's history, in the browser.
    await expect.poll(() => balanceAtGateway(owner)).toBeCloseTo(start + credit, 2);
    const entry = (await historyAtGateway(owner)).find((e) => e.what === 'RECHARGE');
    expect(entry).toMatchObject({ amount: 500, airtime: credit, number: owner.number });
    const ownerPage = await phonePage(lang);
    await owner.signIn(ownerPage, '/profile/history');
    const row = ownerPage.locator('li[data-what="RECHARGE"]');
    await row.first().waitFor();
    expect(amountOf(await row.first().locator('.history-entry-amount').innerText())).toBe(500);
  }, 120_000);
});
