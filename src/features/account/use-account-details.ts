import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import journey from 'virtual:normalized-journey/account-details';
import type { JourneyContexts } from '../../../engine';
import { createPlainActor } from '../../../engine/plain-machine';
import { useApi } from '../../api/api-context';
import { sessionBehaviours } from '../../auth/session-behaviours';
import { accountWork } from './account-calls';
import { currentPage } from './kept-drafts';

/** How a save of journeys/account-details.json stands, for the form to show. */
export interface AccountFormWork {
  readonly saving: boolean;
  readonly saved: boolean;
  /** The session ended during the save: the save kept what was typed, and the customer is on the way to sign in. */
  readonly sessionEnded: boolean;
  /** The gateway's code of a refused save, if the last one was refused. */
  readonly errorCode: string | null;
}

/**
 * Runs journeys/account-details.json for the life of the page (never persisted: a reload never sends a save again).
 * It runs without XState (engine/plain-machine.ts), as the gate's session journey does, with the same behaviour
 * groups (results and errors kept, the ended session's guard: src/auth/session-behaviours.ts) and its work as plain
 * promises (./account-calls.ts): these pages loaded XState, the engine's compiler and the machines' chunk for a
 * machine of five flat states (about 20 KiB, issue 47). src/features/plain-journeys.ts holds the journey to what the
 * runner runs (`npm run journeys:check`); tests/engine/plain-runner-model.test.ts replays its paths on both runners.
 */
export function useAccountDetailsWork() {
  const api = useApi();
  const [actor] = useState(() => createPlainActor(journey, sessionBehaviours(), accountWork(api)).start());
  // Stopped on a real unmount only: StrictMode's rehearsal unmount is followed at once by a remount (as useJourney).
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
  const subscribe = useCallback((onChange: () => void) => actor.subscribe(onChange).unsubscribe, [actor]);
  const snapshot = useSyncExternalStore(subscribe, actor.getSnapshot, actor.getSnapshot);
  // The journey's context (held to its generated type by tests/schemas/journey-contexts.test.ts), read field by field.
  type Context = JourneyContexts['account-details'];
  const error = snapshot.context.error as Context['error'];
  const result = snapshot.context.result as Context['result'];
  const work: AccountFormWork = {
    saving: snapshot.hasTag('busy'),
    saved: snapshot.hasTag('saved'),
    sessionEnded: snapshot.value === 'sessionEnded',
    errorCode: error?.code === undefined ? null : String(error.code),
  };
  // The page is read when the save starts: by the time it fails the app may have moved on.
  const send = (event: { type: 'SAVE_PERSONAL' | 'SAVE_ADDRESS'; values: Record<string, string>; shipmentRef?: string; fieldNames?: string[] }) => actor.send({ ...event, here: currentPage() });
  return { work, result, send };
}
