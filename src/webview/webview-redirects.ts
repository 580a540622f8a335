import { LOGGED_OUT_PATH } from '../routes/route-table';

/**
 * Where a navigation goes inside the native app's webview (SPEC §1, §2, §4). The webview hosts the purchase and
 * manage flows only; sign-in, the account home, the order list and rewards belong to the native app, so a
 * navigation that would leave the flow for one of them goes to the webview hand-off path the app listens for.
 * Outside the webview every path stays as it is.
 */
const HANDOFF_FOR: ReadonlyArray<{ test: (path: string) => boolean; to: string }> = [
  // Sign-in, sign-up and their codes: the native app signs the customer in again.
  { test: (p) => p === '/web/login' || p === '/web/signup' || p.startsWith('/web/verify-otp/'), to: LOGGED_OUT_PATH },
  // The root (the logo) and the account home: back to the app's dashboard / close the webview.
  { test: (p) => p === '/', to: '/closewebview' },
  { test: (p) => p === '/profile', to: '/dashboard' },
  // The order list and rewards home have native screens (manage-order itself runs in the webview; the app
  // closes it through /manageOrderClose).
  { test: (p) => p === '/orderlist', to: '/manageOrderClose' },
  { test: (p) => p === '/loyalty', to: '/rewards' },
];

const pathOnly = (to: string) => (to.split(/[?#]/)[0] ?? to).replace(/(.)\/+$/, '$1') || '/';

/** The destination of `to` (a same-site path, query allowed) in webview mode or not. */
export function webviewDestination(to: string, webview: boolean): string {
  if (!webview) return to;
  const path = pathOnly(to);
  return HANDOFF_FOR.find((rule) => rule.test(path))?.to ?? to;
}

/** Where logout and an ended session land: login with reset=true, or /logged_out inside the webview (SPEC §4). */
export function sessionEndDestination(webview: boolean, loginWithReset: string): string {
  return webview ? LOGGED_OUT_PATH : loginWithReset;
}
