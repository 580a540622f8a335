/**
 * Visiting every SPEC §2 route as a customer would see it (issue 30): a customer with an Active line and a
 * loyalty membership, and the address each route is opened at (routes that show one thing get its id). Used by
 * the words-and-layout browser test and by `npm run screenshots`.
 */
import { gatewayClient } from '../../gateway/harness';
import { signUp } from '../../gateway/auth-flow';
import { placePaidOrder } from '../../gateway/order-fixtures';
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
