import { lazy, type ComponentType } from 'react';

/** Route pages of the loyalty area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const loyaltyPages: Record<string, ComponentType<{ path: string }>> = {
  'loyalty-home': lazy(() => import('./home-page')),
  'loyalty-category-details': lazy(() => import('./category-page')),
  'loyalty-item-modal': lazy(() => import('./item-modal-page')),
  'loyalty-point-history': lazy(() => import('./history-page')),
  'loyalty-tier-benefits': lazy(() => import('./tiers-page')),
  'loyalty-points-booster': lazy(() => import('./boosters-page')),
  'loyalty-tutorial': lazy(() => import('./tutorial-page')),
  'loyalty-profile': lazy(() => import('./profile-page')),
  'loyalty-no-account': lazy(() => import('./no-account-page')),
};
