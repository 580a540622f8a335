import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { callGateway, createGuestOrder } from './support/gateway-calls';
import { typeCardByKeyboard } from './support/card-entry';

// Issue 27 (parts 1, 2, 3, 4 and 5, browser side): the browser trusts no server value blindly. Each test changes
// what the sandbox answers (Playwright routes over the real gateway's answers) or what the browser sees while
// reading one, and checks what the customer sees.

const stack = stackForFile();
const url = (path: string) => `${stack.app.url}${path}`;
const gateway = <T = unknown>(path: string, init: RequestInit = {}) => callGateway<T>(stack.gatewayUrl, path, init);
const device = { app_type: 'ecosystem', device_id: 'e2e-server-values', device_type: 'web' };
let counter = 0;

async function latestCode(recipient: string): Promise<string> {
  const list = (await gateway<Array<{ code: string | null }>>(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.result;
  const code = list.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

/** A customer signed up through the gateway: email, token and the account's user id. */
async function customer(tag: string): Promise<{ email: string; token: string }> {
  const email = `e2e-sv-${tag}-${Date.now().toString(36)}-${counter++}@example.pk`;
  const started = await gateway<{ requestId: string }>('/v1/auth/signup', { method: 'POST', body: JSON.stringify({ email, channel: 'web', contactNumber: '923001234567' }) });
  const done = await gateway<{ accessToken: string }>('/v1/auth/signup/validate-otp', { method: 'POST', body: JSON.stringify({ device, otpCode: await latestCode(email), requestId: started.body.result.requestId }) });
  return { email, token: done.body.result.accessToken };
}

/** A second token for the same customer (a fresh sign-in). */
async function signInAgain(email: string): Promise<string> {
  const started = await gateway<{ requestId: string }>('/v1/auth/signin', { method: 'POST', body: JSON.stringify({ identifier: email, channel: 'web' }) });
  const done = await gateway<{ accessToken: string }>('/v1/auth/signin/validate-otp', { method: 'POST', body: JSON.stringify({ device, otpCode: await latestCode(email), requestId: started.body.result.requestId }) });
  return done.body.result.accessToken;
}

async function openPage(language: 'en' | 'ur' = 'en'): Promise<Page> {
  const page = await stack.page();
  if (language === 'ur') await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  return page;
}

/** Signs `page` in through the auth_token hand-off and waits until the token has left the address bar. */
async function handOff(page: Page, token: string, to: string): Promise<void> {
  await page.goto(url(`${to}${to.includes('?') ? '&' : '?'}auth_token=${token}`));
  await page.waitForURL((u) => !u.search.includes('auth_token'));
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth:accessToken'));
const storedEmail = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('auth:userDetails') ?? '{}') as { email?: string }).email);
/** What the notification region announces (danger notifications are role=alert). */
const announced = (page: Page) => page.locator('.notifications').innerText().catch(() => '');
/** The notices the notification region holds (its role=alert for danger, role=status for the rest). */
const notices = (page: Page) => page.locator('.notifications').getByRole('alert').or(page.locator('.notifications').getByRole('status')).locator('.notification').count();

describe('server values in Chromium (issue 27)', () => {
  it('part 1: a time zone the browser does not know keeps the personal-details form on screen, with no error', async () => {
    const me = await customer('tz');
    const page = await openPage();
    await page.route(`${stack.gatewayUrl}/v1/global_config**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { country_config: Record<string, unknown> } };
      body.result.country_config.default_timezone = 'Mars/Olympus_Mons';
      await route.fulfill({ response, json: body });
    });
    await handOff(page, me.token, '/manage/update-personal-details');
    await page.getByRole('textbox', { name: 'First name' }).waitFor();
    // A date-of-birth year list, if the form has one, is built in the configured zone: it is there and full.
    const years = page.getByRole('combobox', { name: /year/i });
    if (await years.count()) expect(await years.first().locator('option').count()).toBeGreaterThan(50);
    expect(await page.getByRole('button', { name: 'Save changes' }).isVisible()).toBe(true);
    expect(await announced(page)).toBe('');
    // The notification region is an (empty) alert live region; no alert says anything.
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
  });

  it('part 2: a banner link "/\\evil.example/x" (or javascript:) is refused; clicking the banner stays on the site', async () => {
    const page = await openPage();
    const links = ['/\\evil.example/x', 'javascript:alert(1)', '//evil.example/y'];
    const given: Array<string | undefined> = [];
    await page.route(`${stack.gatewayUrl}/v1/banners**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: Array<{ link?: string }> };
      body.result.forEach((b) => given.push(b.link));
      body.result.forEach((b, i) => (b.link = links[i] ?? b.link));
      await route.fulfill({ response, json: body });
    });
    await page.goto(url('/web/pre-checkout'));
    const cards = page.locator('.banner-card');
    await cards.first().locator('img').waitFor();
    for (let i = 0; i < links.length; i++) expect(await cards.nth(i).locator('a').count(), links[i]).toBe(0);
    // A banner whose link is a path on this site keeps it (each banner leads to its offer, issue 30).
    expect(given[3]).toMatch(/^\/[a-z]/);
    expect(await cards.nth(3).locator('a').getAttribute('href')).toBe(given[3]);
    await cards.first().click();
    // A navigation the click started would be under way now: wait for whatever page is there to finish loading.
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(stack.app.url);
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
  });

  it('parts 2 and 5: a javascript: payment page is refused with a clear message; one request per attempt, each with its own Idempotency-Key', async () => {
    const orderRef = await createGuestOrder(stack.gatewayUrl, { email: `e2e-sv-pay-${Date.now()}@example.pk`, firstName: 'Ayesha', lastName: 'Khan', idDigit: '5' });
    const link = (await gateway<{ paylinkId: string; url: string }>('/dev/paylinks', { method: 'POST', body: JSON.stringify({ orderRef }) })).body.result;
    const page = await openPage();
    const keys: Array<string | undefined> = [];
    // A slow answer: the payment request is held until the double click is over, so its second click lands while
    // the first one's request is in flight.
    let doubleClickDone!: () => void;
    const doubleClicked = new Promise<void>((resolve) => (doubleClickDone = resolve));
    await page.route(`${stack.gatewayUrl}/v1/payment_request`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().allHeaders())['idempotency-key']);
      await doubleClicked;
      const response = await route.fetch();
      const body = (await response.json()) as { result: { redirectUrl: string } };
      body.result.redirectUrl = 'javascript:alert(document.cookie)';
      await route.fulfill({ response, json: body });
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(url(new URL(link.url).pathname + new URL(link.url).search));
    // The card by keyboard (as the paylink suite types it), then a double click on Pay.
    await typeCardByKeyboard(page);
    await page.getByRole('button', { name: /^Pay / }).dblclick();
    doubleClickDone();
    const refusal = page.getByRole('alert').filter({ hasText: 'The payment page address we were given is not one we trust' });
    await refusal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment/paylink');
    expect(dialogs).toEqual([]);
    expect(keys).toHaveLength(1); // the double click sent one payment request
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // The customer deliberately tries again: a new attempt, a new key.
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => keys.length).toBe(2);
    await refusal.waitFor();
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(new URL(page.url()).pathname).toBe('/payment/paylink');
  });

  it('part 3: a read cancelled while its answer arrives (the customer leaves the page) shows no error', async () => {
    const me = await customer('abort');
    expect((await gateway('/v1/loyalty/members', { method: 'POST', headers: { authorization: `Bearer ${me.token}` }, body: JSON.stringify({ acceptTerms: true }) })).status).toBe(200);
    const page = await openPage();
    // The first tier-progress answer arrives slowly: its headers and a few bytes, then nothing until the request is
    // cancelled, when its body fails with an AbortError, as Chromium's own fetch does for an aborted read.
    await page.addInitScript(() => {
      const w = window as unknown as { __stall: string };
      w.__stall = 'idle';
      const original = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : undefined;
        const address = request ? request.url : String(input);
        if (w.__stall !== 'idle' || !address.includes('/v1/loyalty/tier-progress')) return original(input, init);
        w.__stall = 'waiting';
        const signal = init?.signal ?? request?.signal;
        const response = await original(input, init);
        const text = await response.text();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(text.slice(0, 12)));
            w.__stall = 'stalled';
            signal?.addEventListener('abort', () => {
              controller.error(new DOMException('The user aborted a request.', 'AbortError'));
              w.__stall = 'aborted';
            });
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      };
    });
    await handOff(page, me.token, '/loyalty');
    await page.waitForFunction(() => (window as unknown as { __stall: string }).__stall === 'stalled');
    await page.locator('nav.loyalty-nav a[href="/loyalty/points-booster"]').click();
    await page.waitForURL('**/loyalty/points-booster');
    await page.waitForFunction(() => (window as unknown as { __stall: string }).__stall === 'aborted');
    // The boosters page drew its list after the abort, so the aborted read's outcome was handled before it.
    await page.locator('[data-testid^="booster-"]').first().waitFor();
    expect(await announced(page)).toBe('');
    expect(await page.getByText(/could not read/).count()).toBe(0);
  });
});

