import { lazy, type ComponentType } from 'react';

/** Route pages of the retail and app pages (issue 12 part 7) by route-table page name; see src/pages/area-pages.ts. */
export const retailPages: Record<string, ComponentType<{ path: string }>> = {
  'retail-onboarding': lazy(() => import('./retail-onboarding-page')),
  'load-barcode': lazy(() => import('./load-barcode-page')),
  'phone-settings': lazy(() => import('./phone-settings-page')),
};
