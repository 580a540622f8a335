import { validatorOfSchema, type PrecompiledValidator } from '../api/precompiled-validator';
import type { Schema } from '../api/schema-validator';
import { parseWithValidator } from './saved-journey';

// The wizards' data schemas (scripts/gen-validators.ts), one chunk each, by journey id: a page reading one wizard's
// saved data loads that wizard's schema alone (issue 31). No ajv ships, nothing is evaluated (src/api/schema-validator.ts).
const files = import.meta.glob<Schema>(['./generated/*.js', '!./generated/index.js'], { import: 'default' });
const loaders = new Map(Object.entries(files).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.js$/, ''), load]));
const loaded = new Map<string, PrecompiledValidator>();

/** Loads the data validator of a wizard (nothing to load for a journey that has none: a machine's context is not parsed). */
export async function loadJourneyData(journeyId: string): Promise<void> {
  const load = loaders.get(journeyId);
  if (load && !loaded.has(journeyId)) loaded.set(journeyId, await validatorOfSchema(load()));
}

/** Whether a wizard's saved data can be parsed now (its validator loaded, or it has none). */
export function journeyDataReady(journeyId: string): boolean {
  return !loaders.has(journeyId) || loaded.has(journeyId);
}

/**
 * The one parse at the boundary (saved-journey.ts `parseWithValidator`) with the wizard's own validator, for any
 * wizard: journey-storage.ts reads every saved journey through it. The validator must have been loaded first
 * (loadJourneyData; src/journey/use-journey.ts does it with the journey): a saved journey is never read unchecked,
 * so reading one before throws (and readSavedJourney then counts it as nothing saved).
 */
export function parseJourneyData(journeyId: string, raw: unknown): Record<string, unknown> {
  if (!journeyDataReady(journeyId)) throw new Error(`the data validator of journey '${journeyId}' is not loaded (loadJourneyData)`);
  return parseWithValidator(loaded.get(journeyId), raw);
}
