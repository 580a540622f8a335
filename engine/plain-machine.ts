/**
 * A journey machine run without XState, for the one machine every signed-in page starts before it can draw: the
 * authentication gate's (journeys/auth-handoff.json, src/auth/session-journey.ts). XState with the engine's compiler
 * is 18.7 KiB of every signed-in page's first script (issue 47); this runs the same normalized journey with the same
 * guards, actions and input mappers in about 1 KiB. It runs the part of the journey language that such a machine
 * uses: events (`on`), invoked work with its done and error outcomes, guards (negated too), actions, entry and exit,
 * tags and final states. A journey using anything else (delays, `always`, child journeys, wizards) is refused when
 * the actor is made (plainMachineProblems): it runs on the engine, and `npm run journeys:check` refuses it for a journey
 * the app runs here. tests/engine/plain-runner-model.test.ts replays every QA path of every journey this accepts (and
 * every other event the model offers on the way) on both and expects the same state, tags, context and work started
 * after every step; tests/engine/auth-handoff.test.ts runs the gate's cases with its real work on both.
 * (docs/decisions/2026-11-29-gate-machine-without-xstate.md)
 */
import type { ActionImpl, BehaviourArgs, GuardImpl, JourneyContext, JourneyEvent } from './behaviours/types';
import type { BehaviourRef, NormalizedGuard, NormalizedJourney, NormalizedTransition } from './normalize';

/** Invoked work as a promise of its output (what XState's fromPromise would run). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each work takes its own input type (ActorInput)
export type PlainWork = (args: { input: any }) => Promise<unknown>;

export interface PlainBehaviours {
  guards: Record<string, GuardImpl>;
  actions: Record<string, ActionImpl>;
  inputs: Record<string, (args: BehaviourArgs) => unknown>;
}

/** The snapshot's parts the app reads, named and shaped as XState's. */
export interface PlainSnapshot {
  readonly value: string;
  readonly status: 'active' | 'done' | 'stopped';
  readonly context: JourneyContext;
  hasTag(tag: string): boolean;
}

export interface PlainActor {
  start(): PlainActor;
  stop(): void;
  send(event: JourneyEvent): void;
  getSnapshot(): PlainSnapshot;
  subscribe(listener: (snapshot: PlainSnapshot) => void): { unsubscribe(): void };
}

/**
 * What of `journey` this runner does not run, each at its JSON pointer (state names are identifiers: nothing to escape);
 * empty: it runs it all. `npm run journeys:check` reports them for a journey the app runs here (scripts/journey-plain-check.ts).
 */
export function plainMachineGaps(journey: NormalizedJourney): Array<{ pointer: string; feature: string }> {
  const gaps: Array<{ pointer: string; feature: string }> = [];
  if (journey.kind !== 'machine') gaps.push({ pointer: '/kind', feature: `a ${journey.kind}` });
  if (journey.output) gaps.push({ pointer: '/output', feature: 'an output mapper' });
  for (const [name, state] of Object.entries(journey.states)) {
    const at = `/states/${name}`;
    const transitions = [...Object.values(state.on), ...(state.invoke ? [state.invoke.onDone, state.invoke.onError] : [])].flat();
    if (Object.keys(state.after).length) gaps.push({ pointer: `${at}/after`, feature: 'delays (after)' });
    if (state.always.length) gaps.push({ pointer: `${at}/always`, feature: 'always' });
    if (transitions.some((t) => t.reenter)) gaps.push({ pointer: at, feature: 're-entry' });
    if (transitions.some((t) => t.target !== undefined && !journey.states[t.target])) gaps.push({ pointer: at, feature: 'a missing state' });
  }
  return gaps;
}

/** Why `journey` cannot run here (empty: it can), each naming where and what it uses. */
export function plainMachineProblems(journey: NormalizedJourney): string[] {
  return plainMachineGaps(journey).map((g) => `${journey.id}: ${g.pointer}: ${g.feature}`);
}

/**
 * Creates (not starts) the journey's actor; every behaviour and work it names must be given. `input` is laid over the
 * journey's context at the start, as the engine does (to-machine.ts).
 */
