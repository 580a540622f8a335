// Node module hooks for scripts that load app modules outside Vite: a stylesheet import is an empty module.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
