import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { childActorOf, isPendingChild, type JourneyContexts, type JourneySnapshot } from '../engine';

/** A child journey as its step's screen sees it; `C` its context (JourneyContexts[id]), any machine's when not said. */
export interface ChildJourney<C extends object = object> {
  readonly snapshot: JourneySnapshot<C>;
  readonly send: (event: { type: string; [key: string]: unknown }) => void;
}

/**
 * The child journey a wizard step hosts (`"child": { "journey": … }` in its JSON), as the step's screen shows it: its
 * snapshot, re-rendered on each of its changes, and its send. Null while the step does not host it (the moment the
 * wizard moves on) or its journey is still loading. The screen only maps the child's states to views and the customer's acts to its events; what
 * the child's ending does to the journey is the JSON's.
 */
export function useChildJourney<Id extends keyof JourneyContexts>(snapshot: AnyMachineSnapshot, journeyId: Id): ChildJourney<JourneyContexts[Id]> | null {
  const child = (snapshot.children as Record<string, AnyActorRef | undefined>)[childActorOf(journeyId)];
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!child) return () => undefined;
      const subscription = child.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [child],
  );
  // The child is journeys/<journeyId>.json started by the engine: its context is that journey's (journeys:check).
  const get = useCallback(() => (child ? (child.getSnapshot() as JourneySnapshot<JourneyContexts[Id]>) : null), [child]);
  const childSnapshot = useSyncExternalStore(subscribe, get, get);
  const send = useCallback((event: { type: string; [key: string]: unknown }) => child?.send(event), [child]);
  // A child journey loaded at its step (engine/late-child.ts) is not shown until its machine runs.
  return child && childSnapshot && !isPendingChild(childSnapshot) ? { snapshot: childSnapshot, send } : null;
}
