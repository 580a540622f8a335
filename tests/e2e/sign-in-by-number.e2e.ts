import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { callGateway } from './support/gateway-calls';
import { authMessages } from '../../src/features/auth/messages';
import { shellMessages } from '../../src/i18n/shell-messages';
import planSwitch from '../../journeys/plan-switch.json';
import { shownWords } from './support/shown-words';

// Issue 45 parts 1 and 2 in Chromium at 390 px, English and Urdu, against the sandbox gateway: a customer signs in
// with their line's number by the SMS code in the outbox; a number with no account is told so in place; a session
// that expired on a journey's step says so on the login page, and signing in again returns to that step with what
// was chosen there.

const stack = stackForFile();
const TEN_DAYS_MS = 10 * 24 * 3600_000;
const [plansStep, detailsStep] = planSwitch.steps;

const gateway = <T = unknown>(path: string, init: RequestInit = {}) => callGateway<T>(stack.gatewayUrl, path, init);
const smsTo = async (number: string) =>
  (await gateway<Array<{ channel: string; code: string | null; recipient: string }>>(`/dev/outbox?recipient=${encodeURIComponent(number)}`)).body.result;

/** A page at 390 px in `lang` (the saved language choice, as a returning customer has it). */
async function phonePage(lang: 'en' | 'ur'): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  return page;
}

/** The login form: types `typed` and asks for the code. */
async function askCode(page: Page, lang: 'en' | 'ur', typed: string) {
  const t = shownWords(authMessages[lang]!);
  await page.getByRole('heading', { level: 1, name: shellMessages[lang].login_title }).waitFor();
  await page.getByRole('textbox', { name: t.email_or_number }).fill(typed);
  await page.getByRole('button', { name: t.send_code }).click();
}

/** The code page: the newest SMS code sent to `number` (92…), typed into the six boxes. */
async function enterSmsCode(page: Page, lang: 'en' | 'ur', number: string) {
  const t = shownWords(authMessages[lang]!);
  await page.waitForURL('**/web/verify-otp/login');
  // The code page names the number in international form, whatever was typed.
  await page.getByText(`+92 ${number.slice(2, 5)} ${number.slice(5)}`).waitFor();
  const sms = (await smsTo(number)).find((m) => m.code);
  expect(sms?.channel).toBe('sms');
  // Next stays for the keyboard and for a refused code; the sixth digit sends the code without it (issue 46).
  expect(await page.getByRole('button', { name: t.next, exact: true }).count()).toBe(1);
  await page.locator('#otp-0').click();
  await page.keyboard.type(sms!.code!);
}

/** Whose session the browser now holds, asked of the gateway with the stored token. */
async function signedInAs(page: Page, c: CustomerWithLine): Promise<string | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('auth:accessToken'));
  if (!token) return undefined;
  const me = await c.gateway.call('GET_USER_DETAILS', { token });
  return me.status === 200 ? me.body.result.external_id : undefined;
}

describe.each(['en', 'ur'] as const)('sign in by the line’s number (%s, 390 px)', (lang) => {
  const t = shownWords(authMessages[lang]!);

  it('the line’s number, typed with +92, spaces and a dash, gets its code by SMS and signs the customer in', async () => {
    const c = await customerWithLine(stack);
    const page = await phonePage(lang);
    await page.goto(`${stack.app.url}/web/login`);
    await askCode(page, lang, `+92 ${c.number.slice(2, 5)}-${c.number.slice(5)}`);
    await enterSmsCode(page, lang, c.number);
    await page.waitForURL((u) => !u.pathname.startsWith('/web/'));
    expect(await signedInAs(page, c)).toBe(c.userId);
    await page.context().close();
  });

  it('a number with no account is told so under the field, with no code sent and nothing about whose it is', async () => {
    const page = await phonePage(lang);
    await page.goto(`${stack.app.url}/web/login`);
    const stranger = `9231${String(Date.now()).slice(-8)}`;
    await askCode(page, lang, `0${stranger.slice(2)}`);
    const alert = page.locator('#login-identifier-error[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(t.error_no_account_for_number);
    expect(await page.getByRole('textbox', { name: t.email_or_number }).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/web/login');
    expect((await smsTo(stranger)).filter((m) => m.code)).toEqual([]);
    await page.context().close();
  });

  it('a session that expired on a journey step says so, and the code returns to that step with the plan chosen there', async () => {
    const c = await customerWithLine(stack);
    const page = await phonePage(lang);
    await c.signIn(page, plansStep!.path);
    // Choose the first plan offered (not the current one): the plan-details step shows it from the journey's data.
    const offered = page.locator('.plan-list > li').filter({ has: page.getByRole('button') }).first();
    await offered.waitFor();
    const plan = (await offered.getByRole('heading').first().innerText()).trim();
    await offered.getByRole('button').first().click();
    await page.waitForURL(`**${detailsStep!.path}`);
    expect((await page.locator('#ps-plan-name').innerText()).trim()).toBe(plan);

    // Ten sandbox days later the token can no longer be refreshed: the next call ends the session.
    await gateway('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: TEN_DAYS_MS }) });
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/web/login');
    const address = new URL(page.url());
    expect(address.searchParams.get('ended')).toBe('expired');
    expect(address.searchParams.get('redirect')).toBe(detailsStep!.path);
    const notice = page.getByRole('status').filter({ hasText: t.session_ended_expired });
    await notice.waitFor();
    expect(await signedInAs(page, c)).toBeUndefined();

    await askCode(page, lang, `0${c.number.slice(2)}`);
    await enterSmsCode(page, lang, c.number);
    await page.waitForURL(`**${detailsStep!.path}`);
    expect((await page.locator('#ps-plan-name').innerText()).trim()).toBe(plan);
    expect(await signedInAs(page, c)).toBe(c.userId);
    await page.context().close();
  });
});
