import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { callGateway } from './support/gateway-calls';
import { interactUntilUrduFont } from './support/urdu-font';
import { JPEG, PNG } from './support/images';
import { EXPIRY_YEAR, fillCnicEkyc } from './support/ekyc-form';
import { solvedCaptchaToken } from '../gateway/captcha-fixtures';
import { draftValuesKept, ekycDraftKept } from './support/drafts';
import { typePostalCode } from './support/address-form';
import { landing, purchase, purchaseStepOf, purchaseStepProviding, purchaseStepShowing, walkPurchaseTo } from './support/purchase-steps';
import { stepSkippedBy } from '../support/journeys';
import { checkoutMessages } from '../../src/features/checkout/messages';

// The purchase end to end, as a new customer walks it through the real screens against the sandbox gateway
// (issue 6 "Done when" a–f). Nothing is planted in session storage: every value is typed or chosen.

const stack = stackForFile();
// The purchase's steps this file walks to or checks, found in journeys/onboarding.json by what they do, not by their
// names, places or addresses: a product owner's reorder, add or removal there needs no change here.
/** The order summary: the step whose work waits at a gate (the guest verification). */
const SUMMARY = (() => {
  const step = purchase.steps.find((s) => s.invoke?.gate);
  if (!step) throw new Error('no step of the purchase has a gated work (the order summary)');
  return step.name;
})();
/** The step a customer's address is given on: the one skipped for an eSIM without delivery. */
const ADDRESS = stepSkippedBy(purchase, 'isEsimWithoutDelivery').name;
/** The step the personal details are given on, the one the eKYC (its own child journey) is made on, and the port-in step. */
const PERSONAL = purchaseStepProviding('personal');
const EKYC = purchaseStepOf('manualEkyc');
const PORT_IN = stepSkippedBy(purchase, 'isNotPortIn').name;
/** The step that pays (it hosts the payment journey), and the purchase's end. */
const PAYMENT = purchaseStepOf('payment');
const COMPLETE = purchase.completePath!.split('?')[0]!;


let counter = 0;
/** A fresh customer: own email and CNIC (at most 5 lines per CNIC in the sandbox). */
function newCustomer(tag: string) {
  counter += 1;
  const email = `e2e-${tag}-${Date.now().toString(36)}-${counter}@example.pk`;
  const cnic = `3520${String(Date.now() % 1e8).padStart(8, '0')}${counter % 10}`;
  return { email, cnic };
}
type Customer = ReturnType<typeof newCustomer>;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const gateway = <T = unknown>(path: string, init: RequestInit = {}) => callGateway<T>(stack.gatewayUrl, path, init);

/** The newest one-time code the gateway "sent" to this recipient (dev outbox), newer than `after` codes. */
async function latestCode(recipient: string): Promise<string> {
  const list = (await gateway<Array<{ code: string | null }>>(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.result;
  const code = list.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}
const outboxCount = async (recipient: string) => (await gateway<unknown[]>(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.result.length;

async function journeyData(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('journey:onboarding') ?? '{}') as { snapshot?: { context?: { data?: Record<string, unknown> } } }).snapshot?.context?.data ?? {});
}

/** Picks the first free number offered and waits for the gateway's lock. */
async function lockFirstNumber(page: Page): Promise<string> {
  const first = page.getByRole('radio', { name: /^Choose \+92/ }).first();
  await first.check();
  await page.getByText(/is reserved for you/).waitFor();
  return String((await journeyData(page)).selectedNumber);
}

async function fillPersonal(page: Page, who: Customer, { newNumber = true } = {}) {
  await heading(page, 'Personal details');
  await text(page, 'First name').fill('Ayesha');
  await text(page, 'Last name').fill('Khan');
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').selectOption('15');
  await dob.getByLabel('Month').selectOption('06');
  // The birth-year list starts at the current year minus the minimum age (18).
  expect(await dob.getByLabel('Year').evaluate((select: HTMLSelectElement) => select.options[1]?.value)).toBe(String(new Date().getFullYear() - 18));
  await dob.getByLabel('Year').selectOption('1990');
  await text(page, 'Contact number').fill('3001234567');
  await text(page, 'Email').fill(who.email);
  await text(page, 'CNIC number').pressSequentially(who.cnic);
  // Typed once (issue 46): leaving the box checks it.
  await text(page, 'CNIC number').blur();
  // A new-number customer's CNIC is checked on leaving the box (SPEC §5); a port-in customer's is not.
  if (newNumber) await page.locator('#personal-CNICNumber-note').waitFor();
}

async function fillAddressDoorstep(page: Page, { checkControls = false } = {}) {
  await heading(page, 'Address details');
  // The postal code fills province, city and area from the sandbox's postal service: read back, not asked (issue 46).
  await typePostalCode(page, '54000');
  await text(page, 'Address line 1').fill('12 Mall Road');
  expect(await page.getByRole('radio', { name: 'Home delivery' }).isChecked()).toBe(true);
  if (checkControls) {
    // Without a slot, Next is visibly unavailable and says why beside it, before any click; the slot is marked required.
    const nextButton = page.getByRole('button', { name: 'Next', exact: true });
    await expect.poll(() => nextButton.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('#address-next-reason').innerText()).toBe('Please choose a delivery slot.');
    expect(await nextButton.getAttribute('aria-describedby')).toBe('address-next-reason');
    expect(await nextButton.evaluate((b) => getComputedStyle(b).cursor)).toBe('not-allowed');
    expect(await page.getByRole('group', { name: 'Delivery slot', exact: true }).locator('legend').first().innerText()).toBe('Delivery slot *');
  }
  await page.getByRole('radio', { name: '12:00–15:00' }).first().check();
  if (checkControls) {
    await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).getAttribute('aria-disabled')).toBe('false');
    expect(await page.locator('#address-next-reason').innerText()).toBe('');
  }
}

