import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { placesOfKnownCode } from './support/address-form';

// Reschedule delivery end to end (issue 9 part 7) as a signed-in customer whose paid physical SIM is on its way
// (not activated), through the real screens against the sandbox gateway.

const stack = stackForFile();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const SHOTS = process.env.RESCHEDULE_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function tracking(c: CustomerWithLine) {
  const res = await c.gateway.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token });
  expect(res.status).toBe(200);
  return res.body.result as {
    slotId: string; status: string; contact: Record<string, string>; deliveryAddress: Record<string, string>;
    reschedules: Array<{ rescheduleId: string; slotId: string; fee: number; paid: boolean }>;
  };
}

/** Counts the reschedule requests the page sends. */
function countReschedules(page: Page) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/v2\/shipments\/reschedule$/.test(new URL(r.url()).pathname)) seen.n += 1;
  });
  return seen;
}

/** Step 1: the only order is preselected; Continue without a slot says so; the second free slot is taken. */
async function chooseSlot(page: Page, c: CustomerWithLine): Promise<string> {
  await heading(page, 'Reschedule your SIM delivery');
  expect(await page.getByRole('radio', { name: new RegExp(`Order ${c.orderRef}`) }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: '12:00–15:00' }).first().waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('alert').filter({ hasText: 'Choose a new delivery slot.' }).waitFor();
  expect(await axe(page)).toEqual([]);
  // Keyboard only: the slot radios are reached and chosen without a mouse.
  const slot = page.getByRole('radio', { name: '15:00–18:00' }).nth(1);
  await slot.focus();
  await page.keyboard.press('Space');
  expect(await slot.isChecked()).toBe(true);
  const value = await slot.getAttribute('value');
  await shot(page, 'step1-en-1280');
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  return value ?? '';
}

async function personal(page: Page) {
  await heading(page, 'Personal details');
  expect(pathOf(page)).toBe('/reschedule_delivery/personal-details');
  // The receiver starts as the buyer of the order.
  expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ayesha');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Malik');
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').selectOption('15');
  await dob.getByLabel('Month').selectOption('06');
  await dob.getByLabel('Year').selectOption('1990');
  await page.getByRole('textbox', { name: 'Contact number' }).fill('3331234567');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
}

