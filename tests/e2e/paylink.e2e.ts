import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { callGateway, createGuestOrder } from './support/gateway-calls';
import { typeCardByKeyboard } from './support/card-entry';

// Paylinks (issue 12 part 6) in Chromium against the sandbox: a link made by the sandbox's dev route is paid by card
// on the one payment machine and the gateway records it; an expired or unknown link lands on the expired page.

const stack = stackForFile();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

interface Link { paylinkId: string; url: string; amount: number; orderRef: string }
async function makeLink(body: Record<string, unknown>): Promise<Link> {
  const res = await callGateway<Link>(stack.gatewayUrl, '/dev/paylinks', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.body.result;
}
const linkState = async (id: string) => (await callGateway<{ paid: boolean; status: string; paymentId?: string }>(stack.gatewayUrl, `/v1/paylinks/${id}`)).body.result;

/** Card entry by keyboard only, and Enter submits. */
async function payByCardWithKeyboard(page: Page) {
  await typeCardByKeyboard(page);
  await page.keyboard.press('Enter');
}

async function openPage(path: string, language: 'en' | 'ur' = 'en') {
  const page = await stack.page();
  // An Urdu customer as a returning one has it: the saved language and the cookie the server sends Urdu by.
  if (language === 'ur') {
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await page.context().addCookies([{ name: 'lang', value: 'ur', url: stack.app.url }]);
  }
  await page.goto(`${stack.app.url}${path}`);
  return page;
}

describe('paylinks in Chromium', () => {
  it('a paylink for an order shows what is paid and its amount, is paid by card by keyboard, and the gateway records the payment', async () => {
    const orderRef = await createGuestOrder(stack.gatewayUrl, { email: `e2e-paylink-${Date.now()}@example.pk`, firstName: 'Ayesha', lastName: 'Khan', idDigit: '3' });
    const link = await makeLink({ orderRef });
    const page = await openPage(new URL(link.url).pathname + new URL(link.url).search);
    await page.getByRole('heading', { level: 1, name: 'Pay with your payment link' }).waitFor();
    const facts = page.locator('.paylink-facts');
    await facts.waitFor();
    expect(await facts.innerText()).toContain(`Order ${orderRef}`);
    expect(await facts.innerText()).toContain(link.paylinkId);
    expect((await facts.innerText()).replace(/,/g, '')).toContain(String(link.amount));
    // Every way to pay is a labelled radio; the card is chosen first.
    expect(await page.getByRole('radio', { name: 'Debit or credit card' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Easypaisa' }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);

    // Pay with nothing typed: each card field says what is wrong; then the card by keyboard only.
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('This field cannot be blank').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Card number' }).getAttribute('aria-invalid')).toBe('true');
    await payByCardWithKeyboard(page);
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL(/\/payment\/direct-payment-success/);
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Thank you. We received' }).innerText()).toContain(`Order ${orderRef}`);
    expect(await axe(page)).toEqual([]);

    const recorded = await linkState(link.paylinkId);
    expect(recorded).toMatchObject({ paid: true, status: 'SUCCESS' });
    const order = await callGateway<{ status: string; paymentStatus: string }>(stack.gatewayUrl, `/v3/orders/${orderRef}`);
    expect(order.body.result).toMatchObject({ status: 'PLACED', paymentStatus: 'SUCCESS' });

    // Opening the paid link again says so and offers no second payment.
    await page.goto(link.url.replace(/^https?:\/\/[^/]+/, stack.app.url));
    await page.getByText('This payment link is already paid.').waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  });

  it('a failed card payment returns to the link with an alert, and the link stays payable', async () => {
    const link = await makeLink({ amount: 1250, description: 'Outstanding bill' });
    const page = await openPage(`/payment/paylink?id=${link.paylinkId}`);
    await page.getByText('Outstanding bill').waitFor();
    await payByCardWithKeyboard(page);
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Fail the payment' }).click();
    await page.waitForURL(/\/payment\/paylink\?/);
    await page.getByRole('alert').filter({ hasText: 'did not go through' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'did not go through' }).count()).toBe(1);
    await page.getByRole('button', { name: /^Pay / }).waitFor();
    expect((await linkState(link.paylinkId)).paid).toBe(false);
    // Paying again is a new attempt: the provider page offers to pay, not the failed payment's "already FAILED".
    await payByCardWithKeyboard(page);
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL(/\/payment\/direct-payment-success/);
    expect((await linkState(link.paylinkId)).paid).toBe(true);
  });

  it('two tabs on one paylink: the second tab to pay is shown the payment received, and the link is charged once', async () => {
    const link = await makeLink({ amount: 1234, description: 'Two tabs' });
    const first = await openPage(`/payment/paylink?id=${link.paylinkId}`);
    const second = await openPage(`/payment/paylink?id=${link.paylinkId}`);
    await second.getByText('Two tabs').waitFor();
    await first.getByText('Two tabs').waitFor();
    await payByCardWithKeyboard(first);
    await first.waitForURL(/\/sandbox\/pay\//);
    await first.getByRole('button', { name: 'Pay (success)' }).click();
    await first.waitForURL(/\/payment\/direct-payment-success/);
    // The second tab still shows the form it loaded before the first paid.
    await payByCardWithKeyboard(second);
    await second.waitForURL(/\/payment\/direct-payment-success/);
    await second.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor();
    const recorded = await linkState(link.paylinkId);
    expect(recorded).toMatchObject({ paid: true, status: 'SUCCESS' });
  });

  it('an expired paylink lands on the expired page', async () => {
    const link = await makeLink({ amount: 500, expiresInMs: -1000 });
    const page = await openPage(`/payment/paylink?id=${link.paylinkId}`);
    await page.waitForURL(/\/payment\/paylink-expired\?reason=expired/);
    await page.getByRole('heading', { level: 1, name: 'This payment link has expired' }).waitFor();
    expect(await page.getByText('nothing has been charged').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
  });

  it.each([
    { name: 'an unknown paylink id', path: '/payment/paylink?id=LINK-0000000000' },
    { name: 'no paylink id at all', path: '/payment/paylink' },
  ])('$name lands on the expired page, which says it was not found', async ({ path }) => {
    const page = await openPage(path);
    await page.waitForURL(/\/payment\/paylink-expired\?reason=unknown/);
    await page.getByRole('heading', { level: 1, name: 'We could not find this payment link' }).waitFor();
    expect(pathOf(page)).toBe('/payment/paylink-expired');
  });

  it('Urdu: the paylink page is right-to-left with Urdu texts, and axe finds nothing', async () => {
    const link = await makeLink({ amount: 990, description: 'Bill' });
    const page = await openPage(`/payment/paylink?id=${link.paylinkId}`, 'ur');
    await page.getByRole('heading', { level: 1, name: 'اپنے ادائیگی لنک سے ادائیگی کریں' }).waitFor();
    await page.locator('.paylink-facts').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    expect(await page.getByRole('radio', { name: 'ڈیبٹ یا کریڈٹ کارڈ' }).isChecked()).toBe(true);
    expect(await axe(page)).toEqual([]);
    const expired = await openPage('/payment/paylink-expired', 'ur');
    expect(await h1(expired).innerText()).toBe('اس ادائیگی لنک کی میعاد ختم ہو گئی ہے');
  });
});
