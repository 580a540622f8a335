import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stackForFile } from './support/harness';
import { axe } from './support/axe';
import { customerWithLine, type CustomerWithLine } from './support/customer-with-line';
import { dev, type Json } from '../gateway/harness';
import { signIn } from '../gateway/auth-flow';
import { homeMessages } from '../../src/features/profile/home-messages';
import { topupMessages } from '../../src/features/profile/topup-messages';
import { usageMessages } from '../../src/features/history/usage-messages';
import { subscriptionMessages } from '../../src/features/subscriptions/messages';
import { formatCount } from '../../src/i18n/format';
import { BUNDLES } from '../../gateway/lines/topups';
import stopJourney from '../../journeys/stop-subscription.json';

// Issue 44 parts 2 and 3 in Chromium at 390 px, English and Urdu, against the sandbox: a bundle is bought to renew; the sandbox clock moves and the
// line's usage page (from its card on the home) shows those days in its chart and table with the gateway's figures; on
// My subscriptions the customer stops a bundle's renewal and stops the add-on through journeys/stop-subscription.json
// (told first what stopping means); past the expiry the gateway renewed the plan but not the bundle.

const stack = stackForFile();
const DAY = 24 * 3600 * 1000;
const bundle = BUNDLES.find((b) => b.id === 'data-2gb')!;
const [stopStep, stoppedStep] = stopJourney.steps;
type Language = 'en' | 'ur';

