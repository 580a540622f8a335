import { lazy, type ComponentType } from 'react';

const ZendeskPage = lazy(() => import('./chat/zendesk-page'));

/** Route pages of the integrations (each lazily loaded); see src/pages/area-pages.ts. */
export const integrationPages: Record<string, ComponentType<{ path: string }>> = {
  zendesk: ZendeskPage,
};
