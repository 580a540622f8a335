import type { LayoutName } from '../routes/route-table';

export interface LayoutSpec {
  header: boolean;
  footer: boolean;
}

/** What each layout of SPEC §1 shows. Auth is a property of the route, checked by the auth gate. */
export const layoutSpecs: Record<LayoutName, LayoutSpec> = {
  main: { header: true, footer: true },
  'main-with-auth': { header: true, footer: true },
  'no-footer': { header: true, footer: false },
  'no-header-footer': { header: false, footer: false },
  payment: { header: true, footer: false },
  loyalty: { header: true, footer: true },
  'auth-no-footer': { header: true, footer: false },
};

/** Paths where the header chat button is hidden (SPEC §1: maintenance, rate-limit and not-found pages). */
export function chatHiddenOn(page: string): boolean {
  return page === 'maintenance' || page === 'rate-limit' || page === 'not-found' || page === 'loyalty-not-found';
}

/**
 * Pages where the signed-in navigation is not shown: the service is down (maintenance), the customer is asked to
 * wait (rate-limit: every tab would be one more request), or the page hands over to the native app.
 */
export function tabsHiddenOn(page: string): boolean {
  return page === 'maintenance' || page === 'rate-limit' || page === 'webview-handoff';
}

/** Pages drawn wider than a form's column on a wide screen: the home's two-column dashboard (issue 46). */
export function widePage(page: string): boolean {
  return page === 'profile' || page === 'design';
}

/** Whether the logo reloads the root: not on pending-order screens (SPEC §1). */
export function logoReloadsRoot(path: string): boolean {
  return !path.startsWith('/web/pending-order');
}
