import type { PersistedJourney } from '../../engine';
import { parseJourneyData } from './journey-data-parse';
import { writeProgressHint } from './progress-hint';
import { journeyStorageKey as key, readSavedJourney } from './saved-journey';

// Asking whether a journey is saved and forgetting it need no validator: they live with the entry's reading of it.
export { clearSavedJourney, savedJourneyReadable as hasSavedJourney } from './saved-journey';

/**
 * Reads a saved journey; anything unreadable or malformed counts as nothing saved. A wizard's data validator must be
 * loaded first (src/journey/use-journey.ts loads it with the journey; journey-data-parse.ts).
 */
export function loadSavedJourney(id: string, storage: Storage = sessionStorage): PersistedJourney | undefined {
  return readSavedJourney(id, (data) => parseJourneyData(id, data), storage);
}

/** Saves progress; a full or disabled storage must never break the journey itself. */
export function saveJourney(saved: PersistedJourney, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(key(saved.journeyId), JSON.stringify(saved));
    writeProgressHint();
  } catch {
    // progress then lives only in memory for this page
  }
}
