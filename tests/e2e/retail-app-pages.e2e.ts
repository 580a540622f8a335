import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { callGateway, createGuestOrder } from './support/gateway-calls';
import { purchaseStepOf } from './support/purchase-steps';

// Retail and app pages (issue 12 part 7) in Chromium against the sandbox: retail onboarding with a known and an
// unknown store id, the wallet's return (/easy-paisa-callback), phone settings and the eSIM barcode page.

const stack = stackForFile();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const gw = <T>(path: string, init?: RequestInit) => callGateway<T>(stack.gatewayUrl, path, init);

async function openPage(path: string, options: { language?: 'ur'; token?: string } = {}) {
  const page = await stack.page();
  if (options.language) await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  if (options.token) await page.addInitScript((t) => localStorage.setItem('auth:accessToken', t), options.token);
  await page.goto(`${stack.app.url}${path}`);
  return page;
}

/** Opens the purchase at its address step as the earlier steps leave it (the "journey changed" shape). */
async function openAddressStep(page: Page) {
  const address = purchaseStepOf('addressDetails');
  await page.evaluate((furthestStep) => {
    const data = { planId: 'plan-prepaid-monthly', numberType: 'NEW', simType: 'physical_sim', email: 'ayesha@example.pk' };
    sessionStorage.setItem('journey:onboarding', JSON.stringify({ journeyId: 'onboarding', fingerprint: 'from-earlier-steps', kind: 'wizard', snapshot: { context: { data } }, furthestStep }));
  }, address.name);
  await page.goto(`${stack.app.url}${address.path}`);
  await h1(page, 'Address details');
  await page.getByRole('radio', { name: 'Home delivery' }).waitFor();
}

