import { oneTimeCodeBehaviours } from '../../engine/behaviours/one-time-code';
import { accountWorkBehaviours } from '../../engine/behaviours/account-work';
import type { BehaviourGroup } from '../../engine/behaviours/compose';
import { joinBehaviours } from '../../engine/behaviours/join';
import { inputMappers } from '../../engine/behaviours/inputs';
import { normalizeMachine, type NormalizedJourney } from '../../engine/normalize';
import { createPlainActor, type PlainActor, type PlainBehaviours } from '../../engine/plain-machine';
import type { MachineJourney } from '../../schemas/generated/journey';
import type { ApiClient } from '../api/api-client';
import definition from '../../journeys/auth-handoff.json';
import { sessionWork } from './session-work';

let compiled: { journey: NormalizedJourney; behaviours: PlainBehaviours } | undefined;

/**
 * The gate's session work (journeys/auth-handoff.json) as a started actor. Its own chunk, loaded with the first
 * session work (a stored session or an auth_token hand-off), not with the app's first chunk, which the landing loads
 * too. The journey runs without XState and the engine's compiler (engine/plain-machine.ts): every signed-in page
 * starts it before it can draw, and those were 18.7 KiB of its first script (issue 47). The journey hosts no child.
 */
export function startSessionJourney(api: ApiClient): PlainActor {
  const { journey, behaviours } = compileSessionJourney();
  return createPlainActor(journey, behaviours, sessionWork(api)).start();
}

/**
 * The behaviour groups journeys/auth-handoff.json names (results and errors kept, the hand-off's customer check), not
 * every group. tests/src/auth/session-journey.test.ts checks the journey against them.
 */
export function sessionBehaviourGroups(): BehaviourGroup[] {
  return [oneTimeCodeBehaviours({ now: () => Date.now() }), accountWorkBehaviours()];
}

/** What the plain runner is given to run the journey: its groups' guards and actions, every input mapper. */
export function sessionBehaviours(): PlainBehaviours {
  const groups = sessionBehaviourGroups();
  return {
    guards: joinBehaviours('guard', ...groups.map((g) => g.guards ?? {})),
    actions: joinBehaviours('action', ...groups.map((g) => g.actions ?? {})),
    inputs: inputMappers,
  };
}

/** Normalizes the journey once; loadSessionJourney does it in a task of its own, before the gate starts the work. */
export function compileSessionJourney(): { journey: NormalizedJourney; behaviours: PlainBehaviours } {
  return (compiled ??= { journey: normalizeMachine(definition as unknown as MachineJourney), behaviours: sessionBehaviours() });
}
