/**
 * The journey engine: load -> validate -> normalize -> toMachine. Pure TypeScript: no React, no DOM, no fetch.
 * The browser bundle imports only `compileNormalized` (journeys are validated and normalized at build time, so neither
 * ajv nor the normalizer ships: scripts/journey-routes.ts).
 */
import { createActor, type AnyActorLogic, type AnyStateMachine, type ActorOptions } from 'xstate';
import type { JourneyDefinition } from '../schemas/generated/journey';
import { createBehaviours, type Behaviours, type BehaviourEnv } from './behaviours';
import { CHILD_PREFIX, childActorOf, normalizeJourney, type NormalizedJourney } from './normalize';
import { toMachine } from './to-machine';
import { nearestStep, restoreOptions, type PersistedJourney } from './persist';

export type { JourneyDefinition, StepContent } from '../schemas/generated/journey';
export type { NormalizedJourney, NormalizedStep, StateMeta } from './normalize';
export type { WizardContext } from './wizard';
export type { PersistedJourney, SavedStep } from './persist';
export type { ActorInput, InvokedActorName } from './behaviours/actor-input';
export type { JourneyContexts, JourneySnapshot } from './journey-context';
export type { Problem } from './problem';
export { CONTENT_SCREEN } from './content-screen';
export { WIZARD_COMPLETE, WORKING_SUFFIX, GATED_SUFFIX, workingStateOf, gatedStateOf, childActorOf } from './normalize';
export { persistJourney, fingerprintOf, nearestStep, stepForSavedPath } from './persist';
export { createBehaviours, commonBehaviourGroups, behaviourCatalogue, composeBehaviours, type BehaviourGroup } from './behaviours';
export { formatProblem } from './problem';
export { isPendingChild } from './late-pending';
export { stepDataContract, firstProviders, type StepDataContract } from './data-contract';
export { reachableStepInRole, stepIndexInRole, type RoleStep, type StepRole, type WayOf } from './step-role';

/** A journey ready to run: its canonical form and its XState machine. */
export interface CompiledJourney {
  journey: NormalizedJourney;
  machine: AnyStateMachine;
  /** The child journeys its steps host, compiled, by id (see StepChild in the journey schema). */
  children: Record<string, CompiledJourney>;
  /**
   * The child journeys its steps host that load when a step starts one, not with the journey (LateJourney), by id:
   * none unless the resolver gave some (docs/decisions/2026-11-29-child-journeys-load-at-their-step.md).
   */
  lateChildren?: Record<string, LateJourney>;
}

/**
 * A child journey loaded when a step hosting it starts it: its load, answered with the journey compiled, and the
 * actor logic that runs its machine once loaded (engine/late-child.ts, lateChildLogic, given by the app's wizard page).
 */
export interface LateJourney {
  load: () => Promise<CompiledJourney>;
  run: (machine: () => Promise<AnyStateMachine>) => AnyActorLogic;
}

/**
 * Finds another journey by id, for the child journeys a wizard's steps host: compiled, or how to load it when a
 * step starts it (a LateJourney: the browser's wizards, issue 47).
 */
export type JourneyResolver = (id: string) => CompiledJourney | LateJourney | undefined;

/** The ids of the child journeys a journey's steps host. */
export function childJourneys(journey: NormalizedJourney): string[] {
  return [...new Set(journey.steps.flatMap((s) => (s.child ? [s.child.journey] : [])))];
}

/** Compiles an already-validated journey definition into its machine (normalize -> toMachine), with its children. */
export function compileJourney(definition: JourneyDefinition, behaviours: Behaviours = createBehaviours(), resolve?: JourneyResolver): CompiledJourney {
  return compileWith(definition, behaviours, resolve);
}

/**
 * compileJourney with the behaviours given, not defaulted: a browser page that compiles with a registry of some
 * groups (composeBehaviours) does not load every group for a default it never uses (issue 31).
 */
export function compileWith(definition: JourneyDefinition, behaviours: Behaviours, resolve?: JourneyResolver): CompiledJourney {
  return compileNormalized(normalizeJourney({ definition }), behaviours, resolve);
}

/**
 * compileWith for a journey normalized at build time (the browser's catalogue, virtual:normalized-journey/<id>), so
 * that the normalizer does not ship.
 */
export function compileNormalized(journey: NormalizedJourney, behaviours: Behaviours, resolve?: JourneyResolver): CompiledJourney {
  const children: Record<string, CompiledJourney> = {};
  const late: Record<string, LateJourney> = {};
  for (const id of childJourneys(journey)) {
    const child = resolve?.(id);
    if (!child) throw new Error(`journey '${journey.id}' hosts the child journey '${id}', which was not found`);
    if ('run' in child) late[id] = child;
    else children[id] = child;
  }
  const machine = toMachine(journey, behaviours);
  return Object.keys(late).length ? { journey, machine, children, lateChildren: late } : { journey, machine, children };
}

