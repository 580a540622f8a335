import type { PrecompiledValidator } from '../api/precompiled-validator';
import generatedValidators from './generated/index.js';
import { parseWithValidator } from './saved-journey';

// The precompiled validators of those schemas, by journey id (scripts/gen-validators.ts): no ajv ships, nothing is evaluated.
const validators: Record<string, PrecompiledValidator> = generatedValidators;

/**
 * The one parse at the boundary (saved-journey.ts `parseWithValidator`) with the wizard's own validator, for any
 * wizard: journey-storage.ts reads every saved journey through it. Apart from journey-data.ts (the types), so that
 * a screen reading its typed data does not load every wizard's validator.
 */
export function parseJourneyData(journeyId: string, raw: unknown): Record<string, unknown> {
  return parseWithValidator(validators[journeyId], raw);
}