/** A guest order paid (or not) by wallet: the sandbox stands in for the wallet app. */
async function walletPaidOrder(outcome: 'success' | 'failure') {
  const orderRef = await createGuestOrder(stack.gatewayUrl, { email: `e2e-wallet-${outcome}-${Date.now()}@example.pk`, firstName: 'Ali', lastName: 'Raza', idDigit: outcome === 'success' ? '5' : '6' });
  const started = await gw<{ paymentId: string }>('/v1/payment_request', { method: 'POST', body: JSON.stringify({ orderRef, paymentMethod: 'EASYPAISA', walletNumber: '03001234567' }) });
  expect(started.status).toBe(200);
  const settled = await fetch(`${stack.gatewayUrl}/sandbox/pay/${started.body.result.paymentId}/${outcome}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(settled.status).toBe(303);
  return { orderRef, txn: started.body.result.paymentId };
}

describe('retail onboarding', () => {
  it('a known store is checked, shown and carried into the purchase: the address step offers collection in that store', async () => {
    const page = await openPage('/retail-onboarding?storeId=ST-LHR-01');
    await h1(page, 'Welcome to our store');
    await page.getByText('You are buying at Lahore Flagship, Lahore.').waitFor();
    // Not signed in: the pick-up point needs a sign-in that returns here.
    const signIn = page.getByRole('link', { name: 'Sign in to see your pick-up point' });
    expect(await signIn.getAttribute('href')).toBe(`/web/login?redirect=${encodeURIComponent('/retail-onboarding?storeId=ST-LHR-01')}`);
    expect(await axe(page)).toEqual([]);
    const start = page.getByRole('button', { name: 'Start your purchase' });
    await start.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/web/pre-checkout');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('retail:store') ?? 'null'))).toMatchObject({ storeId: 'ST-LHR-01', name: 'Lahore Flagship' });
    await openAddressStep(page);
    expect(await page.getByRole('radio', { name: 'Collect in this store' }).count()).toBe(1);
  });

  it('signed in, the store page shows the self-pickup address near the store', async () => {
    const token = await stack.signUp();
    const page = await openPage('/retail-onboarding?storeId=ST-KHI-01', { token });
    await page.getByRole('heading', { level: 2, name: 'Your pick-up point' }).waitFor();
    await page.getByText('Dolmen Mall Clifton pick-up point').waitFor();
    expect(await page.locator('.retail-pickup').innerText()).toContain('Block 4, Clifton');
    expect(await axe(page)).toEqual([]);
  });

  it.each([
    { name: 'an unknown store id', path: '/retail-onboarding?storeId=ST-NOPE-99', message: 'We could not find the store "ST-NOPE-99".' },
    { name: 'a closed store', path: '/retail-onboarding?storeId=ST-PEW-01', message: 'We could not find the store "ST-PEW-01".' },
    { name: 'no store id', path: '/retail-onboarding', message: 'This page needs a store id.' },
  ])('$name shows a message and the normal web purchase (no retail channel)', async ({ path, message }) => {
    const page = await openPage(path);
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Buy online instead' }).click();
    await page.waitForURL('**/web/pre-checkout');
    expect(await page.evaluate(() => sessionStorage.getItem('retail:store'))).toBeNull();
    await openAddressStep(page);
    expect(await page.getByRole('radio', { name: 'Collect in this store' }).count()).toBe(0);
  });

  it('Urdu: the store page is right-to-left with Urdu texts', async () => {
    const page = await openPage('/retail-onboarding?storeId=ST-LHR-01', { language: 'ur' });
    await h1(page, 'ہمارے اسٹور میں خوش آمدید');
    await page.getByRole('button', { name: 'اپنی خریداری شروع کریں' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ur', 'rtl']);
    expect(await axe(page)).toEqual([]);
  });
});

describe('the wallet return (/easy-paisa-callback)', () => {
  it('a paid order: the status is checked, then the success page', async () => {
    const { orderRef, txn } = await walletPaidOrder('success');
    const page = await openPage(`/easy-paisa-callback?order_ref=${orderRef}&txn_id=${txn}`);
    await page.waitForURL('**/web/payment-success?**');
    await h1(page, 'Thank you! Your order is placed.');
    expect(new URL(page.url()).searchParams.get('order_ref')).toBe(orderRef);
  });

  it('a failed payment: the status is checked, then the failed page', async () => {
    const { orderRef } = await walletPaidOrder('failure');
    // Only the order reference: the order's payment status decides.
    const page = await openPage(`/easy-paisa-callback?orderRef=${orderRef}`);
    await page.waitForURL('**/web/payment-failed?**');
    expect(pathOf(page)).toBe('/web/payment-failed');
    await h1(page, 'Your payment did not go through');
    // No purchase saved in this tab: "Try the payment again" pays the order by card on the payment machine.
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL('**/web/payment-success?**');
    await h1(page, 'Thank you! Your order is placed.');
  });

  it('no reference: a clear message and the way to the order list; Urdu too', async () => {
    const page = await openPage('/easy-paisa-callback');
    await page.getByRole('alert').filter({ hasText: 'opened without a payment we know' }).waitFor();
    expect(await axe(page)).toEqual([]);
    const ur = await openPage('/easy-paisa-callback', { language: 'ur' });
    await h1(ur, 'آپ کی والیٹ ادائیگی چیک ہو رہی ہے');
    await ur.getByRole('link', { name: 'میرے آرڈرز دیکھیں' }).waitFor();
  });
});

describe('app pages', () => {
  it('/phonesettings shows the APN values and eSIM steps for the phone chosen, by keyboard, in English and Urdu', async () => {
    const page = await openPage('/phonesettings');
    await h1(page, 'Phone settings');
    await page.getByRole('heading', { level: 2, name: 'Mobile data (APN) settings' }).waitFor();
    expect(await page.locator('.phone-settings dl').innerText()).toContain('internet');
    // A browser that is no iPhone's starts on Android's steps (most customers' phones), and the customer can switch.
    const android = page.getByRole('radio', { name: 'Android' });
    expect(await android.isChecked()).toBe(true);
    await page.getByText(/Download a SIM instead/).waitFor();
    await android.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByRole('radio', { name: 'iPhone' }).isChecked()).toBe(true);
    await page.getByText(/Settings → Mobile Service → Add eSIM/).waitFor();
    expect(await axe(page)).toEqual([]);
    const ur = await openPage('/phonesettings', { language: 'ur' });
    await h1(ur, 'فون کی سیٹنگز');
    expect(await ur.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await axe(ur)).toEqual([]);
  });

  it('/loadBarcode shows a paid eSIM order its QR code, and says why when there is none', async () => {
    const device = `e2e-barcode-${Date.now()}`;
    const numbers = (await gw<Array<{ number: string }>>('/v4/numbers?category=free&limit=40')).body.result;
    let selectedNumber = '';
    for (const n of numbers.reverse()) {
      if ((await gw(`/v4/numbers/${n.number}/lock`, { headers: { 'device-id': device } })).status === 200) {
        selectedNumber = n.number;
        break;
      }
    }
    const order = await gw<{ orderRef: string }>('/v3/orders', {
      method: 'POST',
      headers: { 'device-id': device, 'idempotency-key': `key-${device}` },
      body: JSON.stringify({
        planId: 'plan-prepaid-monthly', numberType: 'NEW', simType: 'esim', selectedNumber, email: `${device}@example.pk`, channel: 'web', documentType: 'CNIC',
        documentId: `35202${Date.now() % 1e8}`.padEnd(13, '7'), personalDetails: { firstName: 'Sara', lastName: 'Ali', contactNumber: '923001112233' },
      }),
    });
    expect(order.status).toBe(200);
    const orderRef = order.body.result.orderRef;
    const before = await openPage(`/loadBarcode?order_ref=${orderRef}`);
    await before.getByText(`The eSIM for order ${orderRef} is not ready yet.`, { exact: false }).waitFor();
    const started = await gw<{ paymentId: string }>('/v1/payment_request', { method: 'POST', body: JSON.stringify({ orderRef, paymentMethod: 'CARD' }) });
    await fetch(`${stack.gatewayUrl}/sandbox/pay/${started.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const page = await openPage(`/loadBarcode?order_ref=${orderRef}`);
    await h1(page, 'Your eSIM QR code');
    await page.getByRole('img', { name: 'QR code of your eSIM activation' }).waitFor();
    expect(await axe(page)).toEqual([]);
    const none = await openPage('/loadBarcode');
    await none.getByRole('alert').filter({ hasText: 'Open this page from your order' }).waitFor();
    const ur = await openPage(`/loadBarcode?order_ref=${orderRef}`, { language: 'ur' });
    await h1(ur, 'آپ کا ای سم QR کوڈ');
    expect(await axe(ur)).toEqual([]);
  });
});
