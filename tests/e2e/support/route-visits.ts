/**
 * Visiting every SPEC §2 route as a customer would see it (issue 30): a customer with an Active line and a
 * loyalty membership, and the address each route is opened at (routes that show one thing get its id). Used by
 * the words-and-layout browser test and by `npm run screenshots`.
 */
import { gatewayClient } from '../../gateway/harness';
import { signUp } from '../../gateway/auth-flow';
import { placePaidOrder } from '../../gateway/order-fixtures';
import type { Page } from 'playwright-core';
import { routeTable } from '../../../src/routes/route-table';

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
  const fresh = (await drawnAt('/between-routes')) && (await drawnAt(path));
  if (!fresh) {
    await page.goto(`${appUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await settled(page);
  return fresh ? 'app' : 'load';
}
