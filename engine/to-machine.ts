import { and, assign, createMachine, not, type AnyStateMachine } from 'xstate';
import type { Behaviours, BehaviourArgs } from './behaviours/types';
import type { BehaviourRef, NormalizedGuard, NormalizedJourney, NormalizedState, NormalizedTransition } from './normalize';
import { wizardRuntime } from './wizard';

type Loose = Record<string, unknown>;

function guardRef(g: NormalizedGuard): unknown {
  const ref = g.params ? { type: g.type, params: g.params } : g.type;
  const own = g.negate ? not(ref as never) : ref;
  return g.also ? and([own as never, guardRef(g.also) as never]) : own;
}

function guardOf(t: NormalizedTransition): unknown {
  return t.guard ? guardRef(t.guard) : undefined;
}

function actionRef(a: BehaviourRef): unknown {
  return a.params ? { type: a.type, params: a.params } : a.type;
}

function transitions(list: NormalizedTransition[]): Loose[] {
  return list.map((t) => {
    const out: Loose = { actions: t.actions.map(actionRef) };
    if (t.target !== undefined) out.target = t.target;
    if (t.reenter) out.reenter = true;
    const guard = guardOf(t);
    if (guard !== undefined) out.guard = guard;
    return out;
  });
}

function stateConfig(name: string, state: NormalizedState, inputs: Behaviours['inputs']): Loose {
  const mapAll = (rec: Record<string, NormalizedTransition[]>) =>
    Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, transitions(v)]));
  const config: Loose = {
    tags: state.tags,
    meta: state.meta,
    entry: state.entry.map(actionRef),
    exit: state.exit.map(actionRef),
    on: mapAll(state.on),
    after: mapAll(state.after),
    always: transitions(state.always),
  };
  if (state.type) config.type = state.type;
  // A final state names itself in the machine's output, so a wizard step hosting the journey knows how it ended.
  if (state.type === 'final') config.output = { endedIn: name };
  if (state.invoke) {
    config.invoke = {
      id: state.invoke.src,
      src: state.invoke.src,
      // An actor sees only what its named input mapper gives it from the context and the entering event.
      input: inputOf(state.invoke.input, inputs),
      onDone: transitions(state.invoke.onDone),
      onError: transitions(state.invoke.onError),
    };
  }
  return config;
}

function inputOf(name: string, inputs: Behaviours['inputs']) {
  const mapper = inputs[name];
  if (!mapper) throw new Error(`unknown input mapper '${name}'`);
  return ({ context, event }: BehaviourArgs) => mapper({ context, event });
}

/**
 * Stage 4: builds the XState v5 machine with createMachine(config, { guards, actions, actors, delays }), which is what
 * setup(...).createMachine(config) calls; setup itself would bring XState's sendTo, log, enqueueActions and emit to
 * every page that runs a journey (its typed helpers, which no journey uses: 0.7 KiB, issue 47).
 * Registry actions return context patches; here each is wrapped in assign so XState stays pure.
 */
export function toMachine(journey: NormalizedJourney, behaviours: Behaviours): AnyStateMachine {
  const wizard = journey.kind === 'wizard' ? wizardRuntime(journey.id, journey.steps, behaviours.guards) : undefined;
  const guardImpls = { ...behaviours.guards, ...(wizard?.guards ?? {}) };
  const actionImpls = { ...behaviours.actions, ...(wizard?.actions ?? {}) };
  const guards = Object.fromEntries(
    Object.entries(guardImpls).map(([name, g]) => [name, (args: unknown, params: unknown) => g(args as BehaviourArgs, params as Loose)]),
  );
  const actions = Object.fromEntries(
    Object.entries(actionImpls).map(([name, a]) => [
      name,
      assign((args: unknown, params: unknown) => a(args as BehaviourArgs, params as Loose)),
    ]),
  );
  const delays = Object.fromEntries(
    Object.entries(behaviours.delays).map(([name, d]) => [name, (args: unknown) => d(args as BehaviourArgs)]),
  );
  const context = wizard
    ? ({ input }: { input?: Loose }) => wizard.initialContext(input ?? {})
    : ({ input }: { input?: Loose }) => ({ ...structuredClone(journey.context), ...(input ?? {}) });
  const states = Object.fromEntries(Object.entries(journey.states).map(([name, s]) => [name, stateConfig(name, s, behaviours.inputs)]));
  const output = journey.kind === 'machine' ? machineOutput(journey.output, behaviours.inputs) : undefined;
  return createMachine(
    {
      id: journey.id,
      initial: journey.initial,
      context,
      states,
      ...(output ? { output } : {}),
    } as never,
    { guards, actions, delays, actors: behaviours.actors } as never,
  ) as unknown as AnyStateMachine;
}

/**
 * What a machine journey hands over when it ends: the final state it ended in, and the data its output mapper gives
 * (nothing without one). A wizard step hosting it branches on `endedIn` and merges `data` (see eventData).
 */
function machineOutput(mapperName: string | undefined, inputs: Behaviours['inputs']) {
  const mapper = mapperName ? inputs[mapperName] : undefined;
  if (mapperName && !mapper) throw new Error(`unknown output mapper '${mapperName}'`);
  return ({ context, event }: BehaviourArgs) => ({
    endedIn: (event.output as { endedIn?: string } | undefined)?.endedIn ?? null,
    data: mapper ? (mapper({ context, event }) as Record<string, unknown>) : {},
  });
}
