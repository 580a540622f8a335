import { lazy, type ComponentType } from 'react';

const PaymentResultPage = lazy(() => import('./payment-result-page'));

/** Route pages of the checkout area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const checkoutPages: Record<string, ComponentType<{ path: string }>> = {
  // /web/payment-success and /web/payment-failed share one page (SPEC §2).
  'payment-result': PaymentResultPage,
};
