import type { AnyMachineSnapshot } from 'xstate';
import { persistJourney, startJourneyActor } from '../../engine';
import { pathOfSnapshot, stepForPath, type ScreenEvent } from '../../renderer';
import { wizardIdForPath } from './journey-catalog';
import { prepareJourney } from './compiled-journey';
import { loadSavedJourney, saveJourney } from './journey-storage';

/**
 * Hands the landing route's choices to the journey engine (its own chunk, loaded when the customer moves on):
 * resumes the saved journey of the landing path at the landing step, applies the customer's events there in
 * order, saves the result, and returns the path the journey is now at (undefined if no journey owns the path).
 * The wizard page at that path then resumes from what was saved, as after a reload. Loads the path's journey and its
 * data validator first (rejects when a chunk does not load).
 */
export async function handOffLanding(path: string, events: readonly ScreenEvent[]): Promise<string | undefined> {
  const compiled = await preparedForPath(path);
  const step = compiled && stepForPath(compiled.journey, path);
  if (!compiled || !step) return undefined;
  const actor = startJourneyActor(compiled, { saved: loadSavedJourney(compiled.journey.id) });
  try {
    if ((actor.getSnapshot() as AnyMachineSnapshot).value !== step) actor.send({ type: 'GOTO', step });
    for (const event of events) actor.send(event);
    saveJourney(persistJourney(compiled.journey, actor));
    return pathOfSnapshot(compiled.journey, actor.getSnapshot() as AnyMachineSnapshot);
  } finally {
    actor.stop();
  }
}

/** The wizard of a path, loaded and compiled with its data validator (its actors are its page's to load). */
function preparedForPath(path: string) {
  const id = wizardIdForPath(path);
  return id ? prepareJourney(id, null) : Promise.resolve(undefined);
}

/** Loads and compiles the journey of the landing path (once: the catalogue keeps it), so that the hand-off does not. */
export async function compileLanding(path: string): Promise<void> {
  await preparedForPath(path);
}
