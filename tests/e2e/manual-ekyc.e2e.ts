import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { callGateway, createGuestOrder } from './support/gateway-calls';
import { JPEG, PNG } from './support/images';
import { EXPIRY_YEAR, fillCnicEkyc } from './support/ekyc-form';
import { customerWithLine } from './support/customer-with-line';
import { pathAfter, purchaseStepOf } from './support/purchase-steps';

const stack = stackForFile();

const ELIGIBLE_NOTE = 'This document can be used for a new number or to bring your number.';

const gateway = <T = unknown>(path: string, init: RequestInit = {}) => callGateway<T>(stack.gatewayUrl, path, init);

/** A stored submission as the gateway's dev listing shows it (GET /dev/kyc-submissions). */
interface StoredSubmission {
  submissionId: string;
  orderRef: string;
  files: Array<{ field: string; name: string; type: string; size: number }>;
  kycData: unknown;
}
const storedSubmissions = async (orderRef: string) => (await gateway<StoredSubmission[]>(`/dev/kyc-submissions?orderRef=${encodeURIComponent(orderRef)}`)).body.result;

/** A guest order of the sandbox (as the personal-details step would create), to attach the KYC to. */
async function guestOrder(): Promise<string> {
  return createGuestOrder(stack.gatewayUrl, { email: 'kyc@example.pk', firstName: 'Ayesha', lastName: 'Khan', idDigit: '1' });
}

/** Runs in the page: keeps the multipart parts of the last eKYC submit as [name, file name, type, size] or [name, text]. */
function recordKycParts() {
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request && input.url.endsWith('/v1/ekyc/manual/submit')) {
      const form = await input.clone().formData();
      (window as unknown as { kycParts: unknown[] }).kycParts = [...form.entries()].map(([name, v]) =>
        typeof v === 'string' ? [name, v] : [name, v.name, v.type, v.size],
      );
    }
    return original(input, init);
  };
}

/** Opens the onboarding journey at the eKYC step with the order in its data (as the earlier steps leave it). */
async function openEkyc(orderRef: string): Promise<Page> {
  const page = await stack.page();
  await page.addInitScript(recordKycParts);
  await page.goto(`${stack.app.url}/404`);
  await page.evaluate(({ ref, furthestStep }) => {
    const saved = { journeyId: 'onboarding', fingerprint: 'from-earlier-steps', kind: 'wizard', snapshot: { context: { data: { orderRef: ref } } }, furthestStep };
    sessionStorage.setItem('journey:onboarding', JSON.stringify(saved));
  }, { ref: orderRef, furthestStep: EKYC.name });
  await page.goto(`${stack.app.url}${EKYC.path}`);
  await page.getByRole('heading', { level: 1, name: 'Identity validation' }).waitFor();
  return page;
}

// Leaving the CNIC runs the document-ID check (new number, eligibility on, port-in enabled in the sandbox).
const fillCnic = (page: Page) =>
  fillCnicEkyc(page, { cnic: '3520212345671', contactNumber: '3001112233', afterCnic: () => page.getByText(ELIGIBLE_NOTE).waitFor() });

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
/** The eKYC step and the step a new-number customer goes on to from it, from journeys/onboarding.json. */
const EKYC = purchaseStepOf('manualEkyc');
const AFTER_EKYC = pathAfter(EKYC.name, ['isNotPortIn']);

