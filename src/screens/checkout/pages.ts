import { lazy, type ComponentType } from 'react';

const PaymentResultPage = lazy(() => import('../../shared/checkout/payment-result-page'));
const PendingOrderPage = lazy(() => import('./pending-order-page'));

/** Route pages of the checkout area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const checkoutPages: Record<string, ComponentType<{ path: string }>> = {
  // /web/payment-success and /web/payment-failed share one page (SPEC §2).
  'payment-result': PaymentResultPage,
  // /manage/order?order_ref=…: where a returning customer's unfinished purchase lands (SPEC §4); see
  // docs/decisions/2026-11-21-pending-orders.md.
  'manage-order': PendingOrderPage,
};
