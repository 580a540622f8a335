/** The wizard steps' routes, made from the journey JSON at build time (scripts/journey-routes.ts). */
declare module 'virtual:journey-routes' {
  const routes: ReadonlyArray<{ path: string; journey: string; layout: string; auth: boolean; modules: string[] }>;
  export default routes;
}
