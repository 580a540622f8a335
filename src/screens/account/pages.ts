import { lazy, type ComponentType } from 'react';

const OrderListPage = lazy(() => import('./order-list-page'));
const UpdatePersonalDetailsPage = lazy(() => import('./update-details-pages').then((m) => ({ default: m.UpdatePersonalDetailsPage })));
const UpdateDeliveryAddressPage = lazy(() => import('./update-details-pages').then((m) => ({ default: m.UpdateDeliveryAddressPage })));

/** Route pages of the account area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const accountPages: Record<string, ComponentType<{ path: string }>> = {
  'order-list': OrderListPage,
  'update-personal-details': UpdatePersonalDetailsPage,
  'update-delivery-address': UpdateDeliveryAddressPage,
};
