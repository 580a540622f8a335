// Node module hooks for scripts that load app modules outside Vite: a stylesheet import is an empty module, and the
// route table's `virtual:journey-routes` and `virtual:journey-owners` (a Vite plugin's modules, scripts/journey-routes.ts)
// are what the script computed and passed in as `data`.
let journeyRoutes = [];
let journeyOwners = {};

export async function initialize(data) {
  journeyRoutes = data?.journeyRoutes ?? [];
  journeyOwners = data?.journeyOwners ?? {};
}

const moduleOf = (value) => ({ url: `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(value))};`, shortCircuit: true });

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'virtual:journey-routes') return moduleOf(journeyRoutes);
  // The journey pages' owners (step path -> wizard id), as the Vite plugin of scripts/journey-routes.ts gives them.
  if (specifier === 'virtual:journey-owners') return moduleOf(journeyOwners);
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
