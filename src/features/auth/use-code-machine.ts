import type { AnyActorLogic, AnyMachineSnapshot } from 'xstate';
import { createJourneyActor, persistJourney, type PersistedJourney } from '../../../engine';
import { usePageActor } from '../../journey/use-page-actor';
import { clearSavedJourney, saveJourney } from '../../journey/journey-storage';

/**
 * Runs a code machine (otp-timer, guest-verification) with the app's actors, keeping its context in session
 * storage on every change, so a reload resumes from the absolute deadlines; a finished machine is forgotten, and so is
 * a code already found correct (tag `verified`: the sign-in runs, and a reload must never send the used code again).
 */
export function useCodeMachine(journeyId: string, actors: Record<string, AnyActorLogic>, start: { saved?: PersistedJourney; input?: Record<string, unknown> }) {
  const { actor, snapshot } = usePageActor(journeyId, (compiled) => {
    const created = createJourneyActor(compiled, { actors, ...start });
    const journey = compiled.journey;
    created.subscribe((snapshot) => {
      if ((snapshot as AnyMachineSnapshot).status === 'done' || (snapshot as AnyMachineSnapshot).hasTag('verified')) clearSavedJourney(journeyId);
      else saveJourney(persistJourney(journey, created));
    });
    created.start();
    saveJourney(persistJourney(journey, created));
    return created;
  });
  return { actor, snapshot };
}
