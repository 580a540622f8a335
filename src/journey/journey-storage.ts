import type { PersistedJourney } from '../../engine';
import { parseJourneyData } from './journey-data';

const key = (id: string) => `journey:${id}`;

/** Reads a saved journey; anything unreadable or malformed counts as nothing saved. */
export function loadSavedJourney(id: string, storage: Storage = sessionStorage): PersistedJourney | undefined {
  try {
    const raw = storage.getItem(key(id));
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as PersistedJourney;
    if (!saved || typeof saved !== 'object' || saved.journeyId !== id) return undefined;
    // A wizard's data is parsed here, where it enters the journey (journey-data.ts), and nowhere else.
    const context = (saved.snapshot as { context?: { data?: unknown } } | undefined)?.context;
    if (saved.kind === 'wizard' && context) context.data = parseJourneyData(id, context.data);
    return saved;
  } catch {
    return undefined;
  }
}

/** Saves progress; a full or disabled storage must never break the journey itself. */
export function saveJourney(saved: PersistedJourney, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(key(saved.journeyId), JSON.stringify(saved));
  } catch {
    // progress then lives only in memory for this page
  }
}

export function clearSavedJourney(id: string, storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(key(id));
  } catch {
    // nothing to clear
  }
}
