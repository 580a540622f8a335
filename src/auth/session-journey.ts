import type { AnyActorRef } from 'xstate';
import { createJourneyActor } from '../../engine';
import type { ApiClient } from '../api/api-client';
import { journeyById } from '../journey/journey-catalog';
import { sessionActors } from './actors';

/**
 * The gate's session work (journeys/auth-handoff.json) as a started actor. Its own chunk: the journey engine,
 * XState and the journey catalogue load with the first session work (a stored session or an auth_token hand-off),
 * not with the app's first chunk, which every page and the landing load (issue 31).
 */
export function startSessionJourney(api: ApiClient): AnyActorRef {
  const journey = journeyById('auth-handoff');
  if (!journey) throw new Error("journey 'auth-handoff' is missing");
  return createJourneyActor(journey, { actors: sessionActors(api) }).start();
}