export function createPlainActor(journey: NormalizedJourney, behaviours: PlainBehaviours, work: Record<string, PlainWork>, input?: Partial<JourneyContext>): PlainActor {
  const problems = plainMachineProblems(journey);
  const states = Object.values(journey.states);
  const refs = states.flatMap((s) => [...s.entry, ...s.exit, ...[...Object.values(s.on), ...(s.invoke ? [s.invoke.onDone, s.invoke.onError] : [])].flat().flatMap((t) => t.actions)]);
  for (const a of refs) if (!behaviours.actions[a.type]) problems.push(`action ${a.type} not given`);
  for (const s of states) if (s.invoke && !work[s.invoke.src]) problems.push(`work ${s.invoke.src} not given`);
  for (const s of states) if (s.invoke && !behaviours.inputs[s.invoke.input]) problems.push(`input mapper ${s.invoke.input} not given`);
  if (problems.length) throw new Error(`journey ${journey.id} cannot run without the engine: ${problems.join('; ')}`);

  let value = journey.initial;
  let context: JourneyContext = { ...structuredClone(journey.context), ...input };
  let status: PlainSnapshot['status'] = 'active';
  let started = false;
  /** Counts the states entered: an invoke's outcome counts only in the state entry that started it. */
  let entered = 0;
  const listeners = new Set<(snapshot: PlainSnapshot) => void>();
  const snapshot = (): PlainSnapshot => {
    const tags = journey.states[value]!.tags;
    return { value, status, context, hasTag: (tag) => tags.includes(tag) };
  };
  let current = snapshot();

  const guardHolds = (g: NormalizedGuard | undefined, args: BehaviourArgs): boolean => {
    if (!g) return true;
    const impl = behaviours.guards[g.type];
    if (!impl) throw new Error(`journey ${journey.id}: guard ${g.type} not given`);
    return impl(args, g.params) !== Boolean(g.negate) && guardHolds(g.also, args);
  };
  const run = (actions: readonly BehaviourRef[], event: JourneyEvent) => {
    for (const a of actions) context = { ...context, ...behaviours.actions[a.type]!({ context, event }, a.params) };
  };
  const enter = (name: string, event: JourneyEvent) => {
    const state = journey.states[name]!;
    value = name;
    const entry = ++entered;
    run(state.entry, event);
    if (state.type === 'final') status = 'done';
    else if (state.invoke) {
      const { src, input } = state.invoke;
      const settle = (outcome: JourneyEvent) => {
        if (entry === entered && status === 'active') take(outcome);
      };
      let promise: Promise<unknown>;
      try {
        promise = work[src]!({ input: behaviours.inputs[input]!({ context, event }) });
      } catch (error) {
        promise = Promise.reject(error);
      }
      promise.then(
        (output) => settle({ type: `xstate.done.actor.${src}`, output }),
        (error: unknown) => settle({ type: `xstate.error.actor.${src}`, error }),
      );
    }
  };
  const transitionsFor = (event: JourneyEvent): NormalizedTransition[] => {
    const state = journey.states[value]!;
    if (state.invoke && event.type === `xstate.done.actor.${state.invoke.src}`) return state.invoke.onDone;
    if (state.invoke && event.type === `xstate.error.actor.${state.invoke.src}`) return state.invoke.onError;
    return state.on[event.type] ?? [];
  };
  const take = (event: JourneyEvent) => {
    const chosen = transitionsFor(event).find((t) => guardHolds(t.guard, { context, event }));
    if (!chosen) return;
    // A transition to the state it leaves does not leave it (XState's default, reenter false): no exit, entry or new work.
    if (chosen.target === undefined || chosen.target === value) run(chosen.actions, event);
    else {
      run(journey.states[value]!.exit, event);
      run(chosen.actions, event);
      enter(chosen.target, event);
    }
    current = snapshot();
    for (const l of [...listeners]) l(current);
  };

  const actor: PlainActor = {
    start() {
      if (started) return actor;
      started = true;
      enter(journey.initial, { type: 'xstate.init' });
      current = snapshot();
      return actor;
    },
    stop() {
      if (status === 'active') status = 'stopped';
      current = snapshot();
      listeners.clear();
    },
    send(event) {
      if (started && status === 'active') take(event);
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
  };
  return actor;
}
