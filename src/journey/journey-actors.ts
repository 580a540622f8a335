import { createContext, useContext, useMemo } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { ApiClient } from '../api/api-client';

/**
 * The work journeys invoke, by name, made for one API client (src/features/actors.ts builds it). The registry loads
 * each screen area's actors when a journey that names them is about to run (`load`, issue 31: a page loads the
 * actor modules of its own journey only), and gives the actors loaded so far; `loaded` counts the loads, so that
 * what was made from the registry before one is made again after it. A registry without `load` gives all it has.
 */
export type JourneyActorsOf = ((api: ApiClient) => Record<string, AnyActorLogic>) & {
  load?: (names: readonly string[]) => Promise<void>;
  loaded?: () => number;
};

/**
 * The one actor registry, given from above (src/pages composes the screen areas with it), so a page or shared
 * hook that runs a machine takes its actors without importing the composition root (issue 32: no import runs
 * up into the screens).
 */
export const JourneyActorsContext = createContext<JourneyActorsOf | null>(null);

/**
 * The actor registry the page was given; a page rendered outside src/pages has none, and says so. A new function
 * after each load of actor modules (a page that made its actors before its journey's were loaded makes them again).
 */
export function useJourneyActors(): JourneyActorsOf {
  const actors = useContext(JourneyActorsContext);
  if (!actors) throw new Error('no journey actors: render the page through src/pages (JourneyActorsContext)');
  const loads = actors.loaded?.();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function after each load is the point
  return useMemo(() => (api: ApiClient) => actors(api), [actors, loads]);
}
