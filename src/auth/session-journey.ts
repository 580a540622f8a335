import type { AnyActorRef } from 'xstate';
import { compileJourney, createJourneyActor, type CompiledJourney, type JourneyDefinition } from '../../engine';
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

/** Compiles the journey once; loadSessionJourney does it in a task of its own, before the gate starts the work. */
export function compileSessionJourney(): CompiledJourney {
  return (compiled ??= compileJourney(definition as unknown as JourneyDefinition));
}
