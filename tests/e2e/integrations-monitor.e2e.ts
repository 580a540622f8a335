/**
 * Issue 12 parts 2-4 in Chromium against the sandbox gateway: browser monitoring (beacons to the collector,
 * sampling recorded, stopped when analytics is turned off), the support chat widget (prefilled for a signed-in
 * customer, full page on /zendesk, offline message) and the ALTCHA captcha on the order list (real answer
 * lists the orders, a forged one is refused by the gateway and the app says so).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { customerWithLine } from './support/customer-with-line';
import { shellMessages } from '../../src/i18n/shell-messages';
import { MONITORING_CONFIG } from '../../src/integrations/monitoring/monitoring-config';

const stack = stackForFile();
const url = (path: string) => `${stack.app.url}${path}`;
const dev = async <T>(path: string): Promise<T> => ((await (await fetch(`${stack.gatewayUrl}${path}`)).json()) as { result: T }).result;

interface Harvest {
  kind: string;
  session: { id: string; startedAt: number; replay: boolean };
  items: Array<Record<string, unknown>>;
}
interface WidgetCall {
  command: string;
  args: unknown[];
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
const harvests = () => dev<Harvest[]>('/dev/monitoring/harvests');
const sessionOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('monitoring:session') ?? 'null') as { id: string; replay: boolean } | null);
const heartbeat = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.monitoringHarvests ?? 0));

describe('browser monitoring', () => {
  it('sends vitals, every error, page actions and route timings with the session and its replay decision, and stops when analytics is turned off', async () => {
    const me = await customerWithLine(stack);
    // The page's clock is Playwright's (time flows, and the test moves it on): the agent's own cadence (its start
    // at the first interaction or 10 s past the load event, vitals and errors every 10 s, actions and timings every 30 s) is waited by moving the
    // clock, not by sitting through it.
    const page = await stack.page();
    await page.clock.install();
    await me.signIn(page, '/profile');
    await page.clock.fastForward(MONITORING_CONFIG.startDelayMs + 500);
    await page.waitForFunction(() => document.documentElement.dataset.monitoring === 'on');
    const session = await until(() => sessionOf(page), (s) => s !== null, 'a monitoring session');

    // Three uncaught errors and one unhandled rejection: all four are sent (error sample rate 100 %).
    await page.evaluate(() => {
      for (const n of [1, 2, 3]) queueMicrotask(() => { throw new Error(`probe-error-${n}`); }); // not a timer: the page's timers are Playwright's clock
      void Promise.reject(new Error('probe-rejection'));
    });
    // Two page views in the app: the Account tab's hub, then its privacy row (issue 46).
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Privacy settings' }).click();
    await page.getByRole('checkbox', { name: 'Analytics' }).waitFor();

    const mine = (list: Harvest[]) => list.filter((h) => h.session.id === session!.id);
    await page.clock.fastForward(MONITORING_CONFIG.harvestMs + 1000);
    const errors = await until(harvests, (l) => mine(l).filter((h) => h.kind === 'errors').flatMap((h) => h.items).filter((i) => String(i.message).includes('probe-')).length >= 4, 'the four errors');
    const errorItems = mine(errors).filter((h) => h.kind === 'errors').flatMap((h) => h.items);
    expect(errorItems.filter((i) => i.type === 'error' && String(i.message).includes('probe-error')).length).toBe(3);
    expect(errorItems.some((i) => i.type === 'unhandledrejection' && i.message === 'probe-rejection')).toBe(true);
    // The session record carries the replay decision and the configured rates; every harvest names the session.
    const record = mine(errors).find((h) => h.kind === 'session');
    expect(record?.items[0]).toEqual({ replay: session!.replay, replaySampleRate: 0.1, errorSampleRate: 1 });
    expect(mine(errors).every((h) => h.session.replay === session!.replay)).toBe(true);
    await until(harvests, (l) => mine(l).some((h) => h.kind === 'vitals' && h.items.some((i) => i.name === 'FCP' && Number(i.value) > 0)), 'a web vital (first contentful paint)');
    // Page actions and route timings come every 30 s.
    await page.clock.fastForward(MONITORING_CONFIG.actionsHarvestMs + 1000);
    const slow = await until(harvests, (l) => mine(l).some((h) => h.kind === 'actions') && mine(l).some((h) => h.kind === 'timings' && h.items.some((i) => i.route === '/profile/privacy-settings')), 'actions and timings');
    expect(mine(slow).filter((h) => h.kind === 'actions').flatMap((h) => h.items)).toContainEqual(expect.objectContaining({ action: 'click', element: 'a', name: 'Privacy settings' }));

    // Analytics off: what happens afterwards never reaches the collector.
    await page.getByRole('checkbox', { name: 'Analytics' }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Your privacy settings are saved.').waitFor();
    // The agent reads the setting at its next harvest (every 10 s of the page's clock): the clock is moved to it.
    await page.clock.fastForward(MONITORING_CONFIG.harvestMs + 1000);
    await page.waitForFunction(() => document.documentElement.dataset.monitoring === 'off', undefined, { timeout: 15_000 });
    const before = (await harvests()).length;
    await page.evaluate(() => queueMicrotask(() => { throw new Error('probe-after-off'); }));
    await page.getByRole('button', { name: 'Save settings' }).click();
    const beat = await heartbeat(page);
    // One more harvest, by the clock again (sitting through it was 10 s of the test's 26).
    await page.clock.fastForward(MONITORING_CONFIG.harvestMs + 1000);
    await page.waitForFunction((b) => Number(document.documentElement.dataset.monitoringHarvests) >= b + 1, beat, { timeout: 15_000 });
    const after = await harvests();
    expect(after.length).toBe(before);
    expect(JSON.stringify(after)).not.toContain('probe-after-off');

    // A new page load with analytics off does not even load the agent.
    await page.reload();
    await page.getByRole('checkbox', { name: 'Analytics' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.monitoring === 'off');
    expect(await heartbeat(page)).toBe(0);
    await page.context().close();
    // The probes above were thrown on purpose.
    for (let i = stack.pageErrors.length - 1; i >= 0; i--) if (/probe-/.test(stack.pageErrors[i]!)) stack.pageErrors.splice(i, 1);
  });
});

describe('support chat', () => {
  it('opens from the header prefilled for a signed-in customer, set up as SPEC §9 says, with the offline message when no agent is online', async () => {
    const me = await customerWithLine(stack);
    await me.gateway.call('UPDATE_PROFILE', { token: me.token, body: { first_name: 'Ayesha' } }).catch(() => undefined);
    const page = await me.signedInPage('/profile');
    // Nothing of the widget before the button is used.
    expect(await page.locator('#ze-snippet').count()).toBe(0);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await chat.waitFor();
    expect(await chat.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(me.email);
    const phone = await chat.getByRole('textbox', { name: 'Phone number' }).inputValue();
    // Numbers read one way (issue 30): +92 3xx xxxxxxx.
    expect(phone).toMatch(/^\+92 3\d{2} \d{7}$/);
    await chat.getByRole('status').getByText(shellMessages.en.chat_offline_message!).waitFor();
    // The pointer off the header button first: its hover colours are the shared shell's, not the chat's.
    await page.mouse.move(200, 700);
    expect(await axe(page)).toEqual([]);

    const calls = await dev<WidgetCall[]>('/dev/support/calls');
    const names = calls.map((c) => c.command);
    expect(names.indexOf('webWidget:hide')).toBeLessThan(names.indexOf('webWidget:open'));
    const settings = calls.find((c) => c.command === 'webWidget:updateSettings')!.args[0] as { webWidget: { offset: { vertical: string }; chat: { menuOptions: { emailTranscript: boolean }; offlineForm: { greeting: Record<string, string> } } } };
    expect(settings.webWidget.offset.vertical).toBe('77px');
    expect(settings.webWidget.chat.menuOptions.emailTranscript).toBe(false);
    expect(settings.webWidget.chat.offlineForm.greeting['*']).toContain('within 1 working day');
    const prefill = calls.filter((c) => c.command === 'webWidget:prefill').at(-1)!.args[0] as { name?: { value: string }; email: { value: string }; phone: { value: string } };
    expect(prefill.email.value).toBe(me.email);
    expect(prefill.phone.value).toBe(phone);
    const name = await chat.getByRole('textbox', { name: 'Name' }).inputValue();
    expect(name).toBe(prefill.name?.value ?? '');

    // Closing hides it again; with an agent online the chat says so instead of the offline message.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await chat.waitFor({ state: 'detached' });
    await fetch(`${stack.gatewayUrl}/dev/support/agents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ online: true }) });
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await chat.getByText('An expert is online').waitFor();
    await fetch(`${stack.gatewayUrl}/dev/support/agents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ online: false }) });
    await page.context().close();
  });

  it('falls back to the offline message when the widget script cannot load, and the page works on', async () => {
    const page = await stack.page();
    await page.route('**/integrations/support/snippet.js*', (route) => route.abort());
    await page.goto(url('/web/pre-checkout'));
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('region', { name: 'Help' }).getByText(shellMessages.en.chat_offline_message!).waitFor();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('region', { name: 'Help' }).waitFor({ state: 'detached' });
    // Escape closes it and gives the focus back to the chat button; so does its Close button.
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('region', { name: 'Help' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Help' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-button'))).toBe(true);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('region', { name: 'Help' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('region', { name: 'Help' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-button'))).toBe(true);
    // It never stays over the next page: choosing a plan moves on, and the panel is gone.
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('region', { name: 'Help' }).waitFor();
    await page.locator('.plan-card-recommended button').first().click();
    await page.waitForURL((u) => !u.pathname.endsWith('/web/pre-checkout'));
    expect(await page.getByRole('region', { name: 'Help' }).count()).toBe(0);
    await page.context().close();
  });

  it('/zendesk shows the chat full-page for the app webview, in English and Urdu', async () => {
    const me = await customerWithLine(stack);
    const page = await me.signedInPage('/zendesk?webview=true');
    await page.getByRole('heading', { level: 1, name: 'Chat with us' }).waitFor();
    const chat = page.locator('#embedded-messenger').getByRole('region', { name: 'Chat with us' });
    await chat.waitFor();
    expect(await chat.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(me.email);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    const calls = await dev<WidgetCall[]>('/dev/support/calls');
    expect(calls.some((c) => c.command === 'messenger:render:embedded' || (c.command === 'messenger:render' && c.args[0] === 'embedded'))).toBe(true);
    await page.context().close();
  });
});

describe('captcha on the order list', () => {
  it('lists the orders with a real ALTCHA answer, and a forged one is refused by the gateway with a clear message', async () => {
    const me = await customerWithLine(stack);
    const page = await me.signedInPage('/orderlist');
    await page.getByRole('article', { name: `Order ${me.orderRef}` }).waitFor();

    // The same page, but the answer is swapped for a forged one on its way to the gateway.
    const refused: number[] = [];
    await page.route('**/v1/manage_order', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { captchaToken: string };
      const payload = JSON.parse(Buffer.from(body.captchaToken, 'base64').toString()) as { solution: { derivedKey: string } };
      payload.solution.derivedKey = '0'.repeat(payload.solution.derivedKey.length);
      const response = await route.fetch({ postData: JSON.stringify({ captchaToken: Buffer.from(JSON.stringify(payload)).toString('base64') }) });
      refused.push(response.status());
      await route.fulfill({ response });
    });
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'security check was refused' });
    await alert.waitFor();
    expect(refused).toEqual([400]);
    expect(await axe(page)).toEqual([]);
    // Try again with the real answer: the orders are back.
    await page.unroute('**/v1/manage_order');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('article', { name: `Order ${me.orderRef}` }).waitFor();
    await page.context().close();
  });
});