describe('the hand-off of another account (issue 27 part 4)', () => {
  const question = (page: Page) => page.getByRole('heading', { level: 1, name: 'Switch account?' });

  it('asks before switching; "Stay signed in" (by keyboard) keeps the signed-in customer, and the token never stays in the address bar', async () => {
    const a = await customer('a');
    const b = await customer('b');
    const page = await openPage();
    await handOff(page, a.token, '/profile');
    await expect.poll(() => storedEmail(page)).toBe(a.email);
    const addresses: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && addresses.push(f.url()));
    await handOff(page, b.token, '/profile');
    await question(page).waitFor();
    expect(page.url()).not.toContain('auth_token');
    const text = await page.getByTestId('switch-account').innerText();
    expect(text).toContain(`You are signed in as ${a.email}`);
    expect(text).toContain(b.email);
    expect(await storedToken(page)).toBe(a.token);
    await shots(page, 'en');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('heading', { level: 1, name: 'Switch account?' }).focus();
    // The heading has focus; Tab reaches "Continue as …" then "Stay signed in as …".
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Continue as ${b.email}`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Stay signed in as ${a.email}`);
    await page.keyboard.press('Enter');
    await question(page).waitFor({ state: 'detached' });
    expect(await storedToken(page)).toBe(a.token);
    expect(await storedEmail(page)).toBe(a.email);
    expect(new URL(page.url()).pathname).toBe('/profile');
    // A reload keeps A signed in: the other token was never stored.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await question(page).count()).toBe(0);
    expect(await storedToken(page)).toBe(a.token);
    expect(addresses.slice(1).every((u) => !u.includes('auth_token'))).toBe(true);
  });

  it('"Continue as" switches to the other account', async () => {
    const a = await customer('a');
    const b = await customer('b');
    const page = await openPage();
    await handOff(page, a.token, '/profile');
    await expect.poll(() => storedEmail(page)).toBe(a.email);
    await handOff(page, b.token, '/profile');
    await question(page).waitFor();
    await page.getByRole('button', { name: `Continue as ${b.email}` }).click();
    await question(page).waitFor({ state: 'detached' });
    await expect.poll(() => storedToken(page)).toBe(b.token);
    expect(await storedEmail(page)).toBe(b.email);
  });

  it('the same customer with a new token, or no one signed in: no question (SPEC §2)', async () => {
    const a = await customer('a');
    const page = await openPage();
    await handOff(page, a.token, '/profile');
    await expect.poll(() => storedEmail(page)).toBe(a.email);
    const again = await signInAgain(a.email);
    await handOff(page, again, '/profile');
    await expect.poll(() => storedToken(page)).toBe(again);
    expect(await question(page).count()).toBe(0);
    expect(await storedEmail(page)).toBe(a.email);
  });

  it('Urdu: the question and both answers are in Urdu, right to left', async () => {
    const a = await customer('a');
    const b = await customer('b');
    const page = await openPage('ur');
    await handOff(page, a.token, '/profile');
    await expect.poll(() => storedEmail(page)).toBe(a.email);
    await handOff(page, b.token, '/profile');
    const heading = page.getByRole('heading', { level: 1, name: 'اکاؤنٹ تبدیل کریں؟' });
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('button', { name: `${b.email} کے طور پر جاری رکھیں` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `${a.email} کے طور پر سائن اِن رہیں` }).count()).toBe(1);
    await shots(page, 'ur');
  });
});

