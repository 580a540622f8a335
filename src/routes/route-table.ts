/**
 * Every route of SPEC §2 in one typed table: path, layout, whether a signed-in user is required, the locale
 * module groups its texts come from, and the page that renders it. Pages named here but not built yet render
 * the "not available yet" page in their layout (docs/routes.md lists them).
 */
export type LayoutName = 'main' | 'main-with-auth' | 'no-footer' | 'no-header-footer' | 'payment' | 'loyalty' | 'auth-no-footer';

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
const journey = (path: string, layout: LayoutName, auth: boolean, module: string): RouteDef => r(path, layout, auth, 'journey', ['journey', module]);

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
  journey('/web/pre-checkout', 'main', false, 'pre-checkout'),
  journey('/web/addon-selection', 'main', false, 'addon-selection'),
  journey('/web/connection-details', 'main', false, 'connection-details'),
  journey('/web/connection-details/port-in', 'main', false, 'connection-details'),
  journey('/web/personal-details', 'main', false, 'personal-details'),
  journey('/web/address-details', 'main', false, 'address-details'),
  journey('/web/manual-ekyc', 'main', false, 'manual-ekyc'),
  journey('/web/order-summary', 'main', false, 'order-summary'),
  journey('/web/select-payment-methods', 'main', false, 'payment'),
  journey('/web/payment', 'payment', false, 'payment'),
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
  m('sim-replacement-order-request', 'journey', ['journey']),
  m('sim-replacement-kyc', 'journey', ['journey', 'manual-ekyc']),
  m('sim-replacement-delivery-details', 'journey', ['journey', 'address-details']),
  m('sim-replacement-order-summary', 'journey', ['journey', 'order-summary']),
  m('sim-replacement-order-payment', 'journey', ['journey', 'payment'], 'auth-no-footer'),
  m('manual-ekyc', 'manual-ekyc', ['manual-ekyc']),
  m('plan-switch/plans', 'journey', ['journey', 'pre-checkout']),
  m('plan-switch/plan-details', 'journey', ['journey', 'pre-checkout']),
  m('plan-switch/order-summary', 'journey', ['journey', 'order-summary']),
  m('payment', 'journey', ['journey', 'payment'], 'auth-no-footer'),
  m('payment-success', 'payment-result', ['payment'], 'auth-no-footer'),
  m('payment-failed', 'payment-result', ['payment'], 'auth-no-footer'),
  m('cancel-portin', 'cancel-portin'),
  m('past-service-requests', 'past-service-requests'),
  m('past-port-out-service-request', 'service-request-status'),
  m('past-reverse-portin-service-request', 'service-request-status'),
  m('past-reverse-portout-service-request', 'service-request-status'),
  m('update-card/verify', 'update-card-verify', ['payment']),
  m('update-card/request', 'update-card-request', ['payment']),
  m('terminate-number', 'journey', ['journey']),
  m('terminate-number/submit', 'journey', ['journey']),
  m('terminate-number/success', 'journey', ['journey']),
  m('add-payment-method-form', 'add-payment-method', ['payment']),
  m('update-personal-details', 'update-personal-details', ['personal-details']),
  m('update-delivery-address-details', 'update-delivery-address', ['address-details']),
];

const reschedule: RouteDef[] = [
  journey('/reschedule_delivery/sim_only', 'main-with-auth', true, 'address-details'),
  journey('/reschedule_delivery/personal-details', 'main-with-auth', true, 'personal-details'),
  journey('/reschedule_delivery/address-details', 'main-with-auth', true, 'address-details'),
  journey('/reschedule_delivery/review_detail', 'main-with-auth', true, 'order-summary'),
  journey('/reschedule/payment', 'payment', true, 'payment'),
  r('/reschedule/payment-success', 'payment', true, 'payment-result', ['payment']),
];

const profile: RouteDef[] = [
  r('/profile', 'main-with-auth', true, 'profile', ['personal-details']),
  r('/profile/email', 'main-with-auth', true, 'profile-email', ['personal-details']),
  r('/profile/saved-payment-methods', 'main-with-auth', true, 'saved-payment-methods', ['payment']),
  r('/profile/payment-method', 'main-with-auth', true, 'payment-method', ['payment']),
  r('/profile/select-payment-methods', 'main-with-auth', true, 'profile-select-payment-methods', ['payment']),
  r('/profile/privacy-settings', 'main-with-auth', true, 'privacy-settings'),
  // Not in SPEC §2 (issue 29; docs/decisions/2026-11-25-recharge-and-bundles.md): recharge and bundles for a line.
  r('/profile/recharge', 'main-with-auth', true, 'profile-recharge', ['payment']),
  r('/profile/bundles', 'main-with-auth', true, 'profile-bundles', ['payment']),
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
];

/** SPEC §2 "Webview hand-off paths": one shared page, no-footer layout, no auth check. */
export const WEBVIEW_HANDOFF_PATHS = [
  '/closewebview', '/multi-line-selection', '/manageOrderClose', '/updateCardSuccess', '/profileUpdateEmailSuccess',
  '/rewards', LOGGED_OUT_PATH, '/dashboard', '/loyalty-demo',
] as const;
const handoff: RouteDef[] = WEBVIEW_HANDOFF_PATHS.map((p) => r(p, 'no-footer', false, 'webview-handoff'));

/** The whole table, in SPEC §2 order. */
export const routeTable: readonly RouteDef[] = [...payment, ...web, ...manage, ...reschedule, ...profile, ...loyalty, ...others, ...handoff];

/** The not-found routes (not addressable by path except /404). */
export const notFoundRoute: RouteDef = r('/404', 'main', false, 'not-found');
export const loyaltyNotFoundRoute: RouteDef = r('/loyalty/*', 'loyalty', false, 'loyalty-not-found', ['loyalty']);
