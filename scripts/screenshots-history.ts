/**
 * `npx tsx scripts/screenshots-history.ts` (issue 44): the history (/profile/history) and a receipt at 390 and 1280 px,
 * English and Urdu, into docs/screenshots/history-<language>-<width>.png and receipt-<language>-<width>.png (the
 * receipt also as printed: receipt-print-<language>.png). A customer with an eSIM line recharges Rs 200 by card and
 * buys a 2 GB bundle from airtime on a throwaway stack (tests/e2e/support/harness.ts startStack) over the built app
 * (`npm run build` first).
 */
import { join } from 'node:path';
import { startStack } from '../tests/e2e/support/harness';
import { customerWithLine } from '../tests/e2e/support/customer-with-line';
import { URDU_FONT_COOKIE } from '../src/i18n/urdu-font-names';
import type { Page } from 'playwright-core';

/**
 * An Urdu page gets its web font on the customer's first interaction (src/i18n/urdu-font-late.ts): press a key until
 * it has, then load the page again, as a returning customer sees it (the font from the first paint).
 */
async function withUrduFont(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift');
    if ((await page.context().cookies()).some((c) => c.name === URDU_FONT_COOKIE && c.value === '1')) break;
    await page.waitForTimeout(500);
  }
  // The face is font-display: optional on a load: once in the cache (a first load fetches it), the next load draws with it.
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await page.getByTestId(testId).waitFor();
    await page.evaluate(() => document.fonts.ready);
  }
}

const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
const stack = await startStack();
try {
  const c = await customerWithLine(stack, { over: { simType: 'esim', deliveryMethod: undefined } });
  const api = c.gateway;
  const topup = async (body: Record<string, unknown>) => (await api.call('CREATE_TOPUP', { params: { number: c.number }, body, token: c.token })).body.result.topupId as string;
  const recharge = await topup({ kind: 'RECHARGE', amount: 200 });
  const paying = await api.call('PAYMENT_REQUEST', { body: { orderRef: recharge, paymentMethod: 'CARD' }, token: c.token });
  await api.fetch(`/sandbox/pay/${paying.body.result.paymentId}/success`, { method: 'POST', redirect: 'manual' });
  const bundle = await api.call('PAYMENT_REQUEST', { body: { orderRef: await topup({ kind: 'BUNDLE', bundleId: 'data-2gb' }), paymentMethod: 'AIRTIME' }, token: c.token });
  if (bundle.status !== 200) throw new Error(`bundle from airtime: ${JSON.stringify(bundle.body)}`);
  const entries = (await api.call('GET_HISTORY', { token: c.token })).body.result.entries as Array<{ id: string; what: string }>;
  const receiptId = entries.find((e) => e.what === 'DATA_BUNDLE')!.id;
  for (const lang of ['en', 'ur'] as const) {
    for (const width of [390, 1280]) {
      const page = await stack.page();
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await c.signIn(page, `/profile/history/receipt?id=${receiptId}`);
      await page.getByTestId('receipt').waitFor();
      if (lang === 'ur') await withUrduFont(page, 'receipt');
      await page.goto(`${stack.app.url}/profile/history`);
      await page.getByTestId('history-list').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `history-${lang}-${width}.png`), fullPage: true });
      await page.goto(`${stack.app.url}/profile/history/receipt?id=${receiptId}`);
      await page.getByTestId('receipt').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `receipt-${lang}-${width}.png`), fullPage: true });
      if (width === 390) {
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: join(out, `receipt-print-${lang}.png`), fullPage: true });
      }
      await page.context().close();
    }
  }
  console.log(`screenshots of the history and a receipt in ${out}`);
} finally {
  await stack.stop();
}
