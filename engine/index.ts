/**
 * The journey engine: load -> validate -> normalize -> toMachine. Pure TypeScript: no React, no DOM, no fetch.
 * The browser bundle imports only `compileJourney` (journeys are validated at build time, so no ajv ships).
 */
import { createActor, type AnyActorLogic, type AnyStateMachine, type ActorOptions } from 'xstate';
import type { JourneyDefinition } from '../schemas/generated/journey';
import { createBehaviours, type Behaviours, type BehaviourEnv } from './behaviours';
import { normalizeJourney, type NormalizedJourney } from './normalize';
import { toMachine } from './to-machine';
import { restoreOptions, type PersistedJourney } from './persist';

export type { JourneyDefinition } from '../schemas/generated/journey';
export type { NormalizedJourney, NormalizedStep, StateMeta } from './normalize';
export type { WizardContext } from './wizard';
export type { PersistedJourney } from './persist';
export type { Problem } from './problem';
export { WIZARD_COMPLETE, WORKING_SUFFIX, workingStateOf } from './normalize';
export { persistJourney, fingerprintOf } from './persist';
export { createBehaviours, behaviourCatalogue } from './behaviours';
export { formatProblem } from './problem';

/** A journey ready to run: its canonical form and its XState machine. */
export interface CompiledJourney {
  journey: NormalizedJourney;
  machine: AnyStateMachine;
}

/** Compiles an already-validated journey definition into its machine (normalize -> toMachine). */
export function compileJourney(definition: JourneyDefinition, behaviours: Behaviours = createBehaviours()): CompiledJourney {
  const journey = normalizeJourney({ definition });
  return { journey, machine: toMachine(journey, behaviours) };
}

export interface StartOptions {
  /** Real implementations of the declared actors (API calls); every actor the journey invokes must be given. */
  actors?: Record<string, AnyActorLogic>;
  input?: Record<string, unknown>;
  saved?: PersistedJourney;
  clock?: ActorOptions<AnyStateMachine>['clock'];
}

/** Actor names a journey invokes. */
export function invokedActors(journey: NormalizedJourney): string[] {
  return [...new Set(Object.values(journey.states).flatMap((s) => (s.invoke ? [s.invoke.src] : [])))];
}

/** Creates (but does not start) an actor for a compiled journey, resuming a saved one when possible. */
export function createJourneyActor(compiled: CompiledJourney, options: StartOptions = {}) {
  const missing = invokedActors(compiled.journey).filter((name) => !options.actors?.[name]);
  if (options.actors && missing.length) {
    throw new Error(`journey '${compiled.journey.id}' invokes actors the app did not provide: ${missing.join(', ')}`);
  }
  const machine = options.actors ? compiled.machine.provide({ actors: options.actors }) : compiled.machine;
  const restored = restoreOptions(compiled.journey, machine, options.saved);
  const start = restored ?? (options.input ? { input: options.input } : {});
  // Only a given clock is passed: an explicit `clock: undefined` would replace XState's default timers.
  return createActor(machine, { ...start, ...(options.clock ? { clock: options.clock } : {}) } as never);
}

export type { BehaviourEnv, Behaviours };
