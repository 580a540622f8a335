import type { UserDetails } from '../auth/session-store';

export type ProfileLink = { show: false } | { show: true; href: '/profile' | '/web/signup' };

/** SPEC §1 profile icon: to profile when signed in, else to signup; hidden for telco users. */
export function profileLink(signedIn: boolean, user: UserDetails | undefined): ProfileLink {
  if (user?.telco_user) return { show: false };
  return { show: true, href: signedIn ? '/profile' : '/web/signup' };
}

/** The Account tab's hub (issue 46): every account page is one row of it, and each leads back to it. */
export const ACCOUNT_HUB_PATH = '/profile/account';

/** The signed-in customer's places (issue 29; history: issue 44): home, orders, history, rewards, account. */
export type TabId = 'home' | 'orders' | 'history' | 'rewards' | 'account';
export const TABS: ReadonlyArray<{ id: TabId; href: string }> = [
  { id: 'home', href: '/profile' },
  { id: 'orders', href: '/orderlist' },
  // Issue 44: every charge and credit of the customer's lines, and their receipts.
  { id: 'history', href: '/profile/history' },
  { id: 'rewards', href: '/loyalty' },
  // Issue 46: the Account tab opens the account's hub, whose rows lead to details, email, cards, address, privacy.
  { id: 'account', href: ACCOUNT_HUB_PATH },
];

/** The account's own pages (details, address, email, cards, privacy): the Account tab. */
const ACCOUNT_PATHS = [ACCOUNT_HUB_PATH, '/manage/past-service-requests', '/manage/update-personal-details', '/manage/update-delivery-address-details', '/profile/email', '/profile/saved-payment-methods', '/profile/payment-method', '/profile/select-payment-methods', '/profile/privacy-settings', '/manage/add-payment-method-form', '/manage/update-card'];

/** Which tab a path belongs to (aria-current), or null for a page outside the four (a journey, help, a result page). */
export function currentTab(path: string): TabId | null {
  const under = (p: string) => path === p || path.startsWith(`${p}/`);
  if (ACCOUNT_PATHS.some(under)) return 'account';
  if (under('/profile/history')) return 'history';
  if (under('/profile')) return 'home';
  if (under('/orderlist') || under('/manage/order') || path.startsWith('/web/pending-order')) return 'orders';
  if (under('/loyalty')) return 'rewards';
  return null;
}

/**
 * Whether the signed-in navigation shows: to a signed-in customer (not a telco user, whose profile icon SPEC §1
 * hides too), and never inside the native app's webview, whose own tab bar already leads to the same places
 * (docs/decisions/2026-11-25-signed-in-navigation.md).
 */
export function showsTabs(signedIn: boolean, user: UserDetails | undefined, webview: boolean): boolean {
  return signedIn && !webview && !user?.telco_user;
}
