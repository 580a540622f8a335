import { useEffect, useRef, useState } from 'react';
import type { AnyActorLogic, AnyMachineSnapshot } from 'xstate';
import { createJourneyActor, persistJourney, type JourneyContexts, type JourneySnapshot, type PersistedJourney, type StartOptions } from '../../engine';
import { useApi } from '../api/api-context';
import { useActorSnapshot } from '../../renderer';
import { useCompiledJourney } from './compiled-journey';
import { useJourneyActors } from './journey-actors';
import { clearSavedJourney, saveJourney } from './journey-storage';
import { withTapRender } from '../render-schedule';

export type { JourneyContexts };

/** What useJourney gives a page: the running actor and its snapshot, whose context has the journey's type. */
export interface StartedJourney<C> {
  readonly actor: ReturnType<typeof createJourneyActor>;
  readonly snapshot: JourneySnapshot<C>;
}

/** How a page starts a journey (all optional). */
export interface JourneyStart<C extends object = NonNullable<StartOptions['input']>> {
  /** The machine's starting context (merged over the JSON's `context`). */
  readonly input?: Partial<C>;
  /** Progress saved earlier (session storage) to resume from. */
  readonly saved?: PersistedJourney;
  /** The actors to run with, when not the app's one registry (src/features/actors.ts) for this API client. */
  readonly actors?: Record<string, AnyActorLogic>;
  /**
   * Keep the progress in session storage on every change, so a reload resumes; forgotten when the journey ends or
   * when `forgetWhen` says (a code found correct must never be sent again after a reload). Off by default: a reload
   * must not resume a request that was being sent.
   */
  readonly persist?: { readonly forgetWhen?: (snapshot: AnyMachineSnapshot) => boolean };
}

/**
 * The one way a page runs a journey machine (issue 43): `useJourney(id, start)` loads the journey, its children and
 * its actors' modules (the page suspends meanwhile), starts it once with the registry's actors and `start.input`,
 * and follows its snapshot. The actor stops on a real unmount only: StrictMode's rehearsal unmount is followed at once
 * by a remount. When `id` names a machine journey, the snapshot's `context` is its generated type (JourneyContexts).
 * Wizards start through their route (src/journey/wizard-route.tsx) and child journeys through the
 * step hosting them (renderer useChildJourney), both on the same engine call.
 */
export function useJourney<Id extends keyof JourneyContexts>(id: Id, start?: JourneyStart<JourneyContexts[Id]>): StartedJourney<JourneyContexts[Id]>;
export function useJourney(id: string, start: JourneyStart = {}): StartedJourney<object> {
  const compiled = useCompiledJourney(id);
  const api = useApi();
  const registry = useJourneyActors();
  const [actor] = useState(() => {
    const created = createJourneyActor(compiled, {
      actors: start.actors ?? registry(api),
      ...(start.input ? { input: start.input } : {}),
      ...(start.saved ? { saved: start.saved } : {}),
    });
    const persist = start.persist;
    if (persist) {
      created.subscribe((snapshot) => {
        const s = snapshot as AnyMachineSnapshot;
        if (s.status === 'done' || persist.forgetWhen?.(s)) clearSavedJourney(id);
        else saveJourney(persistJourney(compiled.journey, created));
      });
    }
    created.start();
    if (persist) saveJourney(persistJourney(compiled.journey, created));
    // What a page sends on a tap reaches the machine once the tap's own frame is painted (src/render-schedule.ts):
    // the transition and the calls it starts belong to the screen that follows (issue 47). Sent any other time (a
    // key, an answer, a timer), it is handled at once.
    const send = created.send.bind(created);
    created.send = (event) => withTapRender(() => send(event));
    return created;
  });
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
  // The context is the JSON's, merged with the input (both typed by the overloads), changed only by the journey's
  // actions: journeys:check and tests/schemas/journey-contexts.test.ts hold the JSON to the generated type.
  const snapshot = useActorSnapshot(actor) as JourneySnapshot<object>;
  return { actor, snapshot };
}
