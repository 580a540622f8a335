import type { PrecompiledValidator } from './precompiled-validator';

// One lazy chunk per endpoint's precompiled validator: a route downloads only the validators of the calls it makes.
const modules = import.meta.glob<PrecompiledValidator>('./generated/validators/*.js', { import: 'default' });

/**
 * Each validator's load, asked once: every call asks for its validator, and asking the bundler's preload helper
 * again resolves the chunk's files anew, in the task of the tap that made the call (a "Show" or a confirm; issue 47).
 * A failed load is asked again.
 */
const asked = new Map<string, Promise<PrecompiledValidator | undefined>>();

/** The precompiled validator for a registry name (or ERROR_ENVELOPE); undefined when none was generated. */
export function loadValidator(name: string): Promise<PrecompiledValidator | undefined> {
  const known = asked.get(name);
  if (known) return known;
  const load = modules[`./generated/validators/${name}.js`];
  const loading = load ? load() : Promise.resolve(undefined);
  asked.set(name, loading);
  loading.catch(() => asked.delete(name));
  return loading;
}
