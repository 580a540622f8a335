import { lazy, type ComponentType } from 'react';

const CancelPortInPage = lazy(() => import('./cancel-portin-page'));

/** Route pages of the port-in cancellation area by route-table page name; see src/pages/area-pages.ts. */
export const cancelPortInPages: Record<string, ComponentType<{ path: string }>> = {
  'cancel-portin': CancelPortInPage,
};
