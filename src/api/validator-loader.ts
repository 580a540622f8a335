import importValidator from 'virtual:validator-files';
import { validatorOfSchema, type PrecompiledValidator } from './precompiled-validator';

// One lazy file per endpoint's response schema (checked by src/api/schema-validator.ts): a route downloads only the validators of the calls it makes.
// The build loads a validator's file by its name and the set's one hash, without a map of every file in the entry
// (scripts/validator-chunks.ts).

/**
 * Each validator's load, asked once: every call asks for its validator, and asking the bundler's preload helper
 * again resolves the chunk's files anew, in the task of the tap that made the call (a "Show" or a confirm; issue 47).
 * A failed load is asked again.
 */
const asked = new Map<string, Promise<PrecompiledValidator | undefined>>();

/** The validator for a registry name (or ERROR_ENVELOPE); undefined when none was generated. */
export function loadValidator(name: string): Promise<PrecompiledValidator | undefined> {
  const known = asked.get(name);
  if (known) return known;
  const schema = importValidator(name);
  const loading = schema ? validatorOfSchema(schema) : Promise.resolve(undefined);
  asked.set(name, loading);
  loading.catch(() => asked.delete(name));
  return loading;
}
