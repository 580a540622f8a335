import type { PersistedJourney } from '../../engine';
import type { PrecompiledValidator } from '../api/precompiled-validator';
import { isRecord } from '../domain/parse';

/** Where a journey's progress is kept in session storage. */
export const journeyStorageKey = (id: string) => `journey:${id}`;

/** Whether this tab has the journey saved (read or not: what is saved is the journey's to read). */
export function hasSavedJourney(id: string): boolean {
  try {
    return sessionStorage.getItem(journeyStorageKey(id)) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether a journey is saved in a form this app reads (whatever its wizard data holds): asks without the wizard's data
 * validator, which a page that only offers to go back to the journey (the payment's result) need not load.
 */
export function savedJourneyReadable(id: string, storage: Storage = sessionStorage): boolean {
  return readSavedJourney(id, () => ({}), storage) !== undefined;
}

/**
 * Forgets a journey's progress. Here, not with the saved journey's reading (journey-storage.ts), so that the pages
 * that only end a journey (the payment results) load neither that nor the engine it comes with (issue 47).
 */
export function clearSavedJourney(id: string, storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(journeyStorageKey(id));
  } catch {
    // nothing to clear
  }
}

/**
 * Reads a saved journey, its wizard data through `parse`; anything unreadable or malformed counts as nothing saved.
 * Apart from journey-storage.ts (which parses with the wizard's validator, loaded by journey id) so that a route reading one wizard's
 * saved data loads that wizard's validator alone (parseWithValidator below; the landing).
 */
export function readSavedJourney(id: string, parse: (data: unknown) => Record<string, unknown>, storage: Storage = sessionStorage): PersistedJourney | undefined {
  try {
    const raw = storage.getItem(journeyStorageKey(id));
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as PersistedJourney;
    if (!saved || typeof saved !== 'object' || saved.journeyId !== id) return undefined;
    // What names steps is used by name only; anything else in its place counts as not saved.
    if (!isStepList(saved.steps)) delete saved.steps;
    if (typeof saved.currentStep !== 'string') delete saved.currentStep;
    if (typeof saved.furthestStep !== 'string') delete saved.furthestStep;
    // A wizard's data is parsed here, where it enters the journey (journey-data.ts), and nowhere else.
    const context = (saved.snapshot as { context?: { data?: unknown } } | undefined)?.context;
    if (saved.kind === 'wizard' && context) context.data = parse(context.data);
    return saved;
  } catch {
    return undefined;
  }
}

const isStepList = (v: unknown): v is PersistedJourney['steps'] =>
  Array.isArray(v) && v.every((s) => isRecord(s) && typeof s.name === 'string' && typeof s.path === 'string');

/**
 * The one parse at the boundary, with one wizard's precompiled validator: data that comes from outside the running
 * journey (a saved journey in session storage, written by an older version of the app or edited by hand) is checked
 * against the wizard's schema, and a key that does not fit is dropped (the customer then gives that answer again)
 * rather than read with aliases or guesses later. Inside the journey the data is typed and trusted.
 * Takes one validator, so that a route reading one wizard's data loads only that one (the landing:
 * src/pages/landing-journey.tsx); journey-data-parse.ts loads each wizard's by its id.
 */
export function parseWithValidator(validate: PrecompiledValidator | undefined, raw: unknown): Record<string, unknown> {
  if (!isRecord(raw)) return {};
  if (!validate) return raw;
  const data = { ...raw };
  // ajv stops at the first error: drop the key it names and check again (at most once per key).
  for (let guard = Object.keys(data).length + 1; guard > 0 && !validate(data); guard--) {
    const key = validate.errors?.[0]?.instancePath.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!key || !(key in data)) return {};
    delete data[key];
  }
  return validate(data) ? data : {};
}
