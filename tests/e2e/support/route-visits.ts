/**
 * Visiting every SPEC §2 route as a customer would see it (issue 30): a customer with an Active line and a
 * loyalty membership, and the address each route is opened at (routes that show one thing get its id). Used by
 * the route sweep of the browser tests (support/route-sweep.ts) and by `npm run screenshots`.
 */
import { gatewayClient } from '../../gateway/harness';
import { signUp } from '../../gateway/auth-flow';
import { idemKey, orderBody, placePaidOrder } from '../../gateway/order-fixtures';
import type { Page } from 'playwright-core';
import { URDU_FONT_CLASS, URDU_FONT_COOKIE } from '../../../src/i18n/urdu-font-names';
import { fixedRoutes, routeTable, type RouteDef } from '../../../src/routes/route-table';

/** Signs a customer up, buys and activates a line, and joins the loyalty programme. */
export async function memberWithLine(gatewayUrl: string): Promise<{ token: string; email: string; orderRef: string; number: string }> {
  const gateway = gatewayClient(gatewayUrl);
  const user = await signUp(gateway);
  const line = await placePaidOrder(gateway, user.token, user.email);
  const joined = await fetch(`${gatewayUrl}/v1/loyalty/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ acceptTerms: true }),
  });
  if (joined.status !== 200) throw new Error(`joining the loyalty programme failed: ${joined.status}`);
  return { token: user.token, email: user.email, orderRef: line.orderRef, number: line.number };
}

/**
 * Who sees each route as it is meant (issue 46): the signed-out pages (sign-in, sign-up and their codes) a visitor;
 * the loyalty programme's "no account" page a customer who has not joined; every other route the member of
 * `sweepCustomers`, who has an Active line, a second line waiting for its SIM to be activated and an order not paid
 * yet, so the home, the activation page and the pending orders show what they show such a customer.
 */
export type Viewer = 'member' | 'visitor' | 'newcomer';
const VIEWER: Readonly<Record<string, Viewer>> = {
  '/web/login': 'visitor',
  '/web/signup': 'visitor',
  '/web/verify-otp/login': 'visitor',
  '/web/verify-otp/signup': 'visitor',
  '/loyalty/no-account': 'newcomer',
};
export const viewerOf = (route: RouteDef): Viewer => VIEWER[route.path] ?? 'member';

export interface SweepCustomers {
  member: { token: string; email: string; orderRef: string; number: string; waitingNumber: string; paylinkId: string };
  newcomer: { token: string; email: string };
}

/** The customers of a route sweep (see Viewer), made through the gateway's API as a person would. */
export async function sweepCustomers(gatewayUrl: string): Promise<SweepCustomers> {
  const gateway = gatewayClient(gatewayUrl);
  const member = await memberWithLine(gatewayUrl);
  const waiting = await placePaidOrder(gateway, member.token, member.email, { activate: false });
  // An order placed and not paid: its cart stays PENDING (the pending orders pages).
  const numbers = (await gateway.call('GET_NUMBERS', { query: { category: 'free', limit: 40 } })).body.result as Array<{ number: string }>;
  let unpaid = '';
  for (const n of numbers) {
    if ((await gateway.call('LOCK_NUMBER', { params: { selectedNumber: n.number }, token: member.token })).status !== 200) continue;
    const order = await gateway.call('CREATE_ORDER', { body: orderBody({ selectedNumber: n.number, email: member.email }), token: member.token, headers: { 'idempotency-key': idemKey() } });
    if (order.status !== 200) throw new Error(`the unpaid order failed: ${JSON.stringify(order.body)}`);
    unpaid = (order.body.result as { orderRef: string }).orderRef;
    break;
  }
  // A payment link for the unpaid order (the paylink page shows one link).
  const link = await fetch(`${gatewayUrl}/dev/paylinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderRef: unpaid }) });
  if (link.status !== 200) throw new Error(`making a paylink failed: ${link.status}`);
  const { paylinkId } = ((await link.json()) as { result: { paylinkId: string } }).result;
  const newcomer = await signUp(gateway);
  return { member: { ...member, waitingNumber: waiting.number, paylinkId }, newcomer };
}

/**
 * Routes that open only from the page before them, where their address leads when opened alone: the new card's
 * form comes after the code that verifies the customer.
 */
export const OPENS_AFTER: Readonly<Record<string, string>> = { '/manage/update-card/request': '/manage/update-card/verify' };

/**
 * The routes written in code (a wizard's steps are walked instead: a step's address opens only once the journey
 * has reached it), each with its address for the sweep's member and the viewer it is meant for.
 */
export function fixedRouteVisits(member: SweepCustomers['member']): Array<{ route: RouteDef; path: string; viewer: Viewer }> {
  const paths = routeVisits(member.orderRef);
  const extra: Record<string, string> = { '/payment/paylink': `?id=${member.paylinkId}` };
  return fixedRoutes.map((route) => ({ route, path: `${route.path}${extra[route.path] ?? paths[routeTable.indexOf(route)]!.slice(route.path.length)}`, viewer: viewerOf(route) }));
}

