/**
 * `npm run screenshots:purchase`: every purchase step at 390 px in English and Urdu, into docs/screenshots/
 * (purchase-<nn>-<step>-<lang>.png), against a throwaway sandbox gateway and the built app (builds if dist/ is
 * missing). The walk types and picks as a customer would, in English; at each step the page is shown again in
 * Urdu (the journey keeps its progress across the reload) and switched back. Kept as a list of pages so it can be
 * merged with the landing's screenshot script into one.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startGateway } from '../gateway/server';
import { startAppServer } from './app-server';
import { freePort } from './free-port';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(root, 'docs', 'screenshots');
if (!existsSync(join(dist, 'index.html'))) execSync('npx vite build', { cwd: root, stdio: 'inherit' });
mkdirSync(out, { recursive: true });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const email = `screens-${Date.now().toString(36)}@example.pk`;
const cnic = `3520${String(Date.now() % 1e8).padStart(8, '0')}7`;

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** One step of the walk: how to get the page ready (in English), and its file name. */
interface Step {
  readonly name: string;
  readonly ready: (page: Page) => Promise<void>;
  /** Whether the Urdu view is taken by a reload (a modal is not kept across one). */
  readonly urdu?: boolean;
}

let gatewayUrl = '';
async function latestCode(recipient: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const list = ((await res.json()) as { result: Array<{ code: string | null }> }).result;
  return list.find((m) => m.code)?.code ?? '';
}

const steps: Step[] = [
  { name: 'pre-checkout', ready: async (page) => {
    await page.goto(`${appUrl}/web/pre-checkout`);
    await h1(page, 'Choose your plan');
    await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).waitFor();
  } },
  { name: 'addon-selection', ready: async (page) => {
    await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).click();
    await h1(page, 'Make it yours with add-ons');
    await page.getByRole('checkbox', { name: /Extra 10 GB/ }).check();
  } },
  { name: 'connection-details', ready: async (page) => {
    await next(page);
    await h1(page, 'Connection details');
    await page.getByRole('radio', { name: /^Choose \+92/ }).first().check();
    await page.getByText(/is reserved for you/).waitFor();
  } },
  { name: 'personal-details', ready: async (page) => {
    await next(page);
    await h1(page, 'Personal details');
    await text(page, 'First name').fill('Ayesha');
    await text(page, 'Last name').fill('Khan');
    const dob = page.getByRole('group', { name: 'Date of birth' });
    await dob.getByLabel('Day').selectOption('15');
    await dob.getByLabel('Month').selectOption('06');
    await dob.getByLabel('Year').selectOption('1990');
    await text(page, 'Contact number').fill('3001234567');
    await text(page, 'Email').fill(email);
    await text(page, 'CNIC number').pressSequentially(cnic);
    await text(page, 'Confirm CNIC number').click();
    await text(page, 'Confirm CNIC number').pressSequentially(cnic);
    await page.locator('#personal-CNICNumber-note').waitFor();
  } },
  { name: 'address-details', ready: async (page) => {
    await next(page);
    await h1(page, 'Address details');
    await text(page, 'Postal code').pressSequentially('5400');
    await page.getByRole('button', { name: /54000 Lahore/ }).click();
    await text(page, 'Address line 1').fill('12 Mall Road');
  } },
  { name: 'address-details-slot', ready: async (page) => {
    await page.getByRole('radio', { name: '12:00–15:00' }).first().check();
  } },
  { name: 'manual-ekyc', ready: async (page) => {
    await next(page);
    await h1(page, 'Identity validation');
    const expiry = page.getByRole('group', { name: 'Expiry date' });
    await expiry.getByLabel('Day').selectOption('15');
    await expiry.getByLabel('Month').selectOption('06');
    await expiry.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() + 2));
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    for (const group of ['Front of the document', 'Back of the document', 'Selfie']) {
      await page.getByRole('group', { name: group }).getByLabel('Choose from gallery').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    }
  } },
  { name: 'order-summary', ready: async (page) => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await h1(page, 'Order summary');
    await page.getByRole('region', { name: 'Delivery' }).getByText(/12:00–15:00/).waitFor();
    await page.getByRole('checkbox', { name: 'I agree to the Terms of use' }).check();
    await page.getByRole('checkbox', { name: 'I agree to the Privacy policy' }).check();
  } },
  { name: 'guest-verification', urdu: false, ready: async (page) => {
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await dialog.getByText(/We sent a code to/).waitFor();
  } },
  { name: 'select-payment-methods', ready: async (page) => {
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).first().click();
    await page.keyboard.type(await latestCode(email));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL('**/web/select-payment-methods');
    await page.getByRole('radio', { name: 'Debit or credit card' }).waitFor();
  } },
  { name: 'payment', ready: async (page) => {
    await page.getByRole('radio', { name: 'Debit or credit card' }).check();
    await next(page);
    await page.waitForURL('**/web/payment');
    await page.getByRole('textbox', { name: 'Card number' }).waitFor();
  } },
  { name: 'payment-success', ready: async (page) => {
    await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4111111111111111');
    await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
    await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Ayesha Khan');
    await page.getByRole('button', { name: /^Pay Rs/ }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL('**/web/payment-success**');
    await h1(page, 'Thank you! Your order is placed.');
  } },
];

/** Shows the page in `language` (saved choice, then a reload that keeps the journey) and waits for it to settle. */
async function showIn(page: Page, language: 'en' | 'ur') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await page.waitForFunction((lang) => document.documentElement.lang === lang && document.querySelector('h1') !== null, language);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-purchase-'));
const appPort = await freePort();
const gateway = await startGateway({ port: 0, dataDir, appOrigin: `http://127.0.0.1:${appPort}` });
gatewayUrl = gateway.url;
// A walk with reloads makes many calls in a minute: lift the sandbox's per-client limit, as the browser suites do.
await fetch(`${gateway.url}/dev/rate-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 100_000, windowMs: 60_000 }) });
const app = await startAppServer({ port: appPort, distDir: dist, gatewayUrl: gateway.url });
const appUrl = app.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  let n = 0;
  for (const step of steps) {
    n += 1;
    await step.ready(page);
    await page.waitForTimeout(700); // drafts are kept once typing pauses; the screenshot waits for them
    const base = join(out, `purchase-${String(n).padStart(2, '0')}-${step.name}`);
    await page.screenshot({ path: `${base}-en.png`, fullPage: true, animations: 'disabled' });
    if (step.urdu !== false) {
      await showIn(page, 'ur');
      await page.screenshot({ path: `${base}-ur.png`, fullPage: true, animations: 'disabled' });
      await showIn(page, 'en');
    }
    console.log(`wrote ${base}-*.png`);
  }
  await context.close();
} finally {
  await browser.close();
  await app.close();
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
