import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { CompiledJourney } from '../../engine';
import { useActorSnapshot } from '../../renderer';
import { useJourney } from './use-journey';

/**
 * Runs a journey machine for the life of a page: `start` makes and starts the actor once (it may subscribe before
 * starting, e.g. to persist). The actor stops on a real unmount only: StrictMode's rehearsal unmount is followed at
 * once by a remount. No clock is needed: createJourneyActor leaves XState's own timers in place unless given one.
 */
export function usePageActor<A extends AnyActorRef>(journeyId: string, start: (compiled: CompiledJourney) => A) {
  // The journey, its children, their actors' modules and its data validator load first (the page suspends meanwhile).
  const compiled = useJourney(journeyId);
  const [actor] = useState(() => start(compiled));
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