describe('manual eKYC page in Chromium', () => {
  it('a CNIC with three images is submitted, the files land in the gateway store, and the journey moves on', async () => {
    const orderRef = await guestOrder();
    const page = await openEkyc(orderRef);
    await fillCnic(page);
    expect(await submit(page).getAttribute('aria-disabled')).toBe('false');
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/ekyc/manual/submit'));
    await submit(page).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    // Chromium does not report file bodies to the driver, so the page recorded the parts it sent (see recordKycParts).
    const parts = await page.evaluate(() => (window as unknown as { kycParts: unknown[] }).kycParts);
    expect(parts).toEqual([
      ['frontPage', 'front.png', 'image/png', PNG.length],
      ['backPage', 'back.jpg', 'image/jpeg', JPEG.length],
      ['selfieImage', 'cam_image.png', 'image/png', PNG.length],
      ['kycData', JSON.stringify({ orderId: orderRef, planType: 'Prepaid', nationality: 'Pakistani', document: { type: 'CNIC', documentId: '3520212345671', expiryDate: `15-06-${EXPIRY_YEAR}` } })],
    ]);

    // The next step of the journey, wherever the JSON puts it (the order summary as shipped).
    await page.waitForURL(`**${AFTER_EKYC}`);

    const result = ((await response.json()) as { result: { submissionId: string; files: Array<{ field: string; type: string; size: number }> } }).result;
    expect(result.files.map((f) => [f.field, f.type, f.size])).toEqual([
      ['frontPage', 'image/png', PNG.length],
      ['backPage', 'image/jpeg', JPEG.length],
      ['selfieImage', 'image/png', PNG.length],
    ]);
    // The gateway's store, through its dev listing: one submission for the order, the files under generated names.
    const [stored, ...others] = await storedSubmissions(orderRef);
    expect(others).toEqual([]);
    expect(stored!.submissionId).toBe(result.submissionId);
    expect(stored!.kycData).toEqual({ orderId: orderRef, planType: 'Prepaid', nationality: 'Pakistani', document: { type: 'CNIC', documentId: '3520212345671', expiryDate: `15-06-${EXPIRY_YEAR}` } });
    expect(stored!.files.map((f) => [f.field, f.type, f.size])).toEqual([
      ['frontPage', 'image/png', PNG.length],
      ['backPage', 'image/jpeg', JPEG.length],
      ['selfieImage', 'image/png', PNG.length],
    ]);
    expect(stored!.files.every((f) => /^[0-9a-f-]{36}\.(png|jpg)$/.test(f.name))).toBe(true);
    await page.close();
  });

  it('a failed submit shows the danger notice and keeps everything typed and picked; trying again succeeds', async () => {
    const orderRef = await guestOrder();
    const page = await openEkyc(orderRef);
    await fillCnic(page);
    const fault = await gateway('/dev/faults', {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'SUBMIT_MANUAL_EKYC', status: 422, code: 'KYC_REJECTED', description: 'The documents could not be read', times: 1 }),
    });
    expect(fault.status).toBe(200);
    await submit(page).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The documents could not be read' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(EKYC.path);
    expect(await page.getByLabel('Nationality').inputValue()).toBe('Pakistani');
    expect(await page.getByRole('textbox', { name: 'CNIC number', exact: true }).inputValue()).toBe('35202-1234567-1');
    expect(await page.getByLabel('Full name as on the document').inputValue()).toBe('Ayesha Khan');
    expect(await page.getByRole('group', { name: 'Expiry date' }).getByLabel('Year').inputValue()).toBe(EXPIRY_YEAR);
    expect(await page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(3);

    // The leave-page warning is armed while the form holds entries.
    const dialog = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await dialog).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    // A refusal the customer can act on is told in their words and names the photo, not in the gateway's own text.
    await gateway('/dev/faults', {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'SUBMIT_MANUAL_EKYC', status: 415, code: 'UNSUPPORTED_FILE_TYPE', description: 'body.backPage: must be a PNG, JPEG or PDF file', times: 1 }),
    });
    await submit(page).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The photo of the back of your document is not a PNG, JPEG or PDF file.' }).count()).toBe(1);
    expect(await page.getByText('body.backPage').count()).toBe(0);

    await submit(page).click();
    await page.waitForURL(`**${AFTER_EKYC}`);
    // The refused attempts stored nothing; the retry stored one submission.
    expect((await storedSubmissions(orderRef)).length).toBe(1);
    await page.close();
  });

  it('the stand-alone page sends the KYC for the order of its address and opens that order\'s page (its journey\'s ending)', async () => {
    const customer = await customerWithLine(stack, { activate: false });
    const page = await customer.signedInPage(`/manage/manual-ekyc?order_ref=${customer.orderRef}`);
    await page.getByRole('heading', { level: 1, name: 'Identity validation' }).waitFor();
    await fillCnicEkyc(page, { cnic: '3520212345672', contactNumber: '3001112233' });
    await submit(page).click();
    await page.waitForURL((u) => u.pathname === '/manage/order' && u.searchParams.get('order_ref') === customer.orderRef);
    const [stored, ...others] = await storedSubmissions(customer.orderRef);
    expect(others).toEqual([]);
    expect(stored!.kycData).toMatchObject({ orderId: customer.orderRef, document: { type: 'CNIC', documentId: '3520212345672' } });
    // Back returns to a fresh form: nothing is sent again by the page being shown.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Identity validation' }).waitFor();
    expect((await storedSubmissions(customer.orderRef)).length).toBe(1);
    await page.close();
  });

  it('in Urdu the page reads right to left, numbers stay left to right', async () => {
    const page = await openEkyc(await guestOrder());
    await page.getByRole('button', { name: 'Switch language to Urdu' }).click();
    // The switch is drawn once the Urdu shell texts are in (a chunk of their own): then the page reads right to left.
    await page.getByRole('heading', { level: 1, name: 'شناخت کی تصدیق' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('button', { name: 'جمع کرائیں' }).count()).toBe(1);
    // The form config's labels and choices read in Urdu too (no English label on an Urdu page).
    const cnic = page.getByRole('textbox', { name: 'شناختی کارڈ نمبر', exact: true });
    await cnic.pressSequentially('3520212345671');
    expect(await cnic.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.getByRole('group', { name: 'میعاد ختم ہونے کی تاریخ' }).waitFor();
    expect(await page.getByLabel('جنس').locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['خاتون', 'مرد', 'دیگر']));
    const labels = await page.locator('form label, form legend').allInnerTexts();
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.filter((l) => /[A-Za-z]{2,}/.test(l))).toEqual([]);
    await page.close();
  });
});
