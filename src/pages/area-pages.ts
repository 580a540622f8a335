import { lazy, type ComponentType } from 'react';
import { authPages } from '../screens/auth/pages';
import { checkoutPages } from '../screens/checkout/pages';
import { linePages } from '../screens/lines/pages';
import { serviceRequestPages } from '../screens/service-requests/pages';

const ManualEkycPage = lazy(() => import('../screens/manual-ekyc/manual-ekyc-screen'));

/**
 * Route pages built by the screen areas, by route-table page name. Each area owns its pages file; a page
 * named in the route table but absent here renders "not available yet".
 */
export const areaPages: Record<string, ComponentType<{ path: string }>> = {
  'manual-ekyc': ManualEkycPage as ComponentType<{ path: string }>,
  ...authPages,
  ...checkoutPages,
  ...linePages,
  ...serviceRequestPages,
};