async function address(page: Page) {
  await heading(page, 'Address details');
  expect(pathOf(page)).toBe('/reschedule_delivery/address-details');
  // The slot was chosen on the first step: no second slot choice here.
  expect(await page.getByRole('group', { name: /Delivery slot/ }).count()).toBe(0);
  // The order's postal code is known: its province, city and area are read back, not asked (issue 46).
  await placesOfKnownCode(page);
  await page.getByRole('textbox', { name: 'Address line 1' }).first().fill('7 Jail Road');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('Reschedule delivery in Chromium', () => {
  it('from the order list: slot, receiver and address on the purchase forms, review, a failed Confirm kept, a double click sent once → the new slot in the gateway and on the page', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await c.signedInPage('/orderlist');
    const sent = countReschedules(page);
    await page.getByRole('link', { name: 'Reschedule delivery' }).click();
    await page.waitForURL('**/reschedule_delivery/sim_only**');
    const slotId = await chooseSlot(page, c);
    await personal(page);
    await address(page);

    await heading(page, 'Review your new delivery');
    expect(pathOf(page)).toBe('/reschedule_delivery/review_detail');
    await page.getByText('Sana Malik').waitFor();
    await page.getByText(/7 Jail Road, Gulberg, Lahore, Punjab, 54000/).waitFor();
    await page.getByText('Free', { exact: true }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'review-en-1280');

    // The gateway fails once: the message says so and every choice stays.
    let failOnce = true;
    await page.route('**/v2/shipments/reschedule', async (route) => {
      if (!failOnce) return route.continue();
      failOnce = false;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, code: 'UNAVAILABLE', description: 'down' }) });
    });
    await page.getByRole('button', { name: 'Confirm new delivery' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not reschedule your delivery. Your choices are kept.' }).waitFor();
    await page.getByText('Sana Malik').waitFor();
    expect((await tracking(c)).reschedules).toEqual([]);

    await page.getByRole('button', { name: 'Confirm new delivery' }).dblclick();
    await page.waitForURL('**/reschedule/payment-success**');
    await heading(page, 'Your delivery is rescheduled');
    await page.getByText(new RegExp(`Your SIM for order ${c.orderRef} now arrives on .*15:00.*18:00`)).waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'success-en-1280');
    expect(sent.n).toBe(2); // the failed attempt and one for the double click

    const t = await tracking(c);
    expect(t).toMatchObject({ slotId, status: 'RESCHEDULED', contact: { firstName: 'Sana', lastName: 'Malik', contactNumber: '923331234567' } });
    expect(t.deliveryAddress).toMatchObject({ province: 'Punjab', area: 'Gulberg', addressLine1: '7 Jail Road' });
    expect(t.reschedules).toHaveLength(1);
    expect(t.reschedules[0]).toMatchObject({ slotId, fee: 0, paid: true });

    // Back on the order, the customer sees the delivery as rescheduled.
    await page.getByRole('link', { name: 'Back to your order' }).click();
    await page.waitForURL('**/manage/order**');
    await page.getByText(/rescheduled/i).first().waitFor();
    await page.context().close();
  });

  it('a second reschedule costs the fee: paid by card on the one payment machine, the slot moves only once paid', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const slots = (await c.gateway.call('GET_SLOTS', { query: { days: 3 } })).body.result as Array<{ id: string }>;
    const shipmentRef = (await c.gateway.call('GET_SHIPMENT_TRACKING', { params: { orderReference: c.orderRef }, token: c.token })).body.result.shipmentRef;
    const first = await c.gateway.call('RESCHEDULE_SHIPMENT_V2', { body: { shipmentRef, slotId: slots[0]!.id }, token: c.token });
    expect(first.body.result.fee).toBe(0);

    const page = await c.signedInPage(`/manage/order?order_ref=${c.orderRef}`);
    await page.getByRole('link', { name: 'Reschedule delivery' }).click();
    await heading(page, 'Reschedule your SIM delivery');
    await page.getByText(/Rescheduling this delivery again costs Rs/).waitFor();
    await page.getByRole('radio', { name: '12:00–15:00' }).nth(2).check();
    const slotId = await page.getByRole('radio', { name: '12:00–15:00' }).nth(2).getAttribute('value');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Personal details');
    const dob = page.getByRole('group', { name: 'Date of birth' });
    await dob.getByLabel('Day').selectOption('01');
    await dob.getByLabel('Month').selectOption('01');
    await dob.getByLabel('Year').selectOption('1985');
    await page.getByRole('button', { name: 'Next' }).click();
    await address(page);
    await heading(page, 'Review your new delivery');
    await page.getByRole('button', { name: 'Confirm new delivery' }).click();

    await heading(page, 'Pay the reschedule fee');
    expect(pathOf(page)).toBe('/reschedule/payment');
    expect(await axe(page)).toEqual([]);
    expect((await tracking(c)).slotId).toBe(slots[0]!.id);
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4111111111111111');
    await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
    await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ayesha Khan');
    await page.getByRole('button', { name: /^Pay Rs/ }).dblclick();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL('**/reschedule/payment-success**');
    await heading(page, 'Your delivery is rescheduled');
    const t = await tracking(c);
    expect(t.slotId).toBe(slotId);
    expect(t.reschedules.map((r) => [r.fee, r.paid])).toEqual([[0, true], [200, true]]);
    await page.context().close();
  });

  it('a deep link into the middle lands on the furthest step reached; an activated SIM offers no reschedule', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await c.signedInPage('/reschedule/payment');
    await page.waitForURL('**/reschedule_delivery/sim_only');
    await heading(page, 'Reschedule your SIM delivery');
    await page.getByRole('radio', { name: '09:00–12:00' }).first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Personal details');
    await page.goto(`${stack.app.url}/reschedule_delivery/review_detail`);
    await page.waitForURL('**/reschedule_delivery/personal-details');
    await heading(page, 'Personal details');
    await page.context().close();

    const done = await customerWithLine(stack);
    const other = await done.signedInPage('/reschedule_delivery/sim_only');
    await other.getByText(/None of your orders has a SIM on its way/).waitFor();
    await other.context().close();
  });

  it('in Urdu, right to left, at 390 px: the first step and the review read in Urdu and stay axe clean', async () => {
    const c = await customerWithLine(stack, { activate: false });
    const page = await stack.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await c.signIn(page, '/reschedule_delivery/sim_only');
    await heading(page, 'اپنی سم کی ترسیل کا نیا وقت طے کریں');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    await page.getByRole('radio', { name: '09:00–12:00' }).first().check();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'step1-ur-390');
    await page.getByRole('button', { name: 'جاری رکھیں' }).click();
    await page.locator('#personal-next').waitFor();
    const dob = page.locator('fieldset').filter({ has: page.locator('select') }).first();
    await dob.locator('select').nth(0).selectOption('15');
    await dob.locator('select').nth(1).selectOption('06');
    await dob.locator('select').nth(2).selectOption('1990');
    await shot(page, 'personal-ur-390');
    await page.locator('#personal-next').click();
    await page.locator('#address-next').waitFor();
    // The order's postal code is known: its places are read back in Urdu's page, not asked (issue 46).
    await expect.poll(() => page.locator('[data-testid$="-postal-status"]').first().getAttribute('data-state')).toBe('read-back');
    expect(await page.locator('input[id$="province"]').count()).toBe(0);
    await shot(page, 'address-ur-390');
    await page.locator('#address-next').click();
    await heading(page, 'اپنی نئی ترسیل کا جائزہ لیں');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'review-ur-390');
    await page.context().close();
  });
});
