import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { callGateway } from './support/gateway-calls';

// Plan switch end to end (issue 9 part 4) as a signed-in customer with an activated line (Monthly Prepaid,
// Rs 1,499), through the real screens against the sandbox gateway.

const stack = stackForFile();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function switches(c: CustomerWithLine) {
  const res = await c.gateway.call('GET_SERVICE_REQUESTS', { query: { type: 'PLAN_SWITCH' }, token: c.token });
  expect(res.status).toBe(200);
  return res.body.result as Array<{ requestId: string; status: string; number: string; payload: Record<string, unknown>; paymentRequired: boolean; totalCharges: number }>;
}
const planOf = async (c: CustomerWithLine) => (await c.gateway.call('GET_LINE', { params: { number: c.number }, token: c.token })).body.result.planId as string;

/** Counts the browser's writes to one gateway path (a double click must make one). */
function countPosts(page: Page, path: string) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.n += 1;
  });
  return seen;
}

/** Step 1: the plans of the line, its current plan marked; a filter narrows them; choose `name`. */
async function choosePlan(page: Page, filter: string, name: string) {
  await heading(page, 'Switch your plan');
  const current = page.locator('.plan-card-current');
  await current.waitFor();
  expect(await current.getByRole('heading', { name: 'Monthly Prepaid' }).count()).toBe(1);
  expect(await current.innerText()).toContain('Your current plan');
  expect(await current.getByRole('button').count()).toBe(0);
  // The SPEC §1 filter labels, by keyboard.
  for (const label of ['All', 'Special Plans', 'Group Plans', 'Annual Plans', 'Semi-Annual Plans', 'Monthly Plans', 'Weekly Plans']) {
    expect(await page.getByRole('radio', { name: label, exact: true }).count()).toBe(1);
  }
  expect(await page.locator('.plan-list > li').count()).toBe(6);
  await page.getByRole('radio', { name: filter, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => page.locator('.plan-list > li').count()).toBe(1);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: `Choose ${name}` }).click();
}

async function payByCard(page: Page) {
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4111111111111111');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Ayesha Khan');
  await page.getByRole('button', { name: /^Pay Rs/ }).dblclick();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay (success)' }).click();
}

