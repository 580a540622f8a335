import { createElement, lazy, type ComponentType } from 'react';
import { JourneyActorsContext, JourneyActorsLoaderContext } from '../journey/journey-actors';

type PageComponent = ComponentType<{ path: string }>;
type PageModule = { default: PageComponent };

/**
 * A page given the one actor registry (src/features/actors.ts), which its machines take their actors from. The
 * registry's chunk loads beside the page's, not after it.
 */
const withActors = (load: () => Promise<PageComponent>) =>
  lazy(async () => {
    const [Page, { journeyActors }] = await Promise.all([load(), import('../features/actors')]);
    const WithActors = (props: { path: string }) => createElement(JourneyActorsContext.Provider, { value: journeyActors }, createElement(Page, props));
    return { default: WithActors };
  });

/** A route page, lazily loaded (each page is its own chunk, so none of them weighs on the landing route). */
const page = (load: () => Promise<PageModule>): PageComponent => withActors(() => load().then((m) => m.default));
/** A page that runs a machine only in some cases: given the registry's loader, it loads the registry with that part. */
const loadActors = () => import('../features/actors').then((m) => m.journeyActors);
const deferred = (load: () => Promise<PageModule>): PageComponent =>
  lazy(async () => {
    const { default: Page } = await load();
    const WithLoader = (props: { path: string }) => createElement(JourneyActorsLoaderContext.Provider, { value: loadActors }, createElement(Page, props));
    return { default: WithLoader };
  });
/**
 * A route page that runs no machine (nothing under it takes the actor registry, JourneyActorsContext): it loads
 * without the registry's chunk (which loads the actors of the journeys a page runs, by their names). A page given
 * so that later runs a machine throws "no journey actors" at once; tests/src/pages/plain-pages.test.ts holds each
 * one to that by its imports (issue 31).
 */
const plain = (load: () => Promise<PageModule>): PageComponent => lazy(load);
/** A route page that is a named export of its module. */
const named = <M,>(load: () => Promise<M>, key: keyof M): PageComponent => withActors(() => load().then((m) => m[key] as PageComponent));

const TopupPage = deferred(() => import('../features/profile/topup-page'));
/** A reward's list and the reward open over it are one page: opening and closing the dialog keep the list (issue 47). */
const LoyaltyListPage = deferred(() => import('../features/loyalty/category-page'));

/**
 * Every route page the screen areas and integrations build, by route-table page name: the one place a route page
 * is registered (docs/architecture.md). A page named in the route table but absent here renders "not available yet".
 */
export const areaPages: Record<string, PageComponent> = {
  // Purchase: the payment return (/web/payment-success and /web/payment-failed share one page, SPEC §2), and
  // /manage/order?order_ref=…, where a returning customer's unfinished purchase lands (SPEC §4; see
  // docs/decisions/2026-11-21-pending-orders.md).
  'payment-result': deferred(() => import('../features/payment-result/payment-result-page')),
  'manage-order': deferred(() => import('../features/account/order-page')),
  'manual-ekyc': page(() => import('../features/manual-ekyc/manual-ekyc-screen') as Promise<unknown> as Promise<PageModule>),
  // Sign-in and sign-up.
  signup: plain(() => import('../features/auth/signup-page')),
  login: plain(() => import('../features/auth/login-page')),
  'verify-otp': page(() => import('../features/auth/verify-otp-page')),
  'pending-orders': plain(() => import('../features/auth/pending-orders-page')),
  'pending-order-details': plain(() => import('../features/account/pending-order-details-page')),
  // Account and profile.
  'order-list': plain(() => import('../features/account/order-list-page')),
  // Their journey (account-details) runs on the plain runner (src/features/account/use-account-details.ts).
  'update-personal-details': plain(() => import('../features/account/update-details-pages').then((m) => ({ default: m.UpdatePersonalDetailsPage }))),
  'update-delivery-address': plain(() => import('../features/account/update-details-pages').then((m) => ({ default: m.UpdateDeliveryAddressPage }))),
  profile: plain(() => import('../features/profile/profile-page')),
  'account-hub': plain(() => import('../features/profile/account-hub-page')),
  'profile-email': page(() => import('../features/profile/email-page')),
  'privacy-settings': plain(() => import('../features/profile/privacy-page')),
  'profile-recharge': TopupPage,
  'profile-bundles': TopupPage,
  history: plain(() => import('../features/history/history-page')),
  'recharge-any-done': plain(() => import('../features/recharge-any/done-page')),
  'history-receipt': plain(() => import('../features/history/receipt-page')),
  usage: plain(() => import('../features/history/usage-page')),
  subscriptions: plain(() => import('../features/subscriptions/subscriptions-page')),
  notifications: plain(() => import('../features/notifications/inbox-page')),
  'cnic-lines': page(() => import('../features/cnic-lines/cnic-lines-page')),
  // Saved cards.
  'saved-payment-methods': plain(() => import('../features/cards/saved-cards-page')),
  'payment-method': plain(() => import('../features/cards/payment-method-page')),
  'profile-select-payment-methods': plain(() => import('../features/cards/select-payment-methods-page')),
  'add-payment-method': plain(() => import('../features/cards/add-card-page')),
  'update-card-verify': named(() => import('../features/cards/update-card-pages'), 'UpdateCardVerifyPage'),
  'update-card-request': named(() => import('../features/cards/update-card-pages'), 'UpdateCardRequestPage'),
  // Loyalty.
  'loyalty-home': plain(() => import('../features/loyalty/home-page')),
  'loyalty-category-details': LoyaltyListPage,
  'loyalty-item-modal': LoyaltyListPage,
  'loyalty-point-history': plain(() => import('../features/loyalty/history-page')),
  'loyalty-tier-benefits': plain(() => import('../features/loyalty/tiers-page')),
  'loyalty-points-booster': plain(() => import('../features/loyalty/boosters-page')),
  'loyalty-tutorial': plain(() => import('../features/loyalty/tutorial-page')),
  'loyalty-profile': plain(() => import('../features/loyalty/profile-page')),
  'loyalty-no-account': plain(() => import('../features/loyalty/no-account-page')),
  // Lines, service requests and port-in cancellation (SPEC §2: /manage/service-request-status also serves the past
  // port-out / reverse port-in / reverse port-out routes).
  'sim-activation': page(() => import('../features/lines/sim-activation-page')),
  'sim-activation-instruction': plain(() => import('../features/lines/sim-activation-instruction-page')),
  'service-request': page(() => import('../features/service-requests/service-request-page')),
  'service-request-status': page(() => import('../features/service-requests/service-request-status-page')),
  'past-service-requests': plain(() => import('../features/service-requests/past-service-requests-page')),
  'cancel-portin': page(() => import('../features/cancel-portin/cancel-portin-page')),
  // Paylinks (issue 12 parts 6 and 7), retail and app pages (issue 12 part 7).
  paylink: page(() => import('../features/paylinks/paylink-page')),
  'paylink-expired': plain(() => import('../features/paylinks/paylink-expired-page')),
  'paylink-receipt': deferred(() => import('../features/paylinks/paylink-receipt-page')),
  'easy-paisa-callback': page(() => import('../features/paylinks/easy-paisa-callback-page')),
  'retail-onboarding': page(() => import('../features/retail/retail-onboarding-page')),
  'load-barcode': plain(() => import('../features/checkout/load-barcode-page')),
  'phone-settings': plain(() => import('../features/retail/phone-settings-page')),
  // Integrations.
  zendesk: plain(() => import('../integrations/chat/zendesk-page')),
  // The design system's catalogue (issue 46).
  design: plain(() => import('./design-page')),
};
