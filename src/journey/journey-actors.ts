import { createContext, useContext } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { ApiClient } from '../api/api-client';

/** The work journeys invoke, by name, made for one API client (src/screens/actors.ts builds it). */
export type JourneyActorsOf = (api: ApiClient) => Record<string, AnyActorLogic>;

/**
 * The one actor registry, given from above (src/pages composes the screen areas with it), so a page or shared
 * hook that runs a machine takes its actors without importing the composition root (issue 32: no import runs
 * up into the screens).
 */
export const JourneyActorsContext = createContext<JourneyActorsOf | null>(null);

/** The actor registry the page was given; a page rendered outside src/pages has none, and says so. */
export function useJourneyActors(): JourneyActorsOf {
  const actors = useContext(JourneyActorsContext);
  if (!actors) throw new Error('no journey actors: render the page through src/pages (JourneyActorsContext)');
  return actors;
}
