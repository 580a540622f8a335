import { lazy, type ComponentType } from 'react';
import { authPages } from '../screens/auth/pages';
import { checkoutPages } from '../screens/checkout/pages';
import { accountPages } from '../screens/account/pages';
import { profilePages } from '../screens/profile/pages';
import { cardPages } from '../screens/cards/pages';
import { loyaltyPages } from '../screens/loyalty/pages';
import { linePages } from '../screens/lines/pages';
import { serviceRequestPages } from '../screens/service-requests/pages';
import { cancelPortInPages } from '../screens/cancel-portin/pages';
import { paylinkPages } from '../screens/paylinks/pages';
import { retailPages } from '../screens/retail/pages';
import { integrationPages } from '../integrations/pages';

const ManualEkycPage = lazy(() => import('../screens/manual-ekyc/manual-ekyc-screen'));

/**
 * Route pages built by the screen areas, by route-table page name. Each area owns its pages file; a page
 * named in the route table but absent here renders "not available yet".
 */
export const areaPages: Record<string, ComponentType<{ path: string }>> = {
  'manual-ekyc': ManualEkycPage as ComponentType<{ path: string }>,
  ...authPages,
  ...checkoutPages,
  ...accountPages,
  ...profilePages,
  ...cardPages,
  ...loyaltyPages,
  ...linePages,
  ...serviceRequestPages,
  ...cancelPortInPages,
  ...paylinkPages,
  ...retailPages,
  ...integrationPages,
};
