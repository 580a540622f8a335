import importValidator from 'virtual:validator-files';
import type { PrecompiledValidator } from './precompiled-validator';

// One lazy file per endpoint's precompiled validator: a route downloads only the validators of the calls it makes.
// The build loads a validator's file by its name and the set's one hash, without a map of every file in the entry
// (scripts/validator-chunks.ts).

/** The precompiled validator for a registry name (or ERROR_ENVELOPE); undefined when none was generated. */
export function loadValidator(name: string): Promise<PrecompiledValidator | undefined> {
  return importValidator(name) ?? Promise.resolve(undefined);
}
