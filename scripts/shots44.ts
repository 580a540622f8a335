import { join } from 'node:path';
import { startStack } from '../tests/e2e/support/harness';
import { customerWithLine } from '../tests/e2e/support/customer-with-line';
import { URDU_FONT_COOKIE } from '../src/i18n/urdu-font-names';
import type { Page } from 'playwright-core';
import { signIn } from '../tests/gateway/auth-flow';

async function withUrduFont(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift');
    if ((await page.context().cookies()).some((c) => c.name === URDU_FONT_COOKIE && c.value === '1')) break;
    await page.waitForTimeout(500);
  }
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await page.getByTestId(testId).waitFor();
    await page.evaluate(() => document.fonts.ready);
  }
}
const out = process.env.SHOTS ?? '/tmp/shots44';
const stack = await startStack();
try {
  const c = await customerWithLine(stack, { over: { simType: 'esim', deliveryMethod: undefined } });
  const api = c.gateway;
  const topup = async (body: Record<string, unknown>) => (await api.call('CREATE_TOPUP', { params: { number: c.number }, body, token: c.token })).body.result.topupId as string;
  const paying = await api.call('PAYMENT_REQUEST', { body: { orderRef: await topup({ kind: 'RECHARGE', amount: 1000 }), paymentMethod: 'CARD' }, token: c.token });
  await api.fetch(`/sandbox/pay/${paying.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
  const b = await api.call('PAYMENT_REQUEST', { body: { orderRef: await topup({ kind: 'BUNDLE', bundleId: 'data-2gb', renews: true }), paymentMethod: 'AIRTIME' }, token: c.token });
  if (b.status !== 200) throw new Error(JSON.stringify(b.body));
  await api.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 9 * 24 * 3600 * 1000 }) });
  c.token = await signIn(api, c.email);
  const subs = (await api.call('GET_SUBSCRIPTIONS', { params: { number: c.number }, token: c.token })).body.result;
  const bundleId = subs.subscriptions.find((s: { kind: string }) => s.kind === 'BUNDLE')?.id;
  for (const lang of ['en', 'ur'] as const) {
    for (const width of [390, 1280]) {
      const page = await stack.page();
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${stack.app.url}/profile/usage?number=${c.number}&auth_token=${c.token}`);
      await page.waitForURL((u) => !u.search.includes('auth_token'));
      await page.getByTestId('usage-table').waitFor();
      if (lang === 'ur') await withUrduFont(page, 'usage-table');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `usage-${lang}-${width}.png`), fullPage: true });
      await page.goto(`${stack.app.url}/profile/subscriptions?number=${c.number}`);
      await page.getByTestId('subscriptions').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `subscriptions-${lang}-${width}.png`), fullPage: true });
      await page.goto(`${stack.app.url}/manage/stop-subscription?number=${c.number}&id=${bundleId}`);
      await page.getByTestId('stop-means').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `subscriptions-stop-${lang}-${width}.png`), fullPage: true });
      await page.goto(`${stack.app.url}/profile`);
      await page.locator('.line-card').waitFor();
      await page.screenshot({ path: join(out, `home-${lang}-${width}.png`), fullPage: true });
      console.log('shot', lang, width, stack.pageErrors);
    }
  }
} finally {
  await stack.stop();
}
