import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { journeyRoutesOf, readJourneys } from '../journey-routes.ts';

/**
 * Lets a script run with tsx load the app's modules as Vite would: stylesheets are empty modules and the route
 * table's `virtual:journey-routes` is the journeys' routes (scripts/support/css-stub-hooks.js). Import the app's
 * modules dynamically, after calling this.
 */
export function registerAppModuleHooks(): void {
  const journeyRoutes = journeyRoutesOf(readJourneys(join(import.meta.dirname, '..', '..', 'journeys')).map((j) => j.definition));
  register(pathToFileURL(join(import.meta.dirname, 'css-stub-hooks.js')), { data: { journeyRoutes } });
}
