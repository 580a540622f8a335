import type { PrecompiledValidator } from './precompiled-validator';

// One lazy chunk per endpoint's precompiled validator: a route downloads only the validators of the calls it makes.
const modules = import.meta.glob<PrecompiledValidator>('./generated/validators/*.js', { import: 'default' });

/** The precompiled validator for a registry name (or ERROR_ENVELOPE); undefined when none was generated. */
export function loadValidator(name: string): Promise<PrecompiledValidator | undefined> {
  const load = modules[`./generated/validators/${name}.js`];
  return load ? load() : Promise.resolve(undefined);
}
