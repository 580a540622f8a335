import { lazy, type ComponentType } from 'react';

const SimActivationPage = lazy(() => import('../../shared/lines/sim-activation-page'));
const SimActivationInstructionPage = lazy(() => import('./sim-activation-instruction-page'));

/** Route pages of the line area by route-table page name (each lazily loaded); see src/pages/area-pages.ts. */
export const linePages: Record<string, ComponentType<{ path: string }>> = {
  'sim-activation': SimActivationPage,
  'sim-activation-instruction': SimActivationInstructionPage,
};