/** A fresh token (the clock moved past the first one's life) and the gateway's answer to a call with it. */
async function atGateway(c: CustomerWithLine, name: 'GET_SUBSCRIPTIONS' | 'GET_USAGE_HISTORY'): Promise<Json> {
  c.token = await signIn(c.gateway, c.email);
  const res = await c.gateway.call(name, { params: { number: c.number }, token: c.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}
const ledgerOf = async (c: CustomerWithLine): Promise<Json[]> => ((await (await c.gateway.fetch(`/dev/lines/ledger?number=${c.number}`)).json()) as { result: Json[] }).result;
const now = async (c: CustomerWithLine): Promise<number> => ((await dev(c.gateway, '/dev/clock', { advanceMs: 0 })).result as { now: number }).now;

/** Two Rs 1,000 recharges by card: enough for the plan's renewal and the bundle's. */
async function recharge(c: CustomerWithLine): Promise<void> {
  const topup = async (body: Record<string, unknown>) => (await c.gateway.call('CREATE_TOPUP', { params: { number: c.number }, body, token: c.token })).body.result.topupId as string;
  for (let i = 0; i < 2; i++) {
    const card = await c.gateway.call('PAYMENT_REQUEST', { body: { orderRef: await topup({ kind: 'RECHARGE', amount: 1000 }), paymentMethod: 'CARD' }, token: c.token });
    expect((await c.gateway.fetch(`/sandbox/pay/${card.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  }
}

async function phonePage(lang: Language, c: CustomerWithLine, path: string): Promise<Page> {
  const page = await stack.page();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.goto(`${stack.app.url}${path}${path.includes('?') ? '&' : '?'}auth_token=${c.token}`);
  await page.waitForURL((u) => !u.search.includes('auth_token'));
  return page;
}

describe.each(['en', 'ur'] as const)('usage history and My subscriptions (%s, 390 px)', (lang) => {
  const home = homeMessages[lang];
  const usage = usageMessages[lang];
  const subs = subscriptionMessages[lang];
  const topup = topupMessages[lang];

  it('shows the days the sandbox clock used; a bundle whose renewal was stopped is not renewed at the gateway; the add-on stops after saying what that means', async () => {
    const c = await customerWithLine(stack, { over: { simType: 'esim', deliveryMethod: undefined } });
    await recharge(c);

    // A 2 GB bundle bought to renew with the plan (asked for on the bundle page), paid from the airtime balance.
    const buying = await phonePage(lang, c, `/profile/bundles?number=${c.number}`);
    await buying.locator(`input[name="topup-bundle"][value="${bundle.id}"]`).check();
    await buying.getByRole('checkbox', { name: topup.topup_bundle_renews }).check();
    expect(await buying.locator('input[name="topup-method"]:checked').getAttribute('value')).toBe('AIRTIME');
    await buying.locator('.payment-panel button[type="submit"]').click();
    await buying.waitForURL((u) => u.pathname === '/profile' && (u.searchParams.get('order_ref') ?? '').startsWith('TU-'));
    const bought = (await atGateway(c, 'GET_SUBSCRIPTIONS')).subscriptions.find((s: Json) => s.kind === 'BUNDLE');
    expect([bought.item, bought.renewalOn, bought.renews]).toEqual([bundle.id, true, true]);
    await buying.context().close();

    // Three and a half sandbox days of use, then the line's usage page from its card on the home.
    await dev(c.gateway, '/dev/clock', { advanceMs: 3.5 * DAY });
    const days = (await atGateway(c, 'GET_USAGE_HISTORY')).days as Json[];
    const used = days.filter((d) => d.dataMb > 0);
    expect(used.length).toBeGreaterThanOrEqual(4);
    const page = await phonePage(lang, c, '/profile');
    await page.getByRole('link', { name: home.line_usage, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/profile/usage' && u.searchParams.get('number') === c.number);
    const table = page.getByTestId('usage-table');
    await table.waitFor();
    // The table: a row per day, each used day with the gateway's figures (Latin digits in both languages).
    expect(await table.locator('tbody tr').count()).toBe(30);
    for (const d of used) {
      const row = table.locator(`tr[data-date="${d.date}"]`);
      for (const metric of ['dataMb', 'minutes', 'sms'] as const) expect(await row.locator(`td[data-metric="${metric}"]`).innerText()).toBe(formatCount(d[metric]));
    }
    // The chart: a bar per day, its height the day's data; switched to SMS, the SMS.
    const chart = page.getByRole('img', { name: usage.usage_chart_title.replace('{metric}', usage.usage_metric_dataMb) });
    for (const d of days) expect(Number(await chart.locator(`rect[data-date="${d.date}"]`).getAttribute('data-value'))).toBe(d.dataMb);
    await page.getByRole('radio', { name: usage.usage_metric_sms }).check();
    const smsChart = page.getByRole('img', { name: usage.usage_chart_title.replace('{metric}', usage.usage_metric_sms) });
    for (const d of used) expect(Number(await smsChart.locator(`rect[data-date="${d.date}"]`).getAttribute('data-value'))).toBe(d.sms);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ur' ? 'rtl' : 'ltr');
    expect(await axe(page)).toEqual([]);

    // My subscriptions, from the usage page: the plan, the add-on and the bundle, each with its bar and renewal.
    await page.getByRole('link', { name: usage.usage_subscriptions }).click();
    await page.waitForURL((u) => u.pathname === '/profile/subscriptions');
    await page.getByTestId('subscriptions').waitFor();
    const before = await atGateway(c, 'GET_SUBSCRIPTIONS');
    expect(before.subscriptions.map((s: Json) => s.kind)).toEqual(['PLAN', 'ADDON', 'BUNDLE']);
    const bundleCard = page.locator('li[data-kind="BUNDLE"]');
    expect(await bundleCard.locator('[data-renews]').getAttribute('data-renews')).toBe('true');
    expect(await bundleCard.locator('meter').count()).toBe(1);
    expect(await axe(page)).toEqual([]);

    // The bundle's renewal is stopped with its switch (by keyboard); the gateway has it off.
    const toggle = bundleCard.getByRole('checkbox');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: subs.subs_saved_off.replace('{name}', '') }).first().waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await expect.poll(async () => (await atGateway(c, 'GET_SUBSCRIPTIONS')).subscriptions.find((s: Json) => s.kind === 'BUNDLE').renewalOn).toBe(false);

    // The add-on is stopped through the journey: its first step says what stopping means; only "Stop it now" sends it.
    const addon = before.subscriptions.find((s: Json) => s.kind === 'ADDON');
    await page.locator('li[data-kind="ADDON"]').getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname === stopStep!.path);
    await page.getByRole('heading', { level: 1, name: subs.stop_title }).waitFor();
    const means = page.getByTestId('stop-means');
    expect(await means.locator('li').count()).toBe(4);
    expect(await means.innerText()).toContain(subs.stop_means_refund);
    expect((await atGateway(c, 'GET_SUBSCRIPTIONS')).subscriptions.map((s: Json) => s.id)).toContain(addon.id);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: subs.stop_confirm }).click();
    await page.waitForURL((u) => u.pathname === stoppedStep!.path);
    await page.getByTestId('subscription-stopped').waitFor();
    expect((await atGateway(c, 'GET_SUBSCRIPTIONS')).subscriptions.map((s: Json) => s.kind)).toEqual(['PLAN', 'BUNDLE']);
    await page.getByRole('link', { name: subs.stopped_back }).click();
    await page.waitForURL((u) => u.pathname === '/profile/subscriptions');
    await page.locator('li[data-kind="BUNDLE"]').waitFor();
    // The list read before the stop may show for a moment; the one read after it has no add-on.
    await expect.poll(() => page.locator('li[data-kind="ADDON"]').count()).toBe(0);

    // Past the bundle's expiry: the plan renewed from the airtime, the bundle did not (checked at the gateway).
    const due = before.renewsAt as number;
    // The balance covers the plan and the bundle again: only the stopped renewal keeps the bundle from coming back.
    const plan = before.subscriptions.find((s: Json) => s.kind === 'PLAN');
    expect(before.airtimeBalance).toBeGreaterThanOrEqual(plan.price + bundle.price);
    expect(before.subscriptions.find((s: Json) => s.kind === 'BUNDLE').expiresAt).toBe(due);
    await dev(c.gateway, '/dev/clock', { advanceMs: due - (await now(c)) + DAY });
    const after = await atGateway(c, 'GET_SUBSCRIPTIONS');
    const ledger = await ledgerOf(c);
    expect(ledger.filter((e) => e.what === 'RENEWAL').map((e) => e.at)).toEqual([due]);
    expect(ledger.filter((e) => e.what === 'BUNDLE_RENEWAL')).toEqual([]);
    expect(after.subscriptions.map((s: Json) => s.kind)).toEqual(['PLAN']);
    expect(after.airtimeBalance).toBeCloseTo(before.airtimeBalance - (ledger.find((e) => e.what === 'RENEWAL')!.amount as number), 2);
    const later = await phonePage(lang, c, `/profile/subscriptions?number=${c.number}`);
    await later.getByTestId('subscriptions').waitFor();
    expect(await later.locator('li[data-kind="BUNDLE"]').count()).toBe(0);
  }, 180_000);
});
