import { useEffect, useRef, useState } from 'react';
import type { AnyActorLogic, AnyMachineSnapshot } from 'xstate';
import { createJourneyActor, persistJourney, type PersistedJourney } from '../../../engine';
import { useActorSnapshot } from '../../../renderer';
import { journeyById } from '../../journey/journey-catalog';
import { clearSavedJourney, saveJourney } from '../../journey/journey-storage';

/** Ticks once a second so countdowns move; the machine's own delays decide the states. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

const realClock = {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Runs a code machine (otp-timer, guest-verification) with the app's actors, keeping its context in session
 * storage on every change, so a reload resumes from the absolute deadlines; a finished machine is forgotten.
 */
export function useCodeMachine(journeyId: string, actors: Record<string, AnyActorLogic>, start: { saved?: PersistedJourney; input?: Record<string, unknown> }) {
  const [actor] = useState(() => {
    const compiled = journeyById(journeyId);
    if (!compiled) throw new Error(`journey '${journeyId}' is missing`);
    // createJourneyActor passes `clock: options.clock` on even when undefined, which leaves XState without a
    // clock for delayed transitions: give the real one explicitly (reported for engine/).
    const created = createJourneyActor(compiled, { actors, ...start, clock: realClock });
    const journey = compiled.journey;
    created.subscribe((snapshot) => {
      if ((snapshot as AnyMachineSnapshot).status === 'done') clearSavedJourney(journeyId);
      else saveJourney(persistJourney(journey, created));
    });
    created.start();
    saveJourney(persistJourney(journey, created));
    return created;
  });
  // Stop on a real unmount only: StrictMode's rehearsal unmount is followed at once by a remount.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) actor.stop();
      });
    };
  }, [actor]);
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  return { actor, snapshot };
}
