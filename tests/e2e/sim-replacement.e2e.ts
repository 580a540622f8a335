import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, stackForFile } from './support/harness';
import { fillCnicEkyc } from './support/ekyc-form';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { randomCnic } from '../gateway/order-fixtures';

// SIM replacement end to end (issue 9 part 3) as a signed-in customer with an activated line, through the real
// screens against the sandbox gateway: eSIM (delivery and payment skipped) and physical SIM paid by card.

const stack = stackForFile();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const axeSource = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string }> }> } };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

async function requests(c: CustomerWithLine) {
  const res = await c.gateway.call('GET_SERVICE_REQUESTS', { query: { type: 'SIM_REPLACEMENT' }, token: c.token });
  expect(res.status).toBe(200);
  return res.body.result as Array<{ requestId: string; status: string; number: string; payload: Record<string, unknown>; paymentRequired: boolean; totalCharges: number }>;
}

/** The status page shows the gateway's request: its reference, type and number, in the gateway's status. */
async function shownOnStatusPage(page: Page, requestId: string, status: string) {
  const shown = page.locator(`[data-request-id="${requestId}"]`);
  await shown.waitFor();
  expect(await shown.getAttribute('data-status')).toBe(status);
  const text = await shown.innerText();
  expect(text).toContain(requestId);
  expect(text).toContain('SIM replacement');
  expect(await page.getByTestId('request-received').count()).toBe(1);
  expect(await axe(page)).toEqual([]);
}

/** Step 1 as a customer fills it; Continue is double-clicked (one request must reach the gateway). */
async function orderRequest(page: Page, simType: 'eSIM' | 'Physical SIM', reason: string) {
  await heading(page, 'Replace your SIM');
  // Continue with nothing chosen names each missing answer.
  await page.getByRole('button', { name: 'Continue' }).click();
  // The messages are drawn in the frame after the tap's own (issue 47): wait for them, then count.
  await page.getByText('Tick this box to continue.').waitFor();
  expect(await page.getByText('Choose one.').count()).toBe(2);
  expect(await page.getByText('Tick this box to continue.').count()).toBe(1);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('radio', { name: reason }).check();
  await page.getByRole('radio', { name: new RegExp(`^${simType}`) }).check();
  await page.getByLabel('Temporary contact number (optional)').fill('0300 1234567');
  await page.getByRole('checkbox', { name: /I agree that my current SIM stops working/ }).check();
  await page.getByRole('button', { name: 'Continue' }).dblclick();
}

async function kyc(page: Page) {
  await heading(page, 'Identity validation');
  expect(pathOf(page)).toBe('/manage/sim-replacement-kyc');
  await fillCnicEkyc(page, { cnic: randomCnic(), contactNumber: '3001234567', knownContact: '+92 300 1234567' });
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('SIM replacement in Chromium', () => {
  it('eSIM: order request → KYC → summary (delivery and payment skipped) → the request on its status page and in the gateway; a double click made one request', async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/sim-replacement-order-request');
    await orderRequest(page, 'eSIM', 'I want an eSIM instead');
    await kyc(page);
    await heading(page, 'Review your SIM replacement');
    expect(pathOf(page)).toBe('/manage/sim-replacement-order-summary');
    await page.getByText('No delivery: the eSIM is sent by email').waitFor();
    await page.getByText('Nothing to pay.').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm request' }).dblclick();
    await page.waitForURL('**/manage/service-request-status?request=new');

    const list = await requests(c);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: c.number, status: 'SUBMITTED', paymentRequired: false, totalCharges: 0 });
    expect(list[0]!.payload).toMatchObject({ simType: 'esim', reason: 'UPGRADE_TO_ESIM', agreeTerms: true, temporaryContactNumber: '03001234567', kycStatus: 'SUBMITTED' });
    expect(list[0]!.payload).not.toHaveProperty('deliveryAddress');
    // The status page shows that very request, as received.
    await shownOnStatusPage(page, list[0]!.requestId, 'SUBMITTED');
    await page.context().close();
  });

  it('physical SIM: delivery details, summary with the fee, a card payment on the sandbox page → the shared result page, request paid and in progress', async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/sim-replacement-order-request');
    await orderRequest(page, 'Physical SIM', 'It is damaged');
    await kyc(page);
    await heading(page, 'Delivery details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter this.').first().waitFor();
    await page.getByLabel('Address', { exact: true }).fill('House 1, Street 2, Gulberg');
    await page.getByLabel('City', { exact: true }).fill('Lahore');
    await page.getByLabel('Province').fill('Punjab');
    await page.getByLabel('Postal code').fill('5400');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter 5 digits, for example 54000.').waitFor();
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Lahore');
    await page.getByLabel('Postal code').fill('54000');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Review your SIM replacement');
    await page.getByText('Payment is needed before we send your new SIM.').waitFor();
    await page.getByText(/Lahore, Punjab, 54000/).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await heading(page, 'Pay for your SIM replacement');
    expect(pathOf(page)).toBe('/manage/sim-replacement-order-payment');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4111111111111111');
    await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
    await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ayesha Khan');
    await page.getByRole('button', { name: /^Pay Rs/ }).dblclick();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL('**/manage/payment-success**');
    await heading(page, 'Your payment went through');
    expect(await axe(page)).toEqual([]);

    const list = await requests(c);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: c.number, status: 'IN_PROGRESS', paymentRequired: true, totalCharges: 500 });
    expect(list[0]!.payload).toMatchObject({ simType: 'physical_sim', reason: 'DAMAGED', paymentStatus: 'SUCCESS', deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: { city: 'Lahore', postalCode: '54000' }, kycStatus: 'SUBMITTED' });
    await page.getByRole('link', { name: 'See the request status' }).click();
    await page.waitForURL(`**/manage/service-request-status?requestId=${list[0]!.requestId}&request=new`);
    await shownOnStatusPage(page, list[0]!.requestId, 'IN_PROGRESS');
    await page.context().close();
  });

  it('a deep link into the middle of the journey lands on the furthest step reached', async () => {
    const c = await customerWithLine(stack);
    const page = await c.signedInPage('/manage/sim-replacement-order-payment');
    await heading(page, 'Replace your SIM');
    expect(pathOf(page)).toBe('/manage/sim-replacement-order-request');
    await page.context().close();
  });
});
