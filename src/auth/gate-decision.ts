import { LOGIN_PATH } from '../routes/route-table';
import { webviewDestination } from '../webview/webview-redirects';
import type { UserDetails } from './session-store';

export interface GateInput {
  /** Current path and query, e.g. `/manage/order?orderRef=1&auth_token=x`. */
  path: string;
  search: string;
  requiresAuth: boolean;
  storedToken: string | undefined;
  user: UserDetails | undefined;
  /** Inside the native app's webview: paths outside the flow and sign-in go to the hand-off paths. */
  webview?: boolean;
  /** A hand-off of another token being checked or asked about (handoff-check.ts). */
  pendingHandoff?: 'checking' | 'asking';
}

export type GateDecision =
  | { kind: 'handoff'; token: string }
  | { kind: 'check-handoff'; token: string; to: string }
  | { kind: 'wait-handoff' }
  | { kind: 'ask-handoff' }
  | { kind: 'strip-params'; to: string }
  | { kind: 'load-user' }
  | { kind: 'login'; to: string }
  | { kind: 'webview-handoff'; to: string }
  | { kind: 'render' };

/** URL parameters that must never stay in the address bar once read. */
const HANDOFF_PARAMS = ['auth_token', 'reset'];

/** The path and query without the given parameters (order of the others kept). */
export function withoutParams(path: string, search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const n of names) params.delete(n);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** Login with reset=true: the session ends and local data is cleared (SPEC §2, §4). */
export const loginWithReset = `${LOGIN_PATH}?reset=true`;

/** The user may see authorised routes: email or phone confirmed (SPEC §2 "Authorised routes"). */
export function isConfirmed(user: UserDetails | undefined): boolean {
  return !!user && (user.email_confirmed === true || user.phone_confirmed === true);
}

/**
 * The authentication gate of SPEC §2 as a pure decision; the component carries it out.
 * Order: a new auth_token is handed off; a known auth_token is just removed from the URL; a route needing a user
 * sends a visitor without a token to login with the current address as redirect (reset dropped); a token without
 * user details loads them; an unconfirmed user goes to login with reset=true; otherwise the page renders.
 * Inside the webview a path outside the app's flow goes to its hand-off path, and "login" is /logged_out.
 *
 * Issue 27 part 4: when a customer is signed in (token and details) and a different auth_token arrives, it is checked
 * first (`check-handoff`: the token leaves the URL at once, its user details load with it); while that runs the page
 * waits, and if the token is another customer's the customer is asked (`ask-handoff`). Inside the native app's
 * webview the app has already chosen the account, so the hand-off is taken as SPEC §2 says
 * (docs/decisions/2026-11-25-browser-trusts-no-server-value.md).
 */
export function decideGate(input: GateInput): GateDecision {
  const params = new URLSearchParams(input.search);
  const handed = params.get('auth_token');
  const webview = input.webview === true;
  if (handed && handed !== input.storedToken) {
    if (input.storedToken && input.user && !webview) return { kind: 'check-handoff', token: handed, to: withoutParams(input.path, input.search, HANDOFF_PARAMS) };
    return { kind: 'handoff', token: handed };
  }
  if (handed) return { kind: 'strip-params', to: withoutParams(input.path, input.search, HANDOFF_PARAMS) };
  if (input.pendingHandoff === 'checking') return { kind: 'wait-handoff' };
  if (input.pendingHandoff === 'asking') return { kind: 'ask-handoff' };
  const here = `${input.path}${input.search}`;
  const handoff = webviewDestination(here, webview);
  if (handoff !== here) return { kind: 'webview-handoff', to: handoff };
  if (!input.requiresAuth) return { kind: 'render' };
  if (!input.storedToken) {
    const back = withoutParams(input.path, input.search, ['reset']);
    return { kind: 'login', to: webviewDestination(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`, webview) };
  }
  if (!input.user) return { kind: 'load-user' };
  if (!isConfirmed(input.user)) return { kind: 'login', to: webviewDestination(loginWithReset, webview) };
  return { kind: 'render' };
}
