import type { AnyActorRef } from 'xstate';
import { compileWith, composeBehaviours, createJourneyActor, type Behaviours, type CompiledJourney, type JourneyDefinition } from '../../engine';
import { oneTimeCodeBehaviours } from '../../engine/behaviours/one-time-code';
import { accountWorkBehaviours } from '../../engine/behaviours/account-work';
import type { ApiClient } from '../api/api-client';
import definition from '../../journeys/auth-handoff.json';
import { sessionActors } from './actors';

let compiled: CompiledJourney | undefined;

/**
 * The gate's session work (journeys/auth-handoff.json) as a started actor. Its own chunk: the journey engine and
 * XState load with the first session work (a stored session or an auth_token hand-off), not with the app's first
 * chunk, which every page and the landing load; and it takes its one journey, not the catalogue of every journey
 * (issue 31). The journey hosts no child journey.
 */
export function startSessionJourney(api: ApiClient): AnyActorRef {
  return createJourneyActor(compileSessionJourney(), { actors: sessionActors(api) }).start();
}

/**
 * The behaviour groups journeys/auth-handoff.json names (results and errors kept, the hand-off's customer check), not
 * every group: the gate's chunk loads on every signed-in page (issue 31). tests/src/auth/session-journey.test.ts
 * checks the journey against them.
 */
export function sessionBehaviours(): Behaviours {
  return composeBehaviours([oneTimeCodeBehaviours({ now: () => Date.now() }), accountWorkBehaviours()]);
}

/** Compiles the journey once; loadSessionJourney does it in a task of its own, before the gate starts the work. */
export function compileSessionJourney(): CompiledJourney {
  return (compiled ??= compileWith(definition as unknown as JourneyDefinition, sessionBehaviours()));
}
