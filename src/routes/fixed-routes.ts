import type { LayoutName } from '../../schemas/generated/journey';

/**
 * Every route of SPEC §2 written in code: path, layout, whether a signed-in user is required, the locale module
 * groups its texts come from, and the page that renders it. The steps of wizard journeys are not here: their routes
 * come from the journeys' JSON (src/routes/route-table.ts joins both). Plain data with no build-time import, so
 * `journeys:check` reads it in Node to refuse a step path that collides with one of these.
 */
export type { LayoutName };

/** Page identities: routes that share a page name share one page (SPEC §2). */
export type PageName =
  | 'journey'
  | 'payment-result'
  | 'service-request-status'
  | 'webview-handoff'
  | 'maintenance'
  | 'rate-limit'
  | 'not-found'
  | 'loyalty-not-found'
  | 'language'
  | (string & { readonly page?: never });

export interface RouteDef {
  readonly path: string;
  readonly layout: LayoutName;
  /** A signed-in user with a confirmed email or phone is required (SPEC §2 Authentication gate, §6). */
  readonly auth: boolean;
  /** Locale module groups (SPEC §2 "Each route may list the localisation key groups it needs"); common is always added. */
  readonly modules: readonly string[];
  readonly page: PageName;
}

const r = (path: string, layout: LayoutName, auth: boolean, page: PageName, modules: readonly string[] = []): RouteDef => ({ path, layout, auth, modules, page });

/** The home page the root redirects to. */
export const HOME_PATH = '/web/pre-checkout';
export const LOGIN_PATH = '/web/login';
export const LOGGED_OUT_PATH = '/logged_out';

const payment: RouteDef[] = [
  r('/payment/paylink', 'payment', false, 'paylink', ['payment']),
  r('/payment/paylink-expired', 'payment', false, 'paylink-expired', ['payment']),
  r('/payment/direct-payment-success', 'payment', false, 'paylink-receipt', ['payment']),
];

const web: RouteDef[] = [
  r('/web/payment-success', 'payment', false, 'payment-result', ['payment']),
  r('/web/payment-failed', 'payment', false, 'payment-result', ['payment']),
  r('/web/signup', 'main', false, 'signup', ['signup']),
  r('/web/login', 'main', false, 'login', ['login']),
  r('/web/verify-otp/login', 'main', false, 'verify-otp', ['verify-otp', 'login']),
  r('/web/verify-otp/signup', 'main', false, 'verify-otp', ['verify-otp', 'signup']),
  r('/web/pending-orders', 'main', true, 'pending-orders', ['order-summary']),
  r('/web/pending-order-details', 'main', true, 'pending-order-details', ['order-summary']),
];

const m = (path: string, page: PageName, modules: readonly string[] = [], layout: LayoutName = 'main-with-auth'): RouteDef => r(`/manage/${path}`, layout, true, page, modules);
const manage: RouteDef[] = [
  m('order', 'manage-order', ['order-summary']),
  m('sim-activation', 'sim-activation'),
  m('sim-activation-instruction', 'sim-activation-instruction'),
  m('service-request', 'service-request'),
  m('service-request-status', 'service-request-status'),
  m('manual-ekyc', 'manual-ekyc', ['manual-ekyc']),
  m('payment-success', 'payment-result', ['payment'], 'auth-no-footer'),
  m('payment-failed', 'payment-result', ['payment'], 'auth-no-footer'),
  m('cancel-portin', 'cancel-portin'),
  m('past-service-requests', 'past-service-requests'),
  m('past-port-out-service-request', 'service-request-status'),
  m('past-reverse-portin-service-request', 'service-request-status'),
  m('past-reverse-portout-service-request', 'service-request-status'),
  m('update-card/verify', 'update-card-verify', ['payment']),
  m('update-card/request', 'update-card-request', ['payment']),
  m('add-payment-method-form', 'add-payment-method', ['payment']),
  m('update-personal-details', 'update-personal-details', ['personal-details']),
  m('update-delivery-address-details', 'update-delivery-address', ['address-details']),
];

const reschedule: RouteDef[] = [
  r('/reschedule/payment-success', 'payment', true, 'payment-result', ['payment']),
];

