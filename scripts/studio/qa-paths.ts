/**
 * QA's paths (`npm run journeys:paths`): every path of a journey from its start to its end, each with a stable id
 * made from its steps and events (never its index), a one-line description, and a replay that says where it broke.
 *
 * A wizard is walked by each of its customer groups (scripts/studio/walkers.ts: visitors and signed-in customers,
 * times the data worlds that its guards tell apart) going forward: Next from each step (with the data that step
 * collects), a step's work succeeding, a hosted child journey ending the first way its JSON names, and a visitor at a gate on
 * the session signing in (the purchase's guest verification). A machine is walked from each of its model starts with
 * the model-based tests' events (scripts/studio/model-events.ts), one event per distinct next state. Paths are
 * simple (no state twice), so the lists are finite.
 */
import { createHash } from 'node:crypto';
import { createActor, fromPromise, getNextSnapshot, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { compileJourney, createBehaviours, WIZARD_COMPLETE, type CompiledJourney, type JourneyDefinition, type NormalizedJourney, type WizardContext } from '../../engine';
import { byValue, machineEvents, modelInputs, type ModelEvent } from './model-events';
import { stepTitlesOf, type StepTitles } from './titles';
import { journeyWalkers, type Walker } from './walkers';

/** One move of a path: the event sent and the state it leads to (the first move is the start: no event). */
export interface PathStep {
  event: ModelEvent | null;
  state: string;
  /** The visitor signed in before this event (the gate's guest verification): the replay signs in too. */
  signsIn?: boolean;
}

export interface QaPath {
  /** `<6 hex of the steps and events>-<slug>`: the same path keeps its id when the journey changes elsewhere. */
  id: string;
  journey: string;
  kind: 'wizard' | 'machine';
  /** Who walks it: customer groups of a wizard, or the start of a machine. */
  walkers: string[];
  /** Whether the customer is signed in when the path starts. */
  signedIn: boolean;
  /** A machine's start (its input). */
  input?: Record<string, unknown>;
  /** A wizard's data world: what the customer tells the journey on the way (a browser replay chooses it on screen). */
  world?: Record<string, unknown>;
  steps: PathStep[];
  description: string;
}

/** A compiled journey whose session (isSignedIn) is read from a switch the walk and the replay turn. */
export interface SessionJourney {
  compiled: CompiledJourney;
  session: { signedIn: boolean };
}

/** Finds a journey definition by id (the child journeys a wizard's steps host). */
export type DefinitionOf = (id: string) => JourneyDefinition | undefined;

/** Compiles a journey on a fixed clock with a session switch, its children from `definitionOf`; nothing it invokes runs. */
export function sessionJourney(definition: JourneyDefinition, definitionOf: DefinitionOf): SessionJourney {
  const session = { signedIn: false };
  const behaviours = createBehaviours({ now: () => 0, signedIn: () => session.signedIn });
  const resolve = (id: string): CompiledJourney | undefined => {
    const child = definitionOf(id);
    return child ? compileJourney(child, behaviours, resolve) : undefined;
  };
  const compiled = compileJourney(definition, behaviours, resolve);
  // Every actor it invokes (its work and its child journeys) answers only through a path's events.
  return { compiled: { ...compiled, machine: silentActors(compiled.machine, compiled.journey) }, session };
}

const wizardKey = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as WizardContext).data]);

