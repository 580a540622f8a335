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
