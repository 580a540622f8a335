/**
 * The journeys the app runs on the plain runner (engine/plain-machine.ts) instead of the engine, with what it gives
 * them. `npm run journeys:check` holds each to it (scripts/journey-plain-check.ts): an edit using what that runner does
 * not run (delays, `always`, an output mapper, a wizard) or naming a behaviour or work it is not given fails the check,
 * not the page in the browser. Read by the check and the tests only; the app imports src/auth/session-journey.ts and
 * src/features/account/use-account-details.ts itself. Here, beside the actor registry (./actors.ts), not in src/auth:
 * it names a feature's work, and src/auth imports no feature.
 */
import type { PlainBehaviours } from '../../engine/plain-machine';
import definition from '../../journeys/auth-handoff.json';
import accountDetails from '../../journeys/account-details.json';
import { accountWork } from './account/account-calls';
import { sessionBehaviours } from '../auth/session-behaviours';
import { sessionWork } from '../auth/session-work';
import type { ApiClient } from '../api/api-client';

/** An API never called: the work is named here, not run. */
const NAMES_ONLY: ApiClient = { call: () => Promise.reject(new Error('plain-journeys: the work is named here, not run')) };

export interface PlainJourneyRun {
  /** The journey's id (its file is journeys/<id>.json). */
  id: string;
  /** Who runs it, for the check's message. */
  by: string;
  /** The guards, actions and input mappers the runner is given. */
  behaviours: () => PlainBehaviours;
  /** The work it is given, by name (an invoke's src). */
  work: readonly string[];
}

export const plainJourneyRuns: readonly PlainJourneyRun[] = [
  {
    id: definition.id,
    by: 'the authentication gate (src/auth/session-journey.ts, on every signed-in page)',
    behaviours: sessionBehaviours,
    // The work's names only: nothing is called.
    work: Object.keys(sessionWork(NAMES_ONLY)),
  },
  {
    id: accountDetails.id,
    by: 'the update-details pages (src/features/account/use-account-details.ts)',
    // The gate's groups: results and errors kept, the ended session's guard.
    behaviours: sessionBehaviours,
    work: Object.keys(accountWork(NAMES_ONLY)),
  },
];
