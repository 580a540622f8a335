import journeyRoutes from 'virtual:journey-routes';
import { fixedRoutes, type LayoutName, type RouteDef } from './fixed-routes';

/**
 * Every route of SPEC §2 in one typed table: path, layout, whether a signed-in user is required, the locale
 * module groups its texts come from, and the page that renders it. Pages named but not built yet render the "not
 * available yet" page in their layout (docs/routes.md lists them). The routes written in code are in
 * fixed-routes.ts; the steps of wizard journeys come from their JSON (path, layout, auth, localeModules) through
 * scripts/journey-routes.ts, so a step added in JSON is reachable at once and shows its screen (the content screen
 * for a step with `content`), and a removed step's former path (`formerPaths`) still leads into its journey.
 * `journeys:check` refuses a step path that collides with any other route.
 */
export * from './fixed-routes';

/** The routes of the wizards' steps, from their JSON. */
const steps: RouteDef[] = journeyRoutes.map((s) => ({ path: s.path, layout: s.layout as LayoutName, auth: s.auth, modules: s.modules, page: 'journey' }));

/** The whole table: the fixed routes in SPEC §2 order, then the wizards' steps. */
export const routeTable: readonly RouteDef[] = [...fixedRoutes, ...steps];

