import { createContext, createElement, useContext, useMemo, type ComponentType } from 'react';
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

/**
 * For a page that runs a machine only in some cases (a pending order's payment, not a paid order's tracker): the
 * registry's loader instead of the registry, so the page draws without the registry's modules and loads them with
 * the part that needs them (withJourneyActors). Given by src/pages (area-pages.ts, `deferred`).
 */
export const JourneyActorsLoaderContext = createContext<(() => Promise<JourneyActorsOf>) | null>(null);

/**
 * A lazily loaded part that runs a machine, given the registry the page's loader loads with it: for React's lazy().
 * @example const PayOrder = lazy(withJourneyActors(() => import('./pay-order'), loader));
 */
export function withJourneyActors<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, loader: () => Promise<JourneyActorsOf>) {
  return async (): Promise<{ default: ComponentType<P> }> => {
    const [{ default: Part }, actors] = await Promise.all([load(), loader()]);
    const WithActors = (props: P) => createElement(JourneyActorsContext.Provider, { value: actors }, createElement(Part, props));
    return { default: WithActors };
  };
}

/** The loader src/pages gave this page; a page rendered outside src/pages has none, and says so. */
export function useJourneyActorsLoader(): () => Promise<JourneyActorsOf> {
  const loader = useContext(JourneyActorsLoaderContext);
  if (!loader) throw new Error('no journey actors loader: render the page through src/pages (JourneyActorsLoaderContext)');
  return loader;
}