const profile: RouteDef[] = [
  r('/profile', 'main-with-auth', true, 'profile', ['personal-details']),
  r('/profile/email', 'main-with-auth', true, 'profile-email', ['personal-details']),
  r('/profile/saved-payment-methods', 'main-with-auth', true, 'saved-payment-methods', ['payment']),
  r('/profile/payment-method', 'main-with-auth', true, 'payment-method', ['payment']),
  r('/profile/select-payment-methods', 'main-with-auth', true, 'profile-select-payment-methods', ['payment']),
  r('/profile/privacy-settings', 'main-with-auth', true, 'privacy-settings'),
  // Not in SPEC §2 (issue 46; docs/decisions/2026-11-29-home-dashboard-and-account-hub.md): the Account tab's hub.
  r('/profile/account', 'main-with-auth', true, 'account-hub', ['personal-details']),
  // Not in SPEC §2 (issue 29; docs/decisions/2026-11-25-recharge-and-bundles.md): recharge and bundles for a line.
  r('/profile/recharge', 'main-with-auth', true, 'profile-recharge', ['payment']),
  r('/profile/bundles', 'main-with-auth', true, 'profile-bundles', ['payment']),
  // Not in SPEC §2 (issue 44 part 1; docs/decisions/2026-11-29-history-and-receipts.md): every charge and credit, and each one's receipt.
  r('/profile/history', 'main-with-auth', true, 'history'),
  r('/profile/history/receipt', 'main-with-auth', true, 'history-receipt'),
  // Not in SPEC §2 (issue 44 parts 2 and 3; docs/decisions/2026-11-29-usage-history-and-subscriptions.md): a line's use per day, its subscriptions.
  r('/profile/usage', 'main-with-auth', true, 'usage'),
  r('/profile/subscriptions', 'main-with-auth', true, 'subscriptions'),
  // Not in SPEC §2 (issue 45 parts 3 and 7; docs/decisions/2026-11-29-notifications.md, 2026-11-29-numbers-on-my-cnic.md).
  r('/profile/notifications', 'main-with-auth', true, 'notifications'),
  r('/profile/cnic-lines', 'main-with-auth', true, 'cnic-lines'),
];

const loyalty: RouteDef[] = ['', '/profile', '/category-details', '/item-modal', '/point-history', '/no-account', '/tutorial', '/tier-benefits', '/points-booster'].map(
  (p) => r(`/loyalty${p}`, 'loyalty', false, p ? `loyalty-${p.slice(1)}` : 'loyalty-home', ['loyalty']),
);

const others: RouteDef[] = [
  r('/orderlist', 'main-with-auth', true, 'order-list', ['order-summary']),
  r('/maintenance', 'no-footer', false, 'maintenance'),
  r('/429', 'no-footer', false, 'rate-limit'),
  r('/404', 'main', false, 'not-found'),
  r('/language', 'main', false, 'language'),
  r('/retail-onboarding', 'main', false, 'retail-onboarding'),
  r('/loadBarcode', 'no-header-footer', false, 'load-barcode'),
  r('/phonesettings', 'no-header-footer', false, 'phone-settings'),
  r('/zendesk', 'no-header-footer', false, 'zendesk'),
  r('/easy-paisa-callback', 'payment', false, 'easy-paisa-callback', ['payment']),
  // Not in SPEC §2 (issue 29; docs/decisions/2026-11-25-help-and-legal-pages.md): help, the two consent documents, contact.
  r('/help', 'main', false, 'help'),
  r('/terms', 'main', false, 'terms'),
  r('/privacy', 'main', false, 'privacy'),
  r('/contact', 'main', false, 'contact'),
  // Not in SPEC §2 (issue 44 part 6): where a recharge of any Sitara number ends; its steps are journeys/recharge-any.json's.
  r('/recharge/done', 'main', false, 'recharge-any-done', ['payment']),
  // Not in SPEC §2 (issue 46; docs/decisions/2026-11-29-design-system-components.md): the design system's catalogue,
  // every src/ui component in both directions; linked from no customer navigation, noindex.
  r('/design', 'main', false, 'design'),
];

/** SPEC §2 "Webview hand-off paths": one shared page, no-footer layout, no auth check. */
export const WEBVIEW_HANDOFF_PATHS = [
  '/closewebview', '/multi-line-selection', '/manageOrderClose', '/updateCardSuccess', '/profileUpdateEmailSuccess',
  '/rewards', LOGGED_OUT_PATH, '/dashboard', '/loyalty-demo',
] as const;
const handoff: RouteDef[] = WEBVIEW_HANDOFF_PATHS.map((p) => r(p, 'no-footer', false, 'webview-handoff'));

/** The routes written here (every route but the wizards' steps), in SPEC §2 order. */
export const fixedRoutes: readonly RouteDef[] = [...payment, ...web, ...manage, ...reschedule, ...profile, ...loyalty, ...others, ...handoff];

/** The not-found routes (not addressable by path except /404). */
export const notFoundRoute: RouteDef = r('/404', 'main', false, 'not-found');
export const loyaltyNotFoundRoute: RouteDef = r('/loyalty/*', 'loyalty', false, 'loyalty-not-found', ['loyalty']);