/** Every route's address for this customer: their order on /manage/order, a reward and a category on loyalty pages. */
export function routeVisits(orderRef: string): string[] {
  const extra: Record<string, string> = {
    '/manage/order': `?order_ref=${orderRef}`,
    '/loyalty/item-modal': '?id=LP-DATA-2GB',
    '/loyalty/category-details': '?category=data',
  };
  return routeTable.map((r) => `${r.path}${extra[r.path] ?? ''}`);
}

/** Loading placeholders and busy regions first: what is checked is the page as it ends up. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
}

/**
 * Opens a route the way a customer moving through the app does: the app's router is told of the new address
 * (history.pushState and a popstate event, as a link or the Back button does) and draws that route's screen, with no
 * new page load (a page load costs the browser about half a CPU second; a route sweep makes a hundred). The page
 * counts as drawn when its address is the one asked for, or a redirect away from it, and it shows a level-1 heading
 * that was not on the page before. A screen that keeps the same heading element is opened by its address instead
 * (`appUrl` + path). Returns how it was opened, once its placeholders are gone.
 */
export async function openInApp(page: Page, appUrl: string, path: string): Promise<'app' | 'load'> {
  // Through an address the app does not know (its "not found" page), so that two screens of the same kind in a row
  // (two result pages saying the same) still show a heading drawn for this address.
  const drawnAt = async (to: string) => {
    await page.evaluate((address) => {
      for (const h of document.querySelectorAll('h1')) h.setAttribute('data-seen', h.textContent ?? '');
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, to);
    // A new heading, or the same heading element now saying something else.
    const drawn = () => [...document.querySelectorAll('h1')].some((h) => h.getAttribute('data-seen') !== h.textContent);
    return page.waitForFunction(drawn, undefined, { timeout: 3_000 }).then(() => true, () => false);
  };
  // A page that shows the "not found" screen already (a sweep opens its first page at /404) is between routes: the
  // hop would draw the same heading, waited for in vain for 3 s before a page load.
  const between = await page.evaluate(() => document.querySelector('[data-testid="not-found"]') !== null);
  const fresh = (between || (await drawnAt('/between-routes'))) && (await drawnAt(path));
  if (!fresh) {
    await page.goto(`${appUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await settled(page);
  return fresh ? 'app' : 'load';
}

/**
 * The page again in `language` (the language is read at start-up: a reload, which keeps a wizard's progress in the
 * tab), settled; in Urdu, with the Urdu web font in (it loads at the customer's first interaction:
 * src/i18n/urdu-font-late.ts; before it, a fallback font draws some letters as boxes).
 */
export async function reloadIn(page: Page, language: 'en' | 'ur'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  // In Urdu: the face draws text when <html> has its class and a probe set in it is drawn otherwise than the fallback.
  // A reload with the face in the browser's cache can still miss it (font-display: optional gives it about 100 ms,
  // then the page keeps the fallback): reload again.
  const fontIn = () => {
    const probe = document.createElement('span');
    probe.textContent = 'ہےہےہے';
    probe.style.font = "32px 'Sitara Nastaliq', monospace";
    document.body.append(probe);
    const inFace = probe.getBoundingClientRect().width;
    probe.style.font = '32px monospace';
    const fallback = probe.getBoundingClientRect().width;
    probe.remove();
    return document.documentElement.classList.contains('urdu-font') && Math.abs(inFace - fallback) > 1;
  };
  // Before the first interaction of a browser that has not had the font, the page has no class, and it gets it only at
  // the customer's next move or the next load (src/i18n/urdu-font-late.ts): so the interaction, the font's cookie
  // (it is in the browser), then the reload. Waits poll every 100 ms: a wait on every frame drew the probe sixty times
  // a second for the whole wait.
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (language === 'en') break;
    if (await page.evaluate(fontIn)) break;
    if (!(await page.evaluate((cls) => document.documentElement.classList.contains(cls), URDU_FONT_CLASS))) {
      await page.keyboard.press('Shift');
      const cookie = new RegExp(`(?:^|;\\s*)${URDU_FONT_COOKIE}=1(?:;|$)`).source;
      await page.waitForFunction((re) => new RegExp(re).test(document.cookie), cookie, { timeout: 4_000, polling: 100 }).catch(() => undefined);
      continue;
    }
    // The class, and the face (font-display: optional) missed this load: a moment for it, else another load.
    if (await page.waitForFunction(fontIn, undefined, { timeout: 1_000, polling: 100 }).then(() => true, () => false)) break;
  }
  await settled(page);
}

/**
 * The page in `language` by the header's language button, as a customer switches: in place, no page load (the app
 * draws the other language's texts and direction where it is: src/i18n/language.ts). Settled once <html> says the
 * language and a level-1 heading is drawn. A page without the button is reloaded in the language instead (reloadIn).
 */
export async function switchInPlace(page: Page, language: 'en' | 'ur'): Promise<'app' | 'load'> {
  const toggle = page.locator('button.language-toggle');
  if ((await toggle.count()) !== 1) {
    await reloadIn(page, language);
    return 'load';
  }
  await toggle.click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  return 'app';
}
