/** The wizard steps' routes, made from the journey JSON at build time (scripts/journey-routes.ts). */
declare module 'virtual:journey-routes' {
  const routes: ReadonlyArray<{ path: string; layout: string; auth: boolean; modules: string[] }>;
  export default routes;
}

/** Each wizard step's path → the id of its wizard (scripts/journey-routes.ts), for the journey pages' chunk. */
declare module 'virtual:journey-owners' {
  const owners: Readonly<Record<string, string>>;
  export default owners;
}

/** A journey normalized at build time (scripts/journey-routes.ts), for the engine to compile without normalizing. */
declare module 'virtual:normalized-journey/*' {
  const journey: import('../../engine/normalize').NormalizedJourney;
  export default journey;
  /** The engine's journey-only behaviour groups its names use (engine/behaviours/index.ts, JOURNEY_BEHAVIOUR_GROUPS). */
  export const behaviours: ReadonlyArray<() => import('../../engine').BehaviourGroup>;
}

/** Each journey's id → a loader of its module (scripts/journey-routes.ts: the journey normalized, its behaviour groups), one chunk each. */
declare module 'virtual:normalized-journeys' {
  const loaders: Readonly<Record<string, () => Promise<{ default: import('../../engine/normalize').NormalizedJourney; behaviours: ReadonlyArray<() => import('../../engine').BehaviourGroup> }>>>;
  export default loaders;
}
