import { lazy, type ComponentType } from 'react';

const ServiceRequestPage = lazy(() => import('./service-request-page'));
const ServiceRequestStatusPage = lazy(() => import('./service-request-status-page'));
const PastServiceRequestsPage = lazy(() => import('./past-service-requests-page'));

/** Route pages of the service-request area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const serviceRequestPages: Record<string, ComponentType<{ path: string }>> = {
  'service-request': ServiceRequestPage,
  // /manage/service-request-status and the past port-out / reverse port-in / reverse port-out routes (SPEC §2).
  'service-request-status': ServiceRequestStatusPage,
  'past-service-requests': PastServiceRequestsPage,
};