async function fillEkyc(page: Page, who: Customer) {
  await heading(page, 'Identity validation');
  // Submit looks unavailable and says why before the click.
  await page.getByRole('region', { name: 'From the details you gave us' }).waitFor();
  expect(await page.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true');
  expect(await page.locator('#ekyc-submit-reason').innerText()).toMatch(/fields marked \*/);
  await fillCnicEkyc(page, { cnic: who.cnic, contactNumber: '3001234567', fromPersonalDetails: true });
}

/**
 * The summary a customer can check before paying (issue 16 part 3): number as elsewhere, SIM, delivery address
 * and slot, name and email, price lines without repeated labels, the total with tax.
 */
async function checkSummary(page: Page, who: Customer, number: string) {
  await heading(page, 'Order summary');
  const section = (name: string) => page.getByRole('region', { name });
  const yourNumber = await section('Your number').innerText();
  expect(yourNumber).toContain(`+92 ${number.slice(2, 5)} ${number.slice(5)}`);
  expect(yourNumber).toContain('Physical SIM');
  const delivery = section('Delivery');
  await delivery.getByText(/12:00–15:00/).waitFor();
  const deliveryText = await delivery.innerText();
  expect(deliveryText).toContain('Home delivery');
  expect(deliveryText).toMatch(/12 Mall Road, Gulberg, Lahore, Punjab, 54000/);
  const you = await section('Your details').innerText();
  expect(you).toContain('Ayesha Khan');
  expect(you).toContain(who.email);
  const table = await page.getByRole('table', { name: 'What you are buying' }).innerText();
  expect(table).toContain('Plan: Monthly Prepaid');
  expect(table).toContain(`Number: +92 ${number.slice(2, 5)} ${number.slice(5)}`);
  expect(table).not.toMatch(/Number: Number|SIM: SIM|Delivery: Delivery/);
  expect(table).toMatch(/Total \(Inc\. tax\)\s+Rs/);
}

async function agree(page: Page) {
  await heading(page, 'Order summary');
  await page.getByRole('checkbox', { name: 'I agree to the Terms of use' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the Privacy policy' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

async function typeCode(page: Page, code: string, first = 'Digit 1 of 6') {
  await page.getByRole('textbox', { name: first }).first().click();
  await page.keyboard.type(code);
}

/**
 * A visitor verifies the email in the guest modal. A new customer enters that one code only (issue 16): the code
 * proves the email, the account is created without a second code, and the checkout goes straight on to the
 * payment methods.
 */
async function verifyAsNewCustomer(page: Page, who: Customer) {
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await dialog.waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(who.email);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  // The first send reads as a plain statement, not as an error ("A new code … Please try again" is for re-sends).
  await dialog.getByText(`We sent a code to ${who.email}.`).waitFor();
  expect(await dialog.getByText(/Please try again/).count()).toBe(0);
  await typeCode(page, await latestCode(who.email));
  // The sixth digit sends the code: no button to press (issue 46).
  // Verified, the checkout goes on from the summary (to the payment methods, or whatever the JSON puts next).
  const summary = purchase.steps.find((s) => s.name === SUMMARY)?.path;
  await page.waitForURL((u) => u.pathname !== summary);
  // One code in all: nothing else was sent to the customer, and the session is a signed-in, email-confirmed one.
  expect(await outboxCount(who.email)).toBe(1);
  expect(await tokenOf(page)).not.toBe('');
}

/**
 * On to the payment step through whatever the JSON puts between (the payment methods, where the walk's method is
 * chosen, unless the JSON put them earlier and it was chosen there).
 */
async function toPayment(page: Page, walk: Walk) {
  await walkUntil(page, walk, PAYMENT.name);
}

async function payByCard(page: Page, outcome: 'Pay (success)' | 'Fail the payment') {
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4111111111111111');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Ayesha Khan');
  await page.getByRole('button', { name: /^Pay Rs/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: outcome }).click();
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('auth:accessToken') ?? '');

interface GatewayOrder {
  orderRef: string;
  status: string;
  paymentStatus: string;
  simType: string;
  numberType: string;
  number: string | null;
  shipmentRef: string | null;
  activationCode?: string;
  preview: { items: Array<{ type: string; sku: string }> };
}
async function orderOf(page: Page, ref: string) {
  return gateway<GatewayOrder>(`/v3/orders/${ref}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
}
async function myOrders(page: Page) {
  const res = await gateway<Array<{ order_ref: string; status: string }>>('/v1/manage_order', {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    body: JSON.stringify({ captchaToken: await solvedCaptchaToken(stack.gatewayUrl) }),
  });
  return res.body.result;
}

/** The kind of customer a walk is: the SIM chosen, a port-in or a new number, and whether the controls are checked on the way. */
interface World {
  sim: 'Physical SIM' | 'eSIM';
  portIn?: boolean;
  checkControls?: boolean;
  /** The payment method chosen on its step (card unless told). */
  method?: 'Debit or credit card' | 'Easypaisa';
}
/** A walk in progress: who walks it, as what kind of customer, the number locked, and the steps seen so far. */
interface Walk {
  who: Customer;
  world: World;
  number: string;
  seen: string[];
  /** The eKYC was filled in once: its images are kept, and a later visit only checks them and submits. */
  kycFilled?: boolean;
}

/**
 * How a customer gets through each screen of the purchase, by the step's screen (not its place in the journey): each
 * ends with the act that moves the journey on. The order comes from journeys/onboarding.json (walkUntil), so a step
 * removed, added or moved there is walked as the JSON says; a content step is continued (walkPurchaseTo).
 */
const SCREENS: Record<string, (page: Page, walk: Walk) => Promise<void>> = {
  preCheckout: async (page) => {
    await heading(page, 'Choose your plan');
    await page.getByRole('button', { name: 'Choose Monthly Prepaid' }).click();
  },
  addonSelection: async (page) => {
    await heading(page, 'Make it yours with add-ons');
    await page.getByRole('checkbox', { name: /Extra 10 GB/ }).check();
    await next(page);
  },
  connectionDetails: async (page, walk) => {
    await heading(page, 'Connection details');
    if (walk.world.portIn) await page.getByRole('radio', { name: 'Bring my number' }).check();
    else {
      if (walk.world.sim === 'eSIM') await page.getByRole('radio', { name: 'eSIM' }).check();
      else if (walk.world.checkControls) expect(await page.getByRole('radio', { name: 'Physical SIM' }).isChecked()).toBe(true);
      walk.number = await lockFirstNumber(page);
    }
    await next(page);
  },
  portInDetails: async (page) => {
    await heading(page, 'Bring your number');
    await page.getByLabel('Current operator').selectOption('jazz');
    await page.getByLabel('Current mobile number').fill('3219876543');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await page.getByText('Your number can be moved to us.').waitFor();
    await page.getByLabel('Code sent to your number').fill(await latestCode('923219876543'));
    // The sixth digit sends the code: no button to press (issue 46).
    await page.getByText('Number verified.').waitFor();
    await next(page);
  },
  personalDetails: async (page, walk) => {
    await fillPersonal(page, walk.who, { newNumber: !walk.world.portIn });
    await next(page);
  },
  addressDetails: async (page, walk) => {
    await fillAddressDoorstep(page, { checkControls: walk.world.checkControls });
    await next(page);
  },
  manualEkyc: async (page, walk) => {
    if (walk.kycFilled) {
      await heading(page, 'Identity validation');
      await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(3);
    } else await fillEkyc(page, walk.who);
    walk.kycFilled = true;
    await page.getByRole('button', { name: 'Submit' }).click();
  },
  selectPaymentMethods: async (page, walk) => {
    await page.getByRole('radio', { name: walk.world.method ?? 'Debit or credit card' }).check();
    await next(page);
  },
};

/** A new walk of a kind of customer, from the landing step. */
async function startWalk(page: Page, who: Customer, world: World): Promise<Walk> {
  await page.goto(`${stack.app.url}${landing.path}`);
  return { who, world, number: '', seen: [] };
}

/** Walks the purchase from the step the page is on to `until`, screen by screen (SCREENS) in the JSON's order. */
async function walkUntil(page: Page, walk: Walk, until: string): Promise<void> {
  const acts = Object.fromEntries(Object.entries(SCREENS).map(([screen, act]) => [screen, (p: Page) => act(p, walk)]));
  // The screens SCREENS leaves out (the summary, the payment, a content step) are answered by their scripts.
  const world = { simType: walk.world.sim === 'eSIM' ? 'esim' : 'physical_sim', numberType: walk.world.portIn ? 'PORT_IN' : 'NEW' };
  await walkPurchaseTo(page, until, { stack, acts, seen: walk.seen, world, who: { ...walk.who, phone: '3001234567' } });
}

/** The walk of scenario (a) up to the order summary: physical SIM, new free number, doorstep delivery, CNIC eKYC. */
async function walkToSummary(page: Page, who: Customer): Promise<Walk> {
  const walk = await startWalk(page, who, { sim: 'Physical SIM', checkControls: true });
  await walkUntil(page, walk, SUMMARY);
  return walk;
}

/** The add-on a customer who walks the add-ons step chooses, as the gateway's order lists it (none without that step). */
const addonItems = () => (purchaseStepShowing('addonSelection') !== undefined ? ['ADDON:addon-data-10gb'] : []);

// Each walk is a whole purchase (seven to ten screens, eKYC uploads, a payment page): 25–45 s on a busy
// machine, so they get twice the default 60 s; (f), with two reloads, has its own.
describe('the purchase end to end in Chromium', { timeout: 120_000 }, () => {
  it('(a) prepaid plan + add-on, new free number, physical SIM, doorstep delivery, CNIC eKYC, card → success; the order and its items are in the gateway', async () => {
    const who = newCustomer('a');
    const page = await stack.page();
    const walk = await walkToSummary(page, who);
    const number = walk.number;
    await checkSummary(page, who, number);
    // Each part has an edit link back to its step, which opens with what was chosen; the steps after it lead back.
    await page.getByRole('region', { name: 'Delivery' }).getByRole('button', { name: checkoutMessages.en.change_review_delivery }).click();
    await heading(page, 'Address details');
    await text(page, 'Address line 1').waitFor();
    expect(await text(page, 'Address line 1').inputValue()).toBe('12 Mall Road');
    expect(await page.getByRole('radio', { name: '12:00–15:00' }).first().isChecked()).toBe(true);
    await next(page);
    await page.waitForURL((u) => u.pathname !== purchase.steps.find((s) => s.name === ADDRESS)?.path);
    await walkUntil(page, walk, SUMMARY);
    await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: checkoutMessages.en.change_review_you }).click();
    await heading(page, 'Personal details');
    await text(page, 'Email').waitFor();
    expect(await text(page, 'Email').inputValue()).toBe(who.email);
    await page.goBack();
    await heading(page, 'Order summary');
    await agree(page);
    await verifyAsNewCustomer(page, who);
    await toPayment(page, walk);
    await payByCard(page, 'Pay (success)');
    await page.waitForURL(`**${COMPLETE}**`);
    await heading(page, 'Thank you! Your order is placed.');
    const ref = new URL(page.url()).searchParams.get('order_ref') ?? '';
    const order = await orderOf(page, ref);
    expect(order.status).toBe(200);
    expect(order.body.result).toMatchObject({ status: 'PLACED', paymentStatus: 'SUCCESS', simType: 'physical_sim', numberType: 'NEW', number });
    expect(order.body.result.shipmentRef).toMatch(/^SHP-/);
    const items = order.body.result.preview.items.map((i) => `${i.type}:${i.sku}`);
    expect(items).toEqual(expect.arrayContaining(['PLAN:plan-prepaid-monthly', ...addonItems()]));
    expect(order.body.result.preview.items.map((i) => i.type)).toEqual(expect.arrayContaining(['NEW_NUMBER', 'FEE', 'DELIVERY_FEE_SKU']));
    // The eKYC (three images) was submitted for this order once it existed.
    const kyc = (await gateway<Array<{ files: Array<{ field: string }>; kycData: { document: { documentId: string } } }>>(`/dev/kyc-submissions?orderRef=${ref}`)).body.result;
    expect(kyc).toHaveLength(1);
    expect(kyc[0]!.files.map((f) => f.field)).toEqual(['frontPage', 'backPage', 'selfieImage']);
    expect(kyc[0]!.kycData.document.documentId).toBe(who.cnic);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('journey:onboarding'))).toBeNull();
    expect(pathOf(page)).toBe(COMPLETE);
    await page.context().close();
  });

  it('(b) eSIM without delivery: the address step is skipped; an Easypaisa payment waits for approval in the wallet, then succeeds with the eSIM activation', async () => {
    const who = newCustomer('b');
    const page = await stack.page();
    const walk = await startWalk(page, who, { sim: 'eSIM', method: 'Easypaisa' });
    await walkUntil(page, walk, SUMMARY);
    const number = walk.number;
    // No address step for an eSIM without delivery.
    expect(walk.seen).not.toContain(ADDRESS);
    expect(walk.seen).toContain(PERSONAL.name);
    await agree(page);
    await verifyAsNewCustomer(page, who);
    await toPayment(page, walk);
    // The wallet number starts as the contact number given in personal details (issue 30): not typed again.
    expect(await page.getByRole('textbox', { name: 'Easypaisa account number' }).inputValue()).toBe('03001234567');
    await page.getByRole('button', { name: /^Pay Rs/ }).click();
    await page.getByRole('heading', { name: 'Approve the payment in your Easypaisa app' }).waitFor();
    expect(pathOf(page)).toBe(PAYMENT.path);
    const approval = await page.getByRole('link', { name: 'Open the wallet approval page (sandbox)' }).getAttribute('href');
    const wallet = await stack.page();
    await wallet.goto(approval ?? '');
    await wallet.getByRole('button', { name: 'Approve in wallet' }).click();
    await page.waitForURL(`**${COMPLETE}**`, { timeout: 15000 });
    await heading(page, 'Thank you! Your order is placed.');
    await page.getByRole('heading', { level: 2, name: 'Activate your eSIM' }).waitFor();
    const href = await page.getByRole('link', { name: 'Install the eSIM on this phone' }).getAttribute('href');

    const ref = (await myOrders(page))[0]?.order_ref ?? '';
    const order = (await orderOf(page, ref)).body.result;
    expect(order).toMatchObject({ status: 'PLACED', paymentStatus: 'SUCCESS', simType: 'esim', number, shipmentRef: null });
    // The page shows the gateway's profile, not one of its own making.
    expect(href).toBe(order.activationCode);
    expect(order.preview.items.map((i) => i.type)).not.toContain('DELIVERY_FEE_SKU');
    await wallet.context().close();

    // What the purchase told fills the account (issue 30): My account names the buyer and the number the one way,
    // Personal details opens filled, and the chat form knows the name.
    await page.goto(`${stack.app.url}/profile`);
    const who_ = page.locator('[aria-labelledby="who-heading"]');
    await who_.waitFor();
    await expect.poll(() => who_.innerText()).toContain('Ayesha Khan');
    expect(await who_.innerText()).toContain('+92 300 1234567');
    expect(await who_.innerText()).not.toContain('Not given');
    await page.goto(`${stack.app.url}/manage/update-personal-details`);
    await expect.poll(() => text(page, 'First name').inputValue().catch(() => '')).toBe('Ayesha');
    expect(await text(page, 'Last name').inputValue()).toBe('Khan');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.locator('#ze-widget');
    await chat.waitFor();
    expect(await chat.getByLabel('Name').inputValue()).toBe('Ayesha');
    // In the brand's colours (issue 30): the widget's button (no agent online: "Leave a message", issue 46) is the
    // brand teal, not the vendor blue; the header button under the pointer stays light with dark words (it was dark on dark).
    expect(await chat.getByRole('button', { name: 'Leave a message' }).evaluate((b) => getComputedStyle(b).borderColor)).toBe('rgb(11, 93, 91)');
    await page.getByRole('button', { name: 'Chat with us' }).hover();
    expect(await page.getByRole('button', { name: 'Chat with us' }).evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color])).toEqual(['rgb(227, 241, 240)', 'rgb(8, 68, 66)']);
    await page.context().close();
  });

  it('(c) port-in: donor operator, current number and the MNP code from the outbox, to a placed order', async () => {
    const who = newCustomer('c');
    const page = await stack.page();
    const walk = await startWalk(page, who, { sim: 'Physical SIM', portIn: true });
    await walkUntil(page, walk, SUMMARY);
    expect(walk.seen).toContain(PORT_IN);
    await agree(page);
    await verifyAsNewCustomer(page, who);
    await toPayment(page, walk);
    await payByCard(page, 'Pay (success)');
    await page.waitForURL(`**${COMPLETE}**`);
    await heading(page, 'Thank you! Your order is placed.');
    const ref = new URL(page.url()).searchParams.get('order_ref') ?? '';
    const order = (await orderOf(page, ref)).body.result;
    expect(order).toMatchObject({ status: 'PLACED', numberType: 'PORT_IN', number: '923219876543' });
    expect(order.preview.items.map((i) => i.type)).not.toContain('NEW_NUMBER');
    await page.context().close();
  });

  it('(d) a declined card payment goes to payment-failed; the retry pays the same order: exactly one order in the gateway', async () => {
    const who = newCustomer('d');
    const page = await stack.page();
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v3/orders') creates.push(r.headers()['idempotency-key'] ?? '');
    });
    const walk = await walkToSummary(page, who);
    await agree(page);
    await verifyAsNewCustomer(page, who);
    await toPayment(page, walk);
    await payByCard(page, 'Fail the payment');
    await page.waitForURL('**/web/payment-failed**');
    await heading(page, 'Your payment did not go through');
    const firstRef = new URL(page.url()).searchParams.get('order_ref');
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await page.waitForURL(`**${PAYMENT.path}`);
    await payByCard(page, 'Pay (success)');
    await page.waitForURL(`**${COMPLETE}**`);
    await heading(page, 'Thank you! Your order is placed.');
    expect(new URL(page.url()).searchParams.get('order_ref')).toBe(firstRef);
    expect(creates).toHaveLength(1);
    const orders = await myOrders(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ order_ref: firstRef, status: 'PLACED' });
    // The KYC went with the order once, not again on the retry.
    expect((await gateway<unknown[]>(`/dev/kyc-submissions?orderRef=${firstRef}`)).body.result).toHaveLength(1);
    await page.context().close();
  });

  it('(e) a returning customer with a pending cart signs in and lands on that pending order (SPEC §4: its manage-order page), and can pay it there', async () => {
    // Set-up through the gateway API: an account, and an unpaid order (its cart PENDING) from an earlier visit.
    const who = newCustomer('e');
    const started = await gateway<{ requestId: string }>('/v1/auth/signup', { method: 'POST', body: JSON.stringify({ email: who.email, channel: 'web', contactNumber: '923001234567' }) });
    const device = { app_type: 'ecosystem', device_id: 'e2e-e', device_type: 'web' };
    const signed = await gateway<{ accessToken: string }>('/v1/auth/signup/validate-otp', { method: 'POST', body: JSON.stringify({ device, otpCode: await latestCode(who.email), requestId: started.body.result.requestId }) });
    const auth = { authorization: `Bearer ${signed.body.result.accessToken}` };
    const free = (await gateway<Array<{ number: string }>>('/v4/numbers?category=free&limit=40')).body.result;
    let selectedNumber = '';
    for (const n of free) {
      if ((await gateway(`/v4/numbers/${n.number}/lock`, { headers: auth })).status === 200) {
        selectedNumber = n.number;
        break;
      }
    }
    const created = await gateway<{ orderRef: string }>('/v3/orders', {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `e2e-e-${Date.now()}` },
      body: JSON.stringify({
        planId: 'plan-prepaid-monthly', addonIds: ['addon-data-10gb'], numberType: 'NEW', simType: 'physical_sim', deliveryMethod: 'DOORSTEP_DELIVERY', selectedNumber,
        email: who.email, channel: 'web', documentType: 'CNIC', documentId: who.cnic,
        personalDetails: { firstName: 'Ayesha', lastName: 'Khan', contactNumber: '923001234567' },
        deliveryAddress: { postalCode: '54000', city: 'Lahore', addressLine1: '12 Mall Road' },
      }),
    });
    expect(created.status).toBe(200);
    const ref = created.body.result.orderRef;
    const carts = await gateway<{ carts: Array<{ status: string; orderRef: string }> }>(`/v1/carts/details?email=${encodeURIComponent(who.email)}&status=PENDING`, { headers: auth });
    expect(carts.body.result.carts).toMatchObject([{ status: 'PENDING', orderRef: ref }]);

    // The customer comes back in a new browser and signs in.
    const page = await stack.page();
    await page.goto(`${stack.app.url}/web/login`);
    await heading(page, 'Log in');
    await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(who.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/web/verify-otp/login');
    await expect.poll(() => outboxCount(who.email)).toBe(2);
    await typeCode(page, await latestCode(who.email));
    // The sixth digit sends the code: no button to press (issue 46).
    await page.waitForURL('**/manage/order?**');
    expect(new URL(page.url()).searchParams.get('order_ref')).toBe(ref);
    await heading(page, 'Your order');
    await page.getByText('This order is waiting for payment.').waitFor();
    const table = await page.getByRole('table', { name: 'What you are buying' }).innerText();
    expect(table).toMatch(/Plan:/);
    expect(table).toMatch(/Extra 10 GB/);

    await page.getByRole('button', { name: 'Pay for this order' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await page.waitForURL(`**${COMPLETE}**`);
    await heading(page, 'Thank you! Your order is placed.');
    expect((await orderOf(page, ref)).body.result).toMatchObject({ status: 'PLACED', paymentStatus: 'SUCCESS' });
    await page.context().close();
  });

  it('(f) a reload in the middle keeps everything typed and chosen, the eKYC images included', async () => {
    const who = newCustomer('f');
    const page = await stack.page();
    const walk = await startWalk(page, who, { sim: 'Physical SIM' });
    await walkUntil(page, walk, PERSONAL.name);
    const number = walk.number;
    await fillPersonal(page, who);
    // Every box is kept before the reload, the CNIC's confirmation (typed last) included: the CNIC's digits alone
    // are in the draft as soon as the first CNIC box is, and a reload before the confirmation was kept left Next
    // unavailable (the flake of a busy machine).
    await draftValuesKept(page, 'onboarding', 'personalDraft', { firstName: 'Ayesha', email: who.email, CNICNumber: who.cnic });
    await page.reload();
    await heading(page, 'Personal details');
    await text(page, 'First name').waitFor();
    expect(await text(page, 'First name').inputValue()).toBe('Ayesha');
    expect(await text(page, 'Email').inputValue()).toBe(who.email);
    expect(await page.getByRole('group', { name: 'Date of birth' }).getByLabel('Year').inputValue()).toBe('1990');
    await next(page);
    await page.waitForURL((u) => u.pathname !== PERSONAL.path);
    await walkUntil(page, walk, EKYC.name);
    await fillEkyc(page, who);
    walk.kycFilled = true;
    await ekycDraftKept(page, 'onboarding', { files: 3, texts: ['Ayesha Khan'] });
    await page.reload();
    await heading(page, 'Identity validation');
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(3);
    // The CNIC, nationality and contact number still come from personal details, not typed again.
    expect(await page.getByRole('region', { name: 'From the details you gave us' }).innerText()).toMatch(/\d{5}-\d{7}-\d/);
    expect(await page.getByRole('textbox', { name: /CNIC number/ }).count()).toBe(0);
    expect(await page.getByLabel('Full name as on the document').inputValue()).toBe('Ayesha Khan');
    expect(await page.getByRole('group', { name: 'Expiry date' }).getByLabel('Year').inputValue()).toBe(EXPIRY_YEAR);
    // Earlier steps kept their choices: the plan, the add-on, the locked number, the address and slot.
    const addons = purchaseStepShowing('addonSelection');
    const addonsChosen = addons !== undefined && addons.index < EKYC.index;
    expect(await journeyData(page)).toMatchObject({ planId: 'plan-prepaid-monthly', ...(addonsChosen ? { addons: ['addon-data-10gb'] } : {}), selectedNumber: number, simType: 'physical_sim' });
    // Back reaches the step before, as it was left (the address and slot, when that is the address step).
    const before = walk.seen.at(-2);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(`**${purchase.steps.find((s) => s.name === before)?.path}`);
    if (before === ADDRESS) {
      await heading(page, 'Address details');
      await text(page, 'Address line 1').waitFor();
      expect(await text(page, 'Address line 1').inputValue()).toBe('12 Mall Road');
      expect(await page.getByRole('radio', { name: '12:00–15:00' }).first().isChecked()).toBe(true);
    }
    await next(page);
    // The restored images are the ones submitted: the order gets the KYC with its three files.
    await page.waitForURL(`**${EKYC.path}`);
    await walkUntil(page, walk, SUMMARY);
    await agree(page);
    await verifyAsNewCustomer(page, who);
    await toPayment(page, walk);
    await payByCard(page, 'Pay (success)');
    await page.waitForURL(`**${COMPLETE}**`);
    const ref = new URL(page.url()).searchParams.get('order_ref') ?? '';
    const kyc = (await gateway<Array<{ files: Array<{ field: string; size: number }> }>>(`/dev/kyc-submissions?orderRef=${ref}`)).body.result;
    expect(kyc[0]?.files.map((f) => [f.field, f.size])).toEqual([['frontPage', PNG.length], ['backPage', JPEG.length], ['selfieImage', PNG.length]]);
    await page.context().close();
    // The whole purchase with two reloads: 10-20 s alone, up to 58 s with the CPU slowed four times while other
    // suites run (E2E_CPU_THROTTLE=4, helper run of issue 15); the default 60 s would be a limit on the machine.
  }, 150_000);

  it('(g) in Urdu the plan list has no Latin-script plan names, and the Urdu font loads from the app\'s own origin', async () => {
    const page = await stack.page();
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (/\.woff2(\?|$)/.test(r.url())) fonts.push(`${r.status()} ${r.url()}`);
    });
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await page.goto(`${stack.app.url}${purchaseStepOf('preCheckout').path}`);
    await page.locator('h3').first().waitFor();
    await expect.poll(() => page.locator('h3').allInnerTexts().then((names) => names.length)).toBeGreaterThan(0);
    await expect.poll(async () => (await page.locator('h3').allInnerTexts()).filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
    // No mixed-script buttons: every plan button reads in Urdu.
    await expect.poll(() => page.getByRole('button', { name: /منتخب کریں/ }).count()).toBeGreaterThan(0);
    const buttons = await page.getByRole('button', { name: /منتخب کریں/ }).allInnerTexts();
    expect(buttons.filter((b) => /[A-Za-z]/.test(b))).toEqual([]);
    // The web font is fetched at the first interaction (src/i18n/urdu-font-late.ts), from the app's own origin.
    await interactUntilUrduFont(page);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.startsWith(`200 ${stack.app.url}/`))).toBe(true);
    // The English landing does not fetch the Urdu font.
    const english = await stack.page();
    const englishFonts: string[] = [];
    english.on('request', (r) => {
      if (/nastaliq/i.test(r.url())) englishFonts.push(r.url());
    });
    await english.goto(`${stack.app.url}${purchaseStepOf('preCheckout').path}`);
    await english.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await english.locator('h3').first().waitFor();
    expect(englishFonts).toEqual([]);
    await english.context().close();
    await page.context().close();
  });
});
