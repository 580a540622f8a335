// Node module hooks for scripts that load app modules outside Vite: a stylesheet import is an empty module, and the
// route table's `virtual:journey-routes` (a Vite plugin's module, scripts/journey-routes.ts) is the routes the
// script computed and passed in as `data.journeyRoutes`.
let journeyRoutes = [];

export async function initialize(data) {
  journeyRoutes = data?.journeyRoutes ?? [];
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'virtual:journey-routes') {
    return { url: `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(journeyRoutes))};`, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
