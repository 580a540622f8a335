import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, stackForFile } from './support/harness';
import { callGateway, createGuestOrder } from './support/gateway-calls';
import { customerWithLine } from './support/customer-with-line';
import { ACCOUNT_HUB } from '../../src/features/profile/account-links';
import { shellMessages } from '../../src/i18n/shell-messages';

const stack = stackForFile();

let counter = 0;
const newEmail = (tag: string) => `e2e-acct-${tag}-${Date.now().toString(36)}-${counter++}@example.pk`;
const gateway = <T = unknown>(path: string, init: RequestInit = {}) => callGateway<T>(stack.gatewayUrl, path, init);
const url = (path: string) => `${stack.app.url}${path}`;
const path = (page: Page) => new URL(page.url()).pathname;
/** A number as every page shows it (src/domain/line-view.ts displayNumber). */
const shown = (msisdn: string) => msisdn.replace(/^92(\d{3})(\d{7})$/, '+92 $1 $2');
const device = { app_type: 'ecosystem', device_id: 'e2e-account', device_type: 'web' };

async function latestCode(recipient: string): Promise<string> {
  const list = (await gateway<Array<{ code: string | null }>>(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.result;
  const code = list.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

/** A customer signed up through the gateway (the sign-up screens have their own suite). */
async function customer(email = newEmail('c')): Promise<{ email: string; token: string; userId: string }> {
  const started = await gateway<{ requestId: string }>('/v1/auth/signup', { method: 'POST', body: JSON.stringify({ email, channel: 'web', contactNumber: '923001234567' }) });
  const done = await gateway<{ accessToken: string; userId: string }>('/v1/auth/signup/validate-otp', {
    method: 'POST',
    body: JSON.stringify({ device, otpCode: await latestCode(email), requestId: started.body.result.requestId }),
  });
  return { email, token: done.body.result.accessToken, userId: done.body.result.userId };
}

/** A paid physical-SIM order for this email, bought through the API as the purchase makes it. */
async function paidOrder(email: string): Promise<string> {
  const orderRef = await createGuestOrder(stack.gatewayUrl, { email, firstName: 'Sana', lastName: 'Iqbal', idDigit: '7' });
  const pay = await gateway<{ paymentId: string }>('/v1/payment_request', { method: 'POST', body: JSON.stringify({ orderRef, paymentMethod: 'CARD' }) });
  const res = await fetch(`${stack.gatewayUrl}/sandbox/pay/${pay.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(res.status).toBe(303);
  return orderRef;
}

/** Opens a page signed in as `token` through the app's auth_token hand-off (SPEC §2). */
async function openSignedIn(token: string, to: string): Promise<Page> {
  const page = await stack.page();
  await page.goto(url(`${to}${to.includes('?') ? '&' : '?'}auth_token=${token}`));
  await page.waitForURL((u) => !u.search.includes('auth_token'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** Signs in through the login screens with a code from the outbox. */
async function signInWithUi(page: Page, identifier: string, redirect?: string) {
  await page.goto(url(`/web/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`));
  await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(identifier);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/web/verify-otp/login');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(identifier));
  // The sixth digit sends the code: no button to press (issue 46).
  await page.waitForURL((u) => !u.pathname.startsWith('/web/verify-otp') && !u.pathname.startsWith('/web/login'));
}

const axeSource = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string }> }> } };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

describe("the customer's account in Chromium", () => {
  it('sees the order bought through the purchase calls on /orderlist with its state, items, total and tracking, opens it, and corrects its delivery address', async () => {
    const email = newEmail('orders');
    const orderRef = await paidOrder(email);
    const me = await customer(email);
    const page = await openSignedIn(me.token, '/orderlist');
    const card = page.getByRole('article', { name: `Order ${orderRef}` });
    await card.waitFor();
    await card.getByText('Paid, being prepared').waitFor();
    await card.getByText('Your SIM is being prepared for delivery').waitFor();
    await card.getByText(/Total \(Inc\. tax\)/).waitFor();
    await card.getByRole('link', { name: 'Google Play' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await card.getByRole('link', { name: 'View this order' }).click();
    await page.waitForURL((u) => u.pathname === '/manage/order' && u.searchParams.get('order_ref') === orderRef);
    await page.getByText('Your SIM is being prepared for delivery').waitFor();

    // The delivery address: prefilled from the shipment, corrected through the field renderer.
    await page.goto(url('/manage/update-delivery-address-details'));
    await page.getByRole('heading', { level: 1, name: 'Delivery address' }).waitFor();
    const line1 = page.getByRole('textbox', { name: 'Address line 1' });
    expect(await line1.inputValue()).toBe('12 Mall Road');
    await line1.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/cannot be blank/).first().waitFor();
    await line1.fill('44 Canal View');
    for (const [name, value] of [['Province', 'Punjab'], ['City', 'Lahore'], ['Area', 'Gulberg']] as const) {
      const box = page.getByRole('textbox', { name, exact: true });
      if (!(await box.inputValue())) await box.fill(value);
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Your changes are saved.').waitFor();
    const tracking = await gateway<{ deliveryAddress: { addressLine1: string } }>(`/v1/shipments/tracking/${orderRef}`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(tracking.body.result.deliveryAddress.addressLine1).toBe('44 Canal View');
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  it('adds two cards with the purchase card rules, makes one default and deletes the other after one confirmation', async () => {
    const me = await customer();
    const page = await openSignedIn(me.token, '/profile/saved-payment-methods');
    await page.getByText('You have no saved cards.').waitFor();
    const addCard = async (number: string, expiry: string) => {
      await page.getByRole('link', { name: 'Add a card' }).click();
      await page.waitForURL('**/manage/add-payment-method-form');
      await page.getByRole('textbox', { name: 'Card number' }).fill(number);
      await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill(expiry);
      await page.getByRole('textbox', { name: /Security code/ }).fill(number.startsWith('3') ? '1234' : '123');
      await page.getByRole('textbox', { name: 'Name on card' }).fill('Sana Iqbal');
      await page.getByRole('button', { name: 'Save card' }).click();
    };
    // A number of the wrong length for its brand is refused in place, and nothing typed is lost.
    await addCard('41111111', '1130');
    await page.getByText('Enter a valid card number.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name on card' }).inputValue()).toBe('Sana Iqbal');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL('**/profile/saved-payment-methods');
    await addCard('5555555555554444', '1029');
    await page.waitForURL('**/profile/saved-payment-methods');
    const list = page.getByRole('list', { name: 'Your saved cards' });
    await list.getByRole('listitem').nth(1).waitFor();
    const row = (last4: string) => list.getByRole('listitem').filter({ hasText: last4 });
    await row('1111').getByText('Default', { exact: true }).waitFor();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toMatch(/4111111111111111|5555555555554444/);

    await page.getByRole('button', { name: /Make default: Mastercard ending in 4444/ }).click();
    await row('4444').getByText('Default', { exact: true }).waitFor();
    await page.getByText('Your default card is changed.').waitFor();
    expect(await row('1111').getByText('Default', { exact: true }).count()).toBe(0);

    // Delete asks once; Cancel sends nothing.
    await row('1111').getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this card?' });
    await dialog.waitFor();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const still = await gateway<unknown[]>(`/customers/${me.userId}/payment-methods`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(still.body.result).toHaveLength(2);
    await row('1111').getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The card is deleted.').waitFor();
    await row('1111').waitFor({ state: 'detached' });
    const left = await gateway<Array<{ last4: string; isDefault: boolean }>>(`/customers/${me.userId}/payment-methods`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(left.body.result).toMatchObject([{ last4: '4444', isDefault: true }]);
    await page.context().close();
  });

  it('changes the email with the code sent to the new address (a wrong code is told in place) and signs in with the new one', async () => {
    const me = await customer();
    const taken = await customer();
    const next = newEmail('moved');
    const page = await openSignedIn(me.token, '/profile/email');
    const box = page.getByRole('textbox', { name: 'New email address' });
    await box.fill(taken.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').getByText('This email belongs to another account. Use a different address.').waitFor();
    expect(await box.inputValue()).toBe(taken.email);
    await box.fill(next);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`Enter the 6-digit code we sent to ${next}.`).waitFor();
    const code = await latestCode(next);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(wrong);
    // The sixth digit sends the code: no button to press (issue 46).
    await page.getByRole('alert').getByText('The code is incorrect. You have 2 more tries.').waitFor();
    // The old address still works until the new one is confirmed.
    expect((await gateway<{ email: string }>('/v1/users/me', { headers: { authorization: `Bearer ${me.token}` } })).body.result.email).toBe(me.email);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Delete');
    await page.keyboard.type(code);
    // The sixth digit sends the code: no button to press (issue 46).
    await page.getByText(`Your email is now ${next}. Use it to sign in from now on.`).waitFor();
    expect(await axe(page)).toEqual([]);
    // Change it again: the journey starts over (CHANGE_AGAIN), with an empty address field.
    await page.getByRole('button', { name: 'Change it again' }).click();
    expect(await page.getByRole('textbox', { name: 'New email address' }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    await page.context().close();

    const fresh = await stack.page();
    await signInWithUi(fresh, next, '/profile');
    await fresh.waitForURL((u) => u.pathname === '/profile');
    await fresh.getByText(next).first().waitFor();
    await fresh.context().close();
  });

  it('turns analytics off: honoured from the next page view, kept after a reload and after a new sign-in', async () => {
    const me = await customer();
    const page = await openSignedIn(me.token, '/profile/privacy-settings');
    const analytics = page.getByRole('checkbox', { name: 'Analytics' });
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBe('on');
    await analytics.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Your privacy settings are saved.').waitFor();
    // The next page view, by the tab bar (the account pages lead back to the Account hub, issue 46).
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.analytics === 'off');
    await page.goto(url('/profile/privacy-settings'));
    await page.getByRole('checkbox', { name: 'Analytics' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.analytics)).toBe('off');
    expect(await axe(page)).toEqual([]);
    await page.context().close();

    const fresh = await stack.page();
    await signInWithUi(fresh, me.email, '/profile/privacy-settings');
    await fresh.waitForURL('**/profile/privacy-settings');
    await fresh.getByRole('checkbox', { name: 'Analytics' }).waitFor();
    expect(await fresh.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(false);
    expect(await fresh.evaluate(() => localStorage.getItem('auth:privacyEnabled'))).toBe('false');
    expect(await fresh.evaluate(() => document.documentElement.dataset.analytics)).toBe('off');
    await fresh.context().close();
  });

  it('an expired session mid-form keeps what was typed and returns to it after sign-in', async () => {
    const me = await customer();
    const born = await gateway('/v1/users/profile/update', { method: 'POST', headers: { authorization: `Bearer ${me.token}` }, body: JSON.stringify({ firstName: 'Sanaa', dob: '1990-02-01' }) });
    expect(born.status).toBe(200);
    const page = await openSignedIn(me.token, '/manage/update-personal-details');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Sanaa');
    await page.getByRole('textbox', { name: 'First name' }).fill('Sana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Iqbal');
    // The session ends at the gateway while the form is open.
    const ended = await fetch(`${stack.gatewayUrl}/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${me.token}` } });
    expect(ended.status).toBe(200);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((u) => u.pathname === '/web/login' && u.searchParams.get('redirect') === '/manage/update-personal-details');
    // Issue 45: the login page says the session was ended (a sign-out elsewhere revokes it).
    expect(new URL(page.url()).searchParams.get('ended')).toBe('revoked');
    await page.locator('#login-session-ended').waitFor();
    await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(me.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/web/verify-otp/login');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestCode(me.email));
    // The sixth digit sends the code: no button to press (issue 46).
    await page.waitForURL('**/manage/update-personal-details');
    await page.getByRole('textbox', { name: 'Last name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Iqbal');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Sana');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes are saved.').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  it('signs out after one confirmation (Cancel keeps the session); inside the webview it lands on /logged_out', async () => {
    const me = await customer();
    // Sign out is a row of the Account hub (issue 46).
    const page = await openSignedIn(me.token, ACCOUNT_HUB);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Cancel' }).click();
    // Cancel closes the question (its frame is drawn before the screen changes, issue 47) and keeps the session.
    await page.getByRole('alertdialog', { name: 'Sign out?' }).waitFor({ state: 'detached' });
    expect((await gateway('/v1/users/me', { headers: { authorization: `Bearer ${me.token}` } })).status).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/web/login');
    // Sign-out ends with a full page load: read the storage once that page is the one running.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth:accessToken')).catch(() => 'still navigating')).toBeNull();
    expect((await gateway('/v1/users/me', { headers: { authorization: `Bearer ${me.token}` } })).status).not.toBe(200);
    await page.context().close();

    const again = await customer();
    const app = await openSignedIn(again.token, `${ACCOUNT_HUB}?webview=true`);
    await app.getByRole('button', { name: 'Sign out' }).click();
    await app.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    await app.waitForURL((u) => u.pathname === '/logged_out');
    await app.getByRole('heading', { level: 1 }).first().waitFor();
    expect(path(app)).toBe('/logged_out');
    expect(await app.evaluate(() => localStorage.getItem('auth:accessToken'))).toBeNull();
    await app.context().close();
  });

  it('/profile shows who the customer is and their line; the plan\'s auto-renewal turns off and stays off', async () => {
    const me = await customerWithLine(stack);
    const page = await me.signedInPage('/profile');
    await page.getByRole('heading', { level: 1, name: shellMessages.en.profile_title }).waitFor();
    await page.getByText(me.email).first().waitFor();
    // The plan by its name (not its id) and the number as the hub shows it.
    await page.getByText('Plan: Monthly Prepaid').waitFor();
    await page.getByText(shown(me.number), { exact: true }).first().waitFor();
    expect(await page.getByText(/plan-prepaid/).count()).toBe(0);
    const renew = page.getByRole('checkbox', { name: `Renew the plan of ${shown(me.number)} automatically` });
    await renew.waitFor();
    expect(await renew.isChecked()).toBe(true);
    // The page shows the new setting at once (optimistically); the gateway has it once the call answers.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/auto-renewal'));
    await renew.uncheck();
    await page.getByText('Your plan will not renew by itself; renew it before it ends.').waitFor();
    expect((await saved).status()).toBe(200);
    const line = await me.gateway.call('GET_LINE', { token: me.token, params: { number: me.number } });
    expect(line.body.result.autoRenew).toBe(false);
    await page.reload();
    await page.getByRole('checkbox', { name: `Renew the plan of ${shown(me.number)} automatically` }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Renew the plan of ${shown(me.number)} automatically` }).isChecked()).toBe(false);
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });
  it('replaces the card behind the plan renewals after a one-time code (a wrong code says the tries left); in the webview it hands off to /updateCardSuccess', async () => {
    const me = await customer();
    const as = { authorization: `Bearer ${me.token}` };
    for (const card of [{ cardNumber: '4111111111111111', expiry: '11/29' }, { cardNumber: '5555555555554444', expiry: '10/28' }]) {
      const added = await gateway(`/customers/${me.userId}/payment-methods`, { method: 'POST', headers: as, body: JSON.stringify({ ...card, holderName: 'Sana Iqbal' }) });
      expect(added.status).toBe(200);
    }
    const page = await openSignedIn(me.token, '/manage/update-card/verify');
    await page.getByRole('heading', { level: 1, name: 'Change the card for plan renewals' }).waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter the 6-digit code we sent to your email.').waitFor();
    const code = await latestCode(me.email);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    // The sixth digit sends the code: no button to press (issue 46).
    await page.getByRole('alert').getByText('The code is incorrect. You have 2 more tries.').waitFor();
    expect(path(page)).toBe('/manage/update-card/verify');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Delete');
    await page.keyboard.type(code);
    // The sixth digit sends the code: no button to press (issue 46).
    await page.waitForURL('**/manage/update-card/request');
    const mastercard = page.getByRole('radio', { name: /Mastercard ending in 4444/ });
    await mastercard.waitFor();
    expect(await axe(page)).toEqual([]);
    await mastercard.check();
    await page.getByRole('button', { name: 'Use this card for renewals' }).click();
    await page.getByText('Your plan renewals are now paid with the card ending in 4444.').waitFor();
    const cards = await gateway<Array<{ last4: string; subscription: boolean }>>(`/customers/${me.userId}/payment-methods`, { headers: as });
    expect(cards.body.result.find((c) => c.subscription)?.last4).toBe('4444');
    await page.context().close();

    // Inside the operator's app the native side takes over once the card is replaced (SPEC §2 hand-off).
    const app = await openSignedIn(me.token, '/manage/update-card/verify?webview=true');
    await app.getByRole('button', { name: 'Send code' }).click();
    await app.getByText('Enter the 6-digit code we sent to your email.').waitFor();
    await app.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await app.keyboard.type(await latestCode(me.email));
    // The sixth digit sends the code: no button to press (issue 46).
    await app.waitForURL('**/manage/update-card/request**');
    await app.getByRole('radio', { name: /Visa ending in 1111/ }).check();
    await app.getByRole('button', { name: 'Use this card for renewals' }).click();
    await app.waitForURL((u) => u.pathname === '/updateCardSuccess');
    const after = await gateway<Array<{ last4: string; subscription: boolean }>>(`/customers/${me.userId}/payment-methods`, { headers: as });
    expect(after.body.result.find((c) => c.subscription)?.last4).toBe('1111');
    await app.context().close();
  });

  it('an expired session while changing the email keeps the typed address and returns to it after sign-in', async () => {
    const me = await customer();
    const next = newEmail('kept');
    const page = await openSignedIn(me.token, '/profile/email');
    await page.getByRole('textbox', { name: 'New email address' }).fill(next);
    const ended = await fetch(`${stack.gatewayUrl}/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${me.token}` } });
    expect(ended.status).toBe(200);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL((u) => u.pathname === '/web/login' && u.searchParams.get('redirect') === '/profile/email');
    await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(me.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/web/verify-otp/login');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestCode(me.email));
    // The sixth digit sends the code: no button to press (issue 46).
    await page.waitForURL('**/profile/email');
    const box = page.getByRole('textbox', { name: 'New email address' });
    await box.waitFor();
    expect(await box.inputValue()).toBe(next);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`Enter the 6-digit code we sent to ${next}.`).waitFor();
    await page.context().close();
  });

  // Last in the file: it moves the sandbox clock a day on for the whole stack.
  it('a paid SIM order shows its delivery moving along on /orderlist and /manage/order as the sandbox clock moves', async () => {
    const email = newEmail('ship');
    const orderRef = await paidOrder(email);
    const hours = (n: number) => gateway('/dev/clock', { method: 'POST', body: JSON.stringify({ advanceMs: n * 3_600_000 }) });
    expect((await hours(3)).status).toBe(200);
    const me = await customer(email);
    const page = await openSignedIn(me.token, '/orderlist');
    const card = page.getByRole('article', { name: `Order ${orderRef}` });
    await card.getByRole('status').getByText('Your SIM is on its way').waitFor();
    const steps = card.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem');
    expect(await steps.allInnerTexts()).toEqual([expect.stringContaining('Your SIM is being prepared for delivery'), expect.stringContaining('Your SIM is on its way')]);
    expect(await axe(page)).toEqual([]);
    await page.context().close();

    await hours(22);
    // The sign-up's session has lapsed with the clock: a fresh sign-in.
    const started = await gateway<{ requestId: string }>('/v1/auth/signin', { method: 'POST', body: JSON.stringify({ identifier: email, channel: 'web' }) });
    const signedIn = await gateway<{ accessToken: string }>('/v1/auth/signin/validate-otp', { method: 'POST', body: JSON.stringify({ device, otpCode: await latestCode(email), requestId: started.body.result.requestId }) });
    const later = await openSignedIn(signedIn.body.result.accessToken, `/manage/order?order_ref=${orderRef}`);
    await later.getByRole('status').getByText('Your SIM has been delivered').waitFor();
    // The tracker (issue 46): every step up to the delivery done, the activation next.
    const tracked = later.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem');
    expect(await tracked.evaluateAll((els) => els.map((el) => `${el.getAttribute('data-step')}:${el.getAttribute('data-state')}`))).toEqual(['ordered:done', 'paid:done', 'dispatched:done', 'out_for_delivery:done', 'delivered:done', 'activated:current']);
    // The delivered SIM's line waits for it: the order offers its activation, for that line (issue 29).
    const activate = later.getByRole('link', { name: 'Activate your SIM' });
    await activate.waitFor();
    const lines = await gateway<Array<{ number: string; orderRef: string; status: string }>>('/v1/lines', { headers: { authorization: `Bearer ${signedIn.body.result.accessToken}` } });
    const line = lines.body.result.find((l) => l.orderRef === orderRef);
    expect(line?.status).toBe('PendingActivation');
    expect(await activate.getAttribute('href')).toBe(`/manage/sim-activation?number=${line!.number}`);
    expect(await axe(later)).toEqual([]);
    await activate.click();
    await later.waitForURL((u) => u.pathname === '/manage/sim-activation' && u.searchParams.get('number') === line!.number);
    await later.context().close();
  });
});