/** What an event is, for a path's id and its printout: its type and what it carries (data, output, error code). */
export function eventText(e: ModelEvent | null): string {
  if (!e) return 'start';
  const { type, ...rest } = e;
  const shown = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${shown}`;
}

/** The id of a path: a short hash of its states and events, and a readable slug. */
export function pathId(steps: PathStep[], slug: string): string {
  const hash = createHash('sha256').update(JSON.stringify(steps.map((s) => [s.state, eventText(s.event), s.signsIn ? 1 : 0]))).digest('hex').slice(0, 6);
  const readable = slug.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);
  return `${hash}-${readable}`;
}

/** Simple paths from a start to an end, by depth-first search over the successors `next` gives (one per distinct next state). */
function simplePaths<N>(start: N, key: (n: N) => string, next: (n: N) => Array<{ node: N; step: PathStep }>, isEnd: (n: N) => boolean, first: PathStep): PathStep[][] {
  const out: PathStep[][] = [];
  const seen = new Set<string>();
  const trail: PathStep[] = [first];
  const visit = (n: N) => {
    if (isEnd(n)) return void out.push([...trail]);
    const k = key(n);
    seen.add(k);
    const taken = new Set<string>();
    for (const { node, step } of next(n)) {
      const nk = key(node);
      if (seen.has(nk) || taken.has(nk)) continue;
      taken.add(nk);
      trail.push(step);
      visit(node);
      trail.pop();
    }
    seen.delete(k);
  };
  visit(start);
  return out;
}

const WORKING = 'working';
const GATED = 'gated';

/**
 * The events a wizard customer sends in a state going forward, as this walker (the data each step collects rides on
 * its Next). Back is not among them: it returns to a state already on the path, so no simple path to the end has it.
 */
function wizardMoves(journey: NormalizedJourney, walker: Walker, s: AnyMachineSnapshot): ModelEvent[] {
  const name = String(s.value);
  const state = journey.states[name];
  if (!state) return [];
  if (state.tags.includes(WORKING) && state.invoke) return [{ type: `xstate.done.actor.${state.invoke.src}`, output: {} }];
  if (state.tags.includes(GATED)) return [{ type: 'NEXT' }];
  const step = journey.steps.find((x) => x.name === name);
  const moves: ModelEvent[] = [];
  // A hosted child journey gives the step's data when it ends (the eKYC form, the plan switch's confirmation).
  if (step?.child && state.invoke) moves.push({ type: `xstate.done.actor.${state.invoke.src}`, output: { endedIn: step.child.onDone[0]?.endedIn, data: walker.dataAt(name) ?? {} } });
  else {
    const data = walker.dataAt(name);
    moves.push(data ? { type: 'NEXT', data } : { type: 'NEXT' });
  }
  return moves;
}

type WizardNode = { snapshot: AnyMachineSnapshot; signedIn: boolean };

/** The moves of a walker from a wizard state, each with the state it leads to. */
function wizardNext(target: SessionJourney, walker: Walker, n: WizardNode): Array<{ node: WizardNode; step: PathStep }> {
  const { compiled, session } = target;
  return wizardMoves(compiled.journey, walker, n.snapshot).map((event) => {
    // A visitor waiting at a gate on the session signs in (the guest verification), then sends Next again.
    const signsIn = n.snapshot.hasTag(GATED) && !n.signedIn;
    session.signedIn = n.signedIn || signsIn;
    const snapshot = getNextSnapshot(compiled.machine, n.snapshot, event as never) as AnyMachineSnapshot;
    return { node: { snapshot, signedIn: session.signedIn }, step: { event, state: String(snapshot.value), ...(signsIn ? { signsIn } : {}) } };
  });
}

/**
 * The steps a walker sees going forward only (Next, the work succeeding, a child ending the first way named, a
 * visitor signing in at a gate), start to end; empty when the walk never ends.
 */
export function forwardWalk(target: SessionJourney, walker: Walker): string[] {
  let node: WizardNode = { snapshot: firstSnapshot(target.compiled.machine), signedIn: walker.signedIn };
  const seen = [String(node.snapshot.value)];
  for (let moves = 0; node.snapshot.status !== 'done'; moves++) {
    const next = wizardNext(target, walker, node)[0];
    if (!next || moves > 4 * Object.keys(target.compiled.journey.states).length) return [];
    node = next.node;
    seen.push(next.step.state);
  }
  return seen.filter((v) => v !== WIZARD_COMPLETE && !v.includes(':')).filter((v, i, all) => v !== all[i - 1]);
}

function wizardPaths(definition: JourneyDefinition, definitionOf: DefinitionOf): QaPath[] {
  const target = sessionJourney(definition, definitionOf);
  const titles = stepTitlesOf([definition]);
  const { journey, machine } = target.compiled;
  const walked = journeyWalkers(definition).flatMap((walker) => {
    const start: WizardNode = { snapshot: firstSnapshot(machine), signedIn: walker.signedIn };
    const next = (n: WizardNode) => wizardNext(target, walker, n);
    const paths = simplePaths(start, (n) => `${wizardKey(n.snapshot)}|${n.signedIn}`, next, (n) => n.snapshot.status === 'done', { event: null, state: journey.initial });
    return paths.map((steps) => ({ walker, steps }));
  });
  return merged(walked.map(({ walker, steps }) => ({
    journey: journey.id,
    kind: 'wizard' as const,
    walkers: [walker.name],
    signedIn: walker.signedIn,
    world: { ...walker.world.data },
    steps,
    description: wizardDescription(steps, titles),
    slug: walker.slug,
  })));
}

/** "Choose your plan → Add-ons → … → Order summary → (signs in) → …": the steps a customer sees, in order. */
function wizardDescription(steps: PathStep[], stepTitle: StepTitles): string {
  const shown: string[] = [];
  for (const s of steps) {
    if (s.state.includes(':') || s.state === WIZARD_COMPLETE) {
      if (s.signsIn) shown.push('(signs in)');
      continue;
    }
    const title = stepTitle(s.state);
    if (shown.at(-1) !== title) shown.push(title);
  }
  return `${shown.join(' → ')} → end`;
}

function machinePaths(definition: JourneyDefinition, definitionOf: DefinitionOf): QaPath[] {
  const { compiled, session } = sessionJourney(definition, definitionOf);
  const { journey, machine } = compiled;
  // Simple in the states a customer sees (a loop of polls is walked once), so the list stays one QA can read.
  const key = byValue;
  const events = machineEvents(journey);
  const starts = modelInputs(journey.id);
  const walked = starts.flatMap((input, i) => {
    session.signedIn = false;
    const start = firstSnapshot(machine, input);
    const next = (s: AnyMachineSnapshot) =>
      events(s).map((event) => {
        const after = getNextSnapshot(machine, s, event as never) as AnyMachineSnapshot;
        return { node: after, step: { event, state: String(after.value) } };
      });
    const paths = simplePaths(start, key, next, (s) => s.status === 'done', { event: null, state: String(start.value) });
    return paths.map((steps) => ({
      journey: journey.id,
      kind: 'machine' as const,
      walkers: [starts.length > 1 ? `start ${i + 1}: ${JSON.stringify(input)}` : 'its start'],
      signedIn: false,
      input,
      steps,
      description: `${steps.map((s) => s.state).filter((v, j, all) => v !== all[j - 1]).join(' → ')} (ends in ${steps.at(-1)!.state})`,
      slug: `ends-in-${steps.at(-1)!.state}`,
    }));
  });
  return merged(walked);
}

/**
 * The simple paths of a machine from a live actor's state (its value and context) to its end, with the model's events
 * (the path replay drives a hosted child journey from where the live wizard started it).
 */
export function machinePathsFrom(definition: JourneyDefinition, definitionOf: DefinitionOf, from: { value: unknown; context: unknown }): PathStep[][] {
  const { compiled } = sessionJourney(definition, definitionOf);
  const start = compiled.machine.resolveState({ value: from.value as never, context: from.context as never }) as AnyMachineSnapshot;
  const events = machineEvents(compiled.journey);
  const next = (s: AnyMachineSnapshot) =>
    events(s).map((event) => {
      const after = getNextSnapshot(compiled.machine, s, event as never) as AnyMachineSnapshot;
      return { node: after, step: { event, state: String(after.value) } };
    });
  return simplePaths(start, byValue, next, (s) => s.status === 'done', { event: null, state: String(start.value) });
}

/** Paths with the same steps and events are one path, walked by every group that walks it. */
function merged(paths: Array<Omit<QaPath, 'id'> & { slug: string }>): QaPath[] {
  const byId = new Map<string, QaPath>();
  for (const { slug, ...p } of paths) {
    const id = pathId(p.steps, slug);
    const same = [...byId.values()].find((q) => q.id.slice(0, 6) === id.slice(0, 6));
    if (same) same.walkers.push(...p.walkers.filter((w) => !same.walkers.includes(w)));
    else byId.set(id, { id, ...p });
  }
  return [...byId.values()];
}

/** A machine's first snapshot, from an actor that is never started (nothing runs). */
function firstSnapshot(machine: AnyStateMachine, input?: Record<string, unknown>): AnyMachineSnapshot {
  return createActor(machine, input ? { input } : {}).getSnapshot() as AnyMachineSnapshot;
}

/** Every path of a journey from its start to its end. */
export function journeyPaths(definition: JourneyDefinition, definitionOf: DefinitionOf): QaPath[] {
  return definition.kind === 'wizard' ? wizardPaths(definition, definitionOf) : machinePaths(definition, definitionOf);
}

/** Finds a path by its id, or by the hash or any unique prefix of it. */
export function findPath(paths: QaPath[], id: string): QaPath | undefined {
  const exact = paths.find((p) => p.id === id);
  if (exact) return exact;
  const matches = paths.filter((p) => p.id.startsWith(id));
  return matches.length === 1 ? matches[0] : undefined;
}

/** One line of a replay: the event sent, the state it led to, and whether that is where the path goes. */
export interface ReplayLine {
  event: string;
  expected: string;
  actual: string;
  ok: boolean;
}

export interface ReplayResult {
  ok: boolean;
  lines: ReplayLine[];
}

/**
 * Replays a path on a live actor of the journey with the fake gateway of the path: every step's work and every child
 * journey answers exactly what the path says (its done or error event), nothing is called. Stops at the first event
 * that does not lead where the path goes.
 */
export function replayPath(target: SessionJourney, path: QaPath): ReplayResult {
  const { compiled, session } = target;
  session.signedIn = path.signedIn;
  const actor = createActor(compiled.machine, { clock: new SimulatedClock(), ...(path.input ? { input: path.input } : {}) } as never).start();
  const lines: ReplayLine[] = [];
  const value = () => String((actor.getSnapshot() as AnyMachineSnapshot).value);
  lines.push({ event: 'start', expected: path.steps[0]!.state, actual: value(), ok: value() === path.steps[0]!.state });
  for (const step of path.steps.slice(1)) {
    if (!lines.at(-1)!.ok) break;
    if (step.signsIn) session.signedIn = true;
    actor.send(step.event as never);
    const actual = (actor.getSnapshot() as AnyMachineSnapshot).status === 'done' && path.kind === 'wizard' ? WIZARD_COMPLETE : value();
    lines.push({ event: `${step.signsIn ? '(signs in) ' : ''}${eventText(step.event)}`, expected: step.state, actual, ok: actual === step.state });
  }
  actor.stop();
  return { ok: lines.every((l) => l.ok) && lines.length === path.steps.length, lines };
}

/** The machine with every actor it invokes replaced by one that never answers by itself. */
export function silentActors(machine: AnyStateMachine, journey: NormalizedJourney): AnyStateMachine {
  const names = [...new Set(Object.values(journey.states).flatMap((s) => (s.invoke ? [s.invoke.src] : [])))];
  return names.length ? machine.provide({ actors: Object.fromEntries(names.map((n) => [n, fromPromise(() => new Promise(() => {}))])) }) : machine;
}

/** A path as QA reads it when it breaks: its id, who walks it, its steps and its events, one per line. */
export function pathReport(path: QaPath, result?: ReplayResult): string {
  const lines = [`path ${path.id} of ${path.journey}: ${path.description}`, `  walked by: ${path.walkers.join('; ')}`, '  steps and events:'];
  path.steps.forEach((s, i) => {
    const got = result?.lines[i];
    const mark = !result ? '' : !got ? '   (not reached)' : got.ok ? '   ok' : `   FAILED: went to ${got.actual}`;
    lines.push(`  ${String(i).padStart(3)}. ${s.signsIn ? '(signs in) ' : ''}${eventText(s.event)} → ${s.state}${mark}`);
  });
  return lines.join('\n');
}
