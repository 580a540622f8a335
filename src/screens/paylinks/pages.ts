import { lazy, type ComponentType } from 'react';

/** Route pages of the paylink area (issue 12 parts 6 and 7) by route-table page name; see src/pages/area-pages.ts. */
export const paylinkPages: Record<string, ComponentType<{ path: string }>> = {
  paylink: lazy(() => import('./paylink-page')),
  'paylink-expired': lazy(() => import('./paylink-expired-page')),
  'paylink-receipt': lazy(() => import('./paylink-receipt-page')),
  'easy-paisa-callback': lazy(() => import('./easy-paisa-callback-page')),
};
