import { loadJourney } from './load.ts';
import { validateJourney } from './validate.ts';
import { behaviourCatalogue, type BehaviourCatalogue } from './behaviours/index.ts';
import type { Problem } from './problem.ts';

/** Runs load and validate on one journey file's text; returns every problem (empty when the journey is valid). */
export function checkJourneyText(file: string, text: string, catalogue: BehaviourCatalogue = behaviourCatalogue()): Problem[] {
  const loaded = loadJourney(file, text);
  if (!loaded.ok) return loaded.problems;
  const valid = validateJourney(loaded.value, catalogue);
  return valid.ok ? [] : valid.problems;
}