describe('plan switch in Chromium', () => {
  it('from the hub: a dearer plan, its details, the summary with the difference, paid by card → done, on the status page and in the gateway; double clicks made one request and one payment', async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/service-request');
    const creates = countPosts(page, '/v1/plan-switch');
    const payments = countPosts(page, '/v1/payment_request');
    const entry = page.locator('[data-entry="PLAN_SWITCH"][data-eligibility="eligible"]');
    await entry.getByRole('link', { name: 'Switch plan: start' }).click();
    await page.waitForURL((u) => u.pathname === '/manage/plan-switch/plans');
    await choosePlan(page, 'Group Plans', 'Group Prepaid');

    await heading(page, 'Plan details');
    expect(pathOf(page)).toBe('/manage/plan-switch/plan-details');
    // The plan's facts arrive after the heading: wait for each, as the customer would.
    for (const fact of ['Group Prepaid', '60 GB', 'As soon as you pay']) await page.locator('main').getByText(fact).first().waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Review your plan switch');
    const table = page.getByRole('table', { name: 'What changes' });
    await table.getByRole('row', { name: /Plan Monthly Prepaid Group Prepaid/ }).waitFor();
    expect(await table.getByRole('row', { name: /Plan Monthly Prepaid Group Prepaid/ }).count()).toBe(1);
    await page.getByTestId('ps-charge-now').filter({ hasText: /1,000/ }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).dblclick();

    await heading(page, 'Pay for your plan switch');
    expect(pathOf(page)).toBe('/manage/payment');
    expect(await axe(page)).toEqual([]);
    // Back says where it goes: the summary (the method is chosen on this page).
    await page.getByRole('button', { name: 'Back to the summary' }).click();
    await heading(page, 'Review your plan switch');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await heading(page, 'Pay for your plan switch');
    await payByCard(page);
    await page.waitForURL('**/manage/payment-success**');
    await heading(page, 'Your payment went through');
    expect(creates.n).toBe(1);
    expect(payments.n).toBe(1);

    const list = await switches(c);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: c.number, status: 'COMPLETED', paymentRequired: true, totalCharges: 1000 });
    expect(list[0]!.payload).toMatchObject({ planId: 'plan-prepaid-group', fromPlanId: 'plan-prepaid-monthly', paymentStatus: 'SUCCESS' });
    expect(await planOf(c)).toBe('plan-prepaid-group');

    await page.getByRole('link', { name: 'See the request status' }).click();
    await page.waitForURL(`**/manage/service-request-status?requestId=${list[0]!.requestId}&request=new`);
    const shown = page.locator(`[data-request-id="${list[0]!.requestId}"]`);
    await shown.waitFor();
    expect(await shown.getAttribute('data-status')).toBe('COMPLETED');
    const text = await shown.innerText();
    expect(text).toContain('Plan switch');
    expect(text).toContain('Group Prepaid');
    expect(text).toContain('Your line is on its new plan.');
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  it('a cheaper plan is free and waits for the renewal; a deep link lands on the furthest step; confirmed once, then cancelled from the status page', async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage(`/manage/plan-switch/plans?number=${c.number}`);
    const creates = countPosts(page, '/v1/plan-switch');
    await choosePlan(page, 'Weekly Plans', 'Weekly Prepaid');
    await heading(page, 'Plan details');
    await page.locator('main').getByText(/At your next renewal, on \w+/).waitFor();

    // A deep link past the furthest step reached lands on it.
    await page.goto(`${stack.app.url}/manage/payment`);
    await heading(page, 'Plan details');
    expect(pathOf(page)).toBe('/manage/plan-switch/plan-details');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Review your plan switch');
    await page.locator('main').getByText('Nothing to pay now.').waitFor();
    await page.getByRole('button', { name: 'Confirm switch' }).dblclick();
    await page.waitForURL('**/manage/service-request-status?request=new');
    const list = await switches(c);
    expect(creates.n).toBe(1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'SUBMITTED', paymentRequired: false, totalCharges: 0, payload: { planId: 'plan-prepaid-weekly', takesEffect: 'NEXT_RENEWAL' } });
    const shown = page.locator(`[data-request-id="${list[0]!.requestId}"]`);
    await shown.waitFor();
    expect(await page.getByTestId('request-received').count()).toBe(1);
    expect(await shown.innerText()).toMatch(/Your new plan starts on \w+/);
    expect(await axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cancel this request' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).dblclick();
    await page.locator(`[data-request-id="${list[0]!.requestId}"][data-status="CANCELLED"]`).waitFor();
    expect(await page.locator('main').innerText()).toContain('You cancelled the switch: your plan stays as it was.');
    expect((await switches(c))[0]!.status).toBe('CANCELLED');
    expect(await planOf(c)).toBe('plan-prepaid-monthly');
    await page.context().close();
  });

  it('a suspended line is told why in plain words, in English and Urdu, and is offered no plan', async () => {
    const c = await customerWithLine(stack);
    const set = await callGateway(stack.gatewayUrl, '/dev/lines/status', { method: 'POST', body: JSON.stringify({ number: c.number, status: 'Suspend' }) });
    expect(set.status).toBe(200);
    const page = await c.signedInPage(`/manage/plan-switch/plans?number=${c.number}`);
    await heading(page, 'Switch your plan');
    const alert = page.getByRole('alert').filter({ hasText: 'This number cannot switch plan right now.' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Your line is suspended.');
    expect(await alert.innerText()).toContain('Call 111 to lift the suspension, then try again.');
    expect(await page.locator('.plan-list').count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('language', 'ur'));
    await page.reload();
    await heading(page, 'اپنا پلان بدلیں');
    await page.getByText('یہ نمبر ابھی پلان نہیں بدل سکتا۔').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });
});
