import { lazy, type ComponentType } from 'react';

const SavedCardsPage = lazy(() => import('./saved-cards-page'));
const PaymentMethodPage = lazy(() => import('./payment-method-page'));
const SelectPaymentMethodsPage = lazy(() => import('./select-payment-methods-page'));
const AddCardPage = lazy(() => import('./add-card-page'));
const UpdateCardVerifyPage = lazy(() => import('./update-card-pages').then((m) => ({ default: m.UpdateCardVerifyPage })));
const UpdateCardRequestPage = lazy(() => import('./update-card-pages').then((m) => ({ default: m.UpdateCardRequestPage })));

/** Route pages of the saved-cards area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const cardPages: Record<string, ComponentType<{ path: string }>> = {
  'saved-payment-methods': SavedCardsPage,
  'payment-method': PaymentMethodPage,
  'profile-select-payment-methods': SelectPaymentMethodsPage,
  'add-payment-method': AddCardPage,
  'update-card-verify': UpdateCardVerifyPage,
  'update-card-request': UpdateCardRequestPage,
};
