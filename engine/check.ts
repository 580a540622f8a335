import { loadJourney } from './load';
import { validateJourney } from './validate';
import { behaviourCatalogue, type BehaviourCatalogue } from './behaviours';
import type { Problem } from './problem';

/** Runs load and validate on one journey file's text; returns every problem (empty when the journey is valid). */
export function checkJourneyText(file: string, text: string, catalogue: BehaviourCatalogue = behaviourCatalogue()): Problem[] {
  const loaded = loadJourney(file, text);
  if (!loaded.ok) return loaded.problems;
  const valid = validateJourney(loaded.value, catalogue);
  return valid.ok ? [] : valid.problems;
}