export interface StartOptions {
  /** Real implementations of the declared actors (API calls); every actor the journey invokes must be given. */
  actors?: Record<string, AnyActorLogic>;
  input?: Record<string, unknown>;
  saved?: PersistedJourney;
  clock?: ActorOptions<AnyStateMachine>['clock'];
}

/** Actor names a journey invokes itself (its child journeys are given by the engine, not the app). */
export function invokedActors(journey: NormalizedJourney): string[] {
  return [...new Set(Object.values(journey.states).flatMap((s) => (s.invoke && !s.invoke.src.startsWith(CHILD_PREFIX) ? [s.invoke.src] : [])))];
}

/**
 * The input mappers each actor is invoked with across `journeys` (a wizard step's default is stepData, a machine
 * state's contextAndEvent): `npm run gen` writes them beside the actor names, so an actor's input type is its mapper's
 * output (engine/behaviours/actor-input.ts) and a mapper changed in JSON fails the typecheck of the actor it feeds.
 */
export function actorInputMappers(journeys: readonly NormalizedJourney[]): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const journey of journeys) {
    for (const state of Object.values(journey.states)) {
      if (!state.invoke || state.invoke.src.startsWith(CHILD_PREFIX)) continue;
      (out[state.invoke.src] ??= new Set()).add(state.invoke.input);
    }
  }
  return Object.fromEntries(
    Object.entries(out)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, mappers]) => [name, [...mappers].sort()]),
  );
}

/** Actor names a compiled journey and the child journeys it hosts invoke, for the app to provide. */
export function allInvokedActors(compiled: CompiledJourney): string[] {
  return [...new Set([...invokedActors(compiled.journey), ...Object.values(compiled.children).flatMap(allInvokedActors)])];
}

/**
 * The machine with the app's actors, and each child journey's machine (with the same actors) under its actor name;
 * a child loaded late runs as its machine once loaded (lateChildLogic). The app gives the actors of a late child's
 * journey with the wizard's (src/features/wizard-actors.ts): they cannot be counted before it loads.
 */
function provided(compiled: CompiledJourney, actors: Record<string, AnyActorLogic> | undefined): AnyStateMachine {
  const children = Object.fromEntries(Object.entries(compiled.children).map(([id, child]) => [childActorOf(id), provided(child, actors)]));
  const late = Object.fromEntries(
    Object.entries(compiled.lateChildren ?? {}).map(([id, late]) => [childActorOf(id), late.run(async () => provided(await late.load(), actors))]),
  );
  const all = { ...(actors ?? {}), ...children, ...late };
  return Object.keys(all).length ? compiled.machine.provide({ actors: all }) : compiled.machine;
}

/** Creates (but does not start) an actor for a compiled journey, resuming a saved one when possible. */
export function createJourneyActor(compiled: CompiledJourney, options: StartOptions = {}) {
  const missing = allInvokedActors(compiled).filter((name) => !options.actors?.[name]);
  if (options.actors && missing.length) {
    throw new Error(`journey '${compiled.journey.id}' invokes actors the app did not provide: ${missing.join(', ')}`);
  }
  const machine = provided(compiled, options.actors);
  const restored = restoreOptions(compiled.journey, machine, options.saved);
  const start = restored ?? (options.input ? { input: options.input } : {});
  // Only a given clock is passed: an explicit `clock: undefined` would replace XState's default timers.
  return createActor(machine, { ...start, ...(options.clock ? { clock: options.clock } : {}) } as never);
}

export type { BehaviourEnv, Behaviours };

/**
 * Creates and starts a journey's actor. A wizard resuming saved progress is on the nearest step that still exists
 * (nearestStep: the saved step, else the next one of the order it was saved in, else the previous), reached as GOTO
 * reaches a step: within the furthest step reached, skips applied, and a child journey the step hosts started
 * afresh. So progress saved before the journey's JSON changed (another version) resumes without a dead end.
 */
export function startJourneyActor(compiled: CompiledJourney, options: StartOptions = {}) {
  const actor = createJourneyActor(compiled, options).start();
  const step = compiled.journey.kind === 'wizard' ? nearestStep(compiled.journey, options.saved) : undefined;
  if (step !== undefined && (actor.getSnapshot() as { value: unknown }).value !== step) actor.send({ type: 'GOTO', step });
  return actor;
}
