/**
 * A signed-in customer with an activated line, made through the real API as a person would: sign up with the
 * code from the dev outbox, order a SIM, pay it with the sandbox card, and activate it with the ICC id the
 * dispatch email carries. Reuses the gateway tests' registry client and order fixtures.
 */
import type { Page } from 'playwright-core';
import { gatewayClient, type GatewayClient } from '../../gateway/harness';
import { signUp } from '../../gateway/auth-flow';
import { placePaidOrder } from '../../gateway/order-fixtures';
import type { Stack } from './harness';

export interface CustomerWithLine {
  token: string;
  email: string;
  userId: string;
  /** The line's number (MSISDN) and the order that bought it. */
  number: string;
  orderRef: string;
  /** The ICC id printed on the line's SIM (already used when `activate` was not false). */
  iccId: string;
  /** Registry calls against the stack's gateway (pass `token` for the customer's own calls). */
  gateway: GatewayClient;
  /** A new page of the stack at `path`, signed in by the auth_token hand-off (which then leaves the URL). */
  signedInPage(path: string): Promise<Page>;
  /** Signs an existing page in at `path` the same way. */
  signIn(page: Page, path: string): Promise<void>;
}

/**
 * A fresh customer with an Active physical-SIM line. `activate: false` leaves the SIM to activate (the line
 * awaits activation); `over` changes the order body, e.g. `{ simType: 'esim', deliveryMethod: undefined }`.
 */
export async function customerWithLine(stack: Stack, options: { activate?: boolean; over?: Record<string, unknown> } = {}): Promise<CustomerWithLine> {
  const gateway = gatewayClient(stack.gatewayUrl);
  const user = await signUp(gateway);
  const line = await placePaidOrder(gateway, user.token, user.email, options);
  const signIn = async (page: Page, path: string) => {
    await page.goto(`${stack.app.url}${path}${path.includes('?') ? '&' : '?'}auth_token=${user.token}`);
    await page.waitForURL((u) => !u.search.includes('auth_token'));
  };
  return {
    ...user,
    ...line,
    gateway,
    signIn,
    async signedInPage(path) {
      const page = await stack.page();
      await signIn(page, path);
      return page;
    },
  };
}
