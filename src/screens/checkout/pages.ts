import type { ComponentType } from 'react';

/** Route pages of the checkout area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const checkoutPages: Record<string, ComponentType<{ path: string }>> = {};
