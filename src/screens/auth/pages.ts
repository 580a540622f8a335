import type { ComponentType } from 'react';

/** Route pages of the auth area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const authPages: Record<string, ComponentType<{ path: string }>> = {};