describe('a session whose customer gets no answer is kept (no connection, or the page left mid-read)', () => {
  it('the gate says so and offers Try again (by keyboard), which opens the page; nothing signed the customer out', async () => {
    const a = await customer('offline');
    const page = await openPage();
    await page.route('**/v1/users/me', (route) => route.abort('internetdisconnected'));
    await handOff(page, a.token, '/profile');
    const heading = page.getByRole('heading', { level: 1, name: 'We could not open your account' });
    await heading.waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'You are still signed in.' }).count()).toBe(1);
    // Said once, by the gate's page: the failure's app-wide notice comes before the page, and there is none.
    expect(await notices(page)).toBe(0);
    expect(await storedToken(page)).toBe(a.token);
    await shots(page, 'en', 'unreachable');
    await page.unroute('**/v1/users/me');
    // The heading has focus: Tab reaches Try again.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('session-unreachable-title');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await heading.waitFor({ state: 'detached' });
    await expect.poll(() => storedEmail(page)).toBe(a.email);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it.each([
    { language: 'en' as const, title: 'We could not open your account', retry: 'Try again' },
    { language: 'ur' as const, title: 'ہم آپ کا اکاؤنٹ نہیں کھول سکے', retry: 'دوبارہ کوشش کریں' },
  ])('a signed-in page whose customer cannot be loaded says so once, on the gate’s page, not in a notice as well ($language)', async ({ language, title, retry }) => {
    const a = await customer(`load-${language}`);
    const page = await openPage(language);
    // A stored session without the customer's details: the gate loads them (auth-handoff's LOAD), and the load fails.
    await page.addInitScript((token) => {
      localStorage.setItem('auth:accessToken', token);
      localStorage.removeItem('auth:userDetails');
    }, a.token);
    await page.route('**/v1/users/me', (route) => route.abort('internetdisconnected'));
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('button', { name: retry }).count()).toBe(1);
    expect(await notices(page)).toBe(0);
    expect(await storedToken(page)).toBe(a.token);
    // The control: once the gate lets the page open, another call's network failure is still announced app-wide.
    await page.route('**/v1/lines', (route) => route.abort('internetdisconnected'));
    await page.unroute('**/v1/users/me');
    await page.getByRole('button', { name: retry }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'detached' });
    await expect.poll(() => notices(page)).toBeGreaterThan(0);
  });

  it('a page left while the customer is read keeps the session for the next page (a quick tap after the app opened a link)', async () => {
    const a = await customer('left');
    const page = await openPage('ur');
    // The read never answers on this page: the customer moves on before it does.
    await page.route('**/v1/users/me', () => undefined);
    await handOff(page, a.token, '/profile');
    await page.unroute('**/v1/users/me');
    await page.goto(url('/web/payment-success'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await storedToken(page)).toBe(a.token);
    await page.goto(url('/manage/payment-success'));
    await page.getByRole('heading', { level: 1, name: 'یہاں دکھانے کے لیے کوئی ادائیگی نہیں' }).waitFor();
    expect(await storedEmail(page)).toBe(a.email);
  });

  it('Urdu: the message and its button are in Urdu, right to left', async () => {
    const a = await customer('offline-ur');
    const page = await openPage('ur');
    await page.route('**/v1/users/me', (route) => route.abort('internetdisconnected'));
    await handOff(page, a.token, '/profile');
    await page.getByRole('heading', { level: 1, name: 'ہم آپ کا اکاؤنٹ نہیں کھول سکے' }).waitFor();
    expect(await notices(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('button', { name: 'دوبارہ کوشش کریں' }).count()).toBe(1);
    await shots(page, 'ur', 'unreachable');
  });
});

/** SHOTS_DIR=/tmp/… saves the question at 390 px and 1280 px (a look by eye, not an assertion). */
async function shots(page: Page, language: 'en' | 'ur', name = 'handoff'): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${language}-${width}.png`, fullPage: true });
  }
}
