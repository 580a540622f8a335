import { HOME_PATH, loyaltyNotFoundRoute, notFoundRoute, routeTable, type RouteDef } from './route-table';

export type RouteMatch =
  | { kind: 'route'; route: RouteDef }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found'; route: RouteDef };

const byPath = new Map(routeTable.map((route) => [route.path, route]));

/** Strips trailing slashes (but keeps the root), so `/profile/` and `/profile` are one route. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The route for a path: exact match in the table, the root redirects home, unknown paths under /loyalty get the
 * loyalty not-found page and every other unknown path the 404 page.
 * @example matchRoute('/') // { kind: 'redirect', to: '/web/pre-checkout' }
 */
export function matchRoute(path: string): RouteMatch {
  const clean = normalizePath(path);
  if (clean === '/') return { kind: 'redirect', to: HOME_PATH };
  const route = byPath.get(clean);
  if (route) return { kind: 'route', route };
  if (clean.startsWith('/loyalty/')) return { kind: 'not-found', route: loyaltyNotFoundRoute };
  return { kind: 'not-found', route: notFoundRoute };
}

/** The locale module groups a route needs: always common, then its own. */
export function modulesOf(route: RouteDef): string[] {
  return [...new Set(['common', ...route.modules])].sort();
}
