import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { axe } from './support/axe';
import { idemKey, orderBody } from '../gateway/order-fixtures';

// Issue 31: the account lists read their first page from the gateway and offer "Show more" for the next one
// (labelled, keyboard reachable, English and Urdu); the rest is paged by the gateway (tests/gateway/list-paging.test.ts).
const stack = stackForFile();
const SLOW = { timeout: 30_000 };
const PAGE = 20;

/** `n` requests the customer made and cancelled (a termination each), as they would over the years. */
async function pastRequests(c: CustomerWithLine, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const made = await c.gateway.call('TERMINATE_NUMBER', { body: { number: c.number, reasonId: 'OTHER' }, token: c.token });
    expect(made.status).toBe(200);
    expect((await c.gateway.call('CANCEL_TERMINATION', { body: { requestId: made.body.result.requestId }, token: c.token })).status).toBe(200);
  }
}

/** `n` more orders of the customer, left unpaid. */
async function moreOrders(c: CustomerWithLine, n: number): Promise<void> {
  const numbers = (await c.gateway.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } })).body.result as Array<{ number: string }>;
  let made = 0;
  for (const { number } of numbers) {
    if (made === n) return;
    if ((await c.gateway.call('LOCK_NUMBER', { params: { selectedNumber: number }, token: c.token })).status !== 200) continue;
    const order = await c.gateway.call('CREATE_ORDER', { body: orderBody({ selectedNumber: number, email: c.email }), token: c.token, headers: { 'idempotency-key': idemKey() } });
    expect(order.status).toBe(200);
    made++;
  }
  expect(made).toBe(n);
}

/** Presses "Show more" from the keyboard: focus on the button, then Enter. */
async function showMoreByKeyboard(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('button', { name });
  await button.focus();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(name);
  await page.keyboard.press('Enter');
}

describe('account lists page by page', () => {
  it('past service requests: the first 20, then "Show more" by keyboard adds the 21st, says so and keeps the focus on the list', async () => {
    const c = await customerWithLine(stack);
    await pastRequests(c, PAGE + 1);
    const page = await c.signedInPage('/manage/past-service-requests');
    const items = page.locator('[data-request-id]');
    await expect.poll(() => items.count(), SLOW).toBe(PAGE);
    const more = page.getByTestId('show-more');
    expect(await more.getByRole('status').innerText()).toBe('20 shown');
    expect(await axe(page)).toEqual([]);
    await showMoreByKeyboard(page, 'Show more');
    await expect.poll(() => items.count(), SLOW).toBe(PAGE + 1);
    expect(await more.getByRole('status').innerText()).toBe('21 shown');
    // The last page came: the button is gone and the focus is on the count, not lost to the page.
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-request-id')));
    expect(new Set(ids).size).toBe(PAGE + 1);
  }, 120_000);

  it('the same list in Urdu: right to left, the button and the count in Urdu', async () => {
    const c = await customerWithLine(stack);
    await pastRequests(c, PAGE + 1);
    const page = await stack.page();
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await c.signIn(page, '/manage/past-service-requests');
    await expect.poll(() => page.locator('[data-request-id]').count(), SLOW).toBe(PAGE);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const button = page.getByRole('button', { name: 'مزید دکھائیں' });
    expect(await button.count()).toBe(1);
    expect(await page.getByTestId('show-more').getByRole('status').innerText()).not.toMatch(/[A-Za-z]/);
    await button.click();
    await expect.poll(() => page.locator('[data-request-id]').count(), SLOW).toBe(PAGE + 1);
  }, 120_000);

  it('/orderlist: 20 orders with "Show more", then all 21 in the gateway\'s order', async () => {
    const c = await customerWithLine(stack);
    await moreOrders(c, PAGE);
    const page = await c.signedInPage('/orderlist');
    const cards = page.locator('article.account-order');
    await expect.poll(() => cards.count(), SLOW).toBe(PAGE);
    expect(await axe(page)).toEqual([]);
    await showMoreByKeyboard(page, 'Show more');
    await expect.poll(() => cards.count(), SLOW).toBe(PAGE + 1);
    // The paid order (finished groups come after the unfinished ones) is the last one.
    expect(await cards.last().innerText()).toContain(c.orderRef);
  }, 120_000);
});
