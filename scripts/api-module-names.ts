/**
 * The one naming rule for the feature modules that call the API (docs/decisions/2026-11-29-api-module-names.md):
 * a module under src/features/ that calls the API client is
 *   - `actors.ts` or `<thing>-actors.ts`: work a journey invokes (an actor map, listed in src/features/actors.ts);
 *   - `<thing>-queries.ts`: cached reads (TanStack Query keys, options and the hooks over them);
 *   - `<thing>-calls.ts`: plain calls (a function over the client that keeps nothing: a mutation's call, a sign-out).
 * Nothing else calls it: a page or screen (.tsx) takes those modules' functions. tests/scripts/api-module-names.test.ts
 * holds every file of src/features/ to it.
 */

/** A call of the API client in a module's text: `api.call(…)`, or `<anything>.call('ENDPOINT_NAME', …)`. */
const CALLS_API = /\bapi\.call\(|\.call\(\s*['"][A-Z][A-Z0-9_]+['"]/;

/** The names a module calling the API may have. */
const CALLER_NAME = /^(?:actors|[a-z0-9-]+-actors|[a-z0-9-]+-queries|[a-z0-9-]+-calls)\.ts$/;

/** Why a module breaks the rule (its file name, e.g. 'details-source.ts', and its text), or null when it keeps it. */
export function apiModuleProblem(fileName: string, text: string): string | null {
  if (!CALLS_API.test(text)) return null;
  if (CALLER_NAME.test(fileName)) return null;
  const what = fileName.endsWith('.tsx')
    ? 'a component calls the API'
    : `'${fileName}' calls the API`;
  return `${what}: move the call to an actors.ts / <thing>-actors.ts (journey work), <thing>-queries.ts (cached reads) or <thing>-calls.ts (plain calls) module, or rename the module to one of these`;
}
