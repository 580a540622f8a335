/**
 * A QA path replayed over the fake gateway (`npm run journeys:paths -- <journey> --replay <id>`): the journey runs
 * with the app's real actors (the one registry, src/features/actors.ts, and the paying wizard's payment actors), every
 * call they make answered by tests/support/fake-api.ts from the fixtures of tests/support/gateway-answers.ts (one per
 * endpoint; the request checked as the gateway checks it, the answer by the endpoint's own validator).
 *
 * The path's customer events are sent as they are (a Next with the path's data and the customer's typing the step
 * `provides`, tests/support/gateway-answers.ts CUSTOMER_DATA). A step's work is not answered by the path: the real
 * actor calls the fake gateway and the replay waits for its answer, then compares the state with the path's; a path
 * whose work fails has the gateway answer that call with the path's error. A hosted child journey runs live too: it
 * is driven by one of its own paths (scripts/studio/qa-paths.ts) that ends the way the wizard's path says.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fromPromise, SimulatedClock, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { allInvokedActors, compileJourney, createBehaviours, createJourneyActor, stepDataContract, WIZARD_COMPLETE, type CompiledJourney, type JourneyDefinition, type NormalizedJourney } from '../../engine';
import { CHILD_PREFIX } from '../../engine/normalize';
import { fakeApiClient, type FakeApi } from '../../tests/support/fake-api';
import { CUSTOMER_DATA, CUSTOMER_EVENTS, gatewayAnswers } from '../../tests/support/gateway-answers';
import type { ModelEvent } from './model-events';
import { loadAppModule } from '../support/app-modules';
import { eventText, machinePathsFrom, pathReport, type DefinitionOf, type QaPath, type ReplayLine, type ReplayResult } from './qa-paths';

/** A replay over the fake gateway: its lines, and every call the actors made. */
export interface GatewayReplay extends ReplayResult {
  calls: string[];
  /** Requests the gateway would refuse and answers its schemas refuse; calls no fixture answers. */
  problems: string[];
}

// The payment actors read the page's origin for the provider's return addresses: a Node replay has no page. It is
// given one only while a replay over the fake gateway runs, and taken away when the last one running ends (not set
// when this module is merely imported, nor left behind: a fake `window` makes PGlite, which `--browser` starts in
// the same process, think it runs in a browser, and json-schema-ref-parser read `location.href` from it).
const SANDBOX_ORIGIN = 'http://sandbox.replay';
let pageOriginUsers = 0;
function givePageOrigin(): () => void {
  if (typeof globalThis.window !== 'undefined' && pageOriginUsers === 0) return () => undefined;
  if (pageOriginUsers++ === 0) (globalThis as { window?: unknown }).window = { location: new URL(`${SANDBOX_ORIGIN}/`) };
  return () => {
    if (--pageOriginUsers === 0) delete (globalThis as { window?: unknown }).window;
  };
}

/** How long one step's work may take to answer from the fake gateway. */
const WORK_TIMEOUT_MS = 5_000;

const stateOf = (ref: AnyActorRef, kind: string): string => {
  const s = ref.getSnapshot() as AnyMachineSnapshot;
  return s.status === 'done' && kind === 'wizard' ? WIZARD_COMPLETE : String(s.value);
};

/**
 * The states a live actor went through, in order: its work may answer and the next work answer again before the
 * replay looks, so each move of the path is compared with the next state it went to, not the state it is in.
 */
class Watch {
  private readonly seen: string[];
  private read = 0;
  constructor(private readonly ref: AnyActorRef, private readonly kind: string) {
    this.seen = [stateOf(ref, kind)];
    ref.subscribe({ next: () => this.saw(), complete: () => this.saw(), error: () => undefined });
  }
  private saw() {
    const now = stateOf(this.ref, this.kind);
    if (this.seen.at(-1) !== now) this.seen.push(now);
  }
  /** The state the last move led to: the next one seen, or where the actor still is when it did not move. */
  moved(): string {
    this.saw();
    if (this.read + 1 < this.seen.length) this.read++;
    return this.seen[this.read]!;
  }
  /** The state the last move led to once the actor's work answered (or the time is up). */
  async answered(): Promise<string> {
    const until = Date.now() + WORK_TIMEOUT_MS;
    while (this.read + 1 >= this.seen.length && Date.now() < until) await new Promise((r) => setTimeout(r, 1));
    return this.moved();
  }
  /** Where the replay has got to. */
  at(): string {
    return this.seen[this.read]!;
  }
}

const isWork = (type: string) => type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.');
const actorOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '');

/** Which actor a call to the fake gateway is made by (through its awaits), and which of its runs in the replay. */
const callingActor = new AsyncLocalStorage<{ name: string; run: number }>();

/**
 * A path's work that fails: the gateway answers that run of that actor with the path's error. Armed before the path
 * is driven, as real work may answer and the next work call before the replay looks.
 */
function armFailures(steps: QaPath['steps'], d: Driver): void {
  const runs = new Map(d.runs);
  for (const { event } of steps.slice(1)) {
    if (!event || !isWork(event.type) || actorOf(event.type).startsWith(CHILD_PREFIX)) continue;
    const name = actorOf(event.type);
    const run = (runs.get(name) ?? 0) + 1;
    runs.set(name, run);
    if (event.type.startsWith('xstate.error.')) d.fake.failNext(event.error as never, () => callingActor.getStore()?.name === name && callingActor.getStore()?.run === run);
  }
}

type ActorsModule = typeof import('../../src/features/wizard-actors');

/** The app's actor registry: under Vitest the test's own import, from the command through Vite (support/app-modules.ts). */
function appActors(): Promise<ActorsModule> {
  // Vite's own module graph (Vitest) has import.meta.env; a plain Node run (tsx) has none.
  if ((import.meta as { env?: unknown }).env) return import('../../src/features/wizard-actors');
  return loadAppModule<ActorsModule>('/src/features/wizard-actors.ts');
}

/**
 * The app's real actors for a journey: the registry's areas, and the payment actors of the wizard that pays (or hosts
 * it), each run so that the fake gateway knows which actor calls it.
 */
async function realActors(compiled: CompiledJourney, api: FakeApi['api'], payer: string, runs: Map<string, number>): Promise<Record<string, AnyActorLogic>> {
  const { wizardActors } = await appActors();
  const registry = wizardActors(payer);
  await registry.load?.(allInvokedActors(compiled));
  const named = (name: string, logic: AnyActorLogic): AnyActorLogic => {
    const creator = (logic as { config?: unknown }).config;
    if (typeof creator !== 'function') return logic;
    return fromPromise((args) => {
      const run = (runs.get(name) ?? 0) + 1;
      runs.set(name, run);
      return callingActor.run({ name, run }, () => (creator as (a: unknown) => Promise<unknown>)(args));
    });
  };
  return Object.fromEntries(Object.entries(registry(api)).map(([name, logic]) => [name, named(name, logic)]));
}

/** The wizard whose payment actors a journey runs with: itself, or the first wizard hosting it. */
function payerOf(journey: NormalizedJourney, definitionOf: DefinitionOf, all: readonly string[]): string {
  if (journey.kind === 'wizard') return journey.id;
  return all.find((id) => {
    const d = definitionOf(id);
    return d?.kind === 'wizard' && d.steps.some((s) => s.child?.journey === journey.id);
  }) ?? journey.id;
}

interface Driver {
  fake: FakeApi;
  /** How many times each actor has run in this replay. */
  runs: Map<string, number>;
  clock: SimulatedClock;
  session: { signedIn: boolean };
  definitionOf: DefinitionOf;
  lines: ReplayLine[];
}

/** The next event of a path as the replay sends it: a Next carries the customer's typing the step provides. */
function customerEvent(journey: NormalizedJourney, definition: JourneyDefinition, state: string, event: ModelEvent): ModelEvent {
  const sent = CUSTOMER_EVENTS[journey.id]?.[event.type];
  if (sent) return { ...event, ...sent };
  if (journey.kind !== 'wizard' || event.type !== 'NEXT') return event;
  const typed = CUSTOMER_DATA[journey.id] ?? {};
  const provides = definition.kind === 'wizard' ? stepDataContract(definition, state)?.provides ?? [] : [];
  const given = Object.fromEntries(provides.filter((k) => k in typed).map((k) => [k, typed[k]]));
  const data = { ...given, ...((event.data as Record<string, unknown> | undefined) ?? {}) };
  return Object.keys(data).length ? { ...event, data } : { type: 'NEXT' };
}

/**
 * Replays `steps` on a live actor (from the step after the start): customer events sent, work awaited (a failure
 * armed on the gateway before the work starts), a hosted child driven by one of its own paths. Each move is a line.
 */
async function drive(ref: AnyActorRef, journey: NormalizedJourney, definition: JourneyDefinition, steps: QaPath['steps'], d: Driver, indent = ''): Promise<boolean> {
  const watch = new Watch(ref, journey.kind);
  armFailures(steps, d);
  for (let i = 1; i < steps.length; i++) {
    const step = steps[i]!;
    const event = step.event!;
    const before = watch.at();
    let actual: string;
    if (step.signsIn) d.session.signedIn = true;
    let shown = `${step.signsIn ? '(signs in) ' : ''}${eventText(event)}`;
    if (isWork(event.type) && actorOf(event.type).startsWith(CHILD_PREFIX)) {
      const endedIn = (event.output as { endedIn?: string } | undefined)?.endedIn;
      const endings = definition.kind === 'wizard' ? (definition.steps.find((s) => s.name === before)?.child?.onDone ?? []).map((o) => o.endedIn) : [];
      const ended = await driveChild(ref, actorOf(event.type), [endedIn, ...endings.filter((e) => e !== endedIn)], d, `${indent}    `);
      shown = `${actorOf(event.type)} ended in ${ended ?? 'none of its endings'}${ended === endedIn ? '' : ` (the path names ${endedIn})`}`;
      if (!ended) return void d.lines.push({ event: indent + shown, expected: step.state, actual: before, ok: false }), false;
      actual = await watch.answered();
    } else if (isWork(event.type)) {
      shown = `${actorOf(event.type)} runs over the fake gateway${event.type.includes('.error.') ? ` (answered ${JSON.stringify(event.error)})` : ''}`;
      actual = await watch.answered();
    } else if (event.type.startsWith('xstate.after.')) {
      d.clock.increment(24 * 3600_000);
      actual = watch.moved();
    } else {
      ref.send(customerEvent(journey, definition, before, event) as never);
      actual = watch.moved();
    }
    d.lines.push({ event: indent + shown, expected: step.state, actual, ok: actual === step.state });
    if (actual !== step.state) return false;
  }
  return true;
}

/**
 * Drives the live child journey under `src` to an ending with one of its own paths from where it is now (the wizard's
 * input decides its start: a payment of a request made already goes straight to the KYC), preferring the ending the
 * path names, then the other endings the step takes (the purchase's eKYC before an order exists is kept, not sent),
 * and the paths whose work succeeds.
 */
async function driveChild(parent: AnyActorRef, src: string, endings: ReadonlyArray<string | undefined>, d: Driver, indent: string): Promise<string | undefined> {
  const child = (parent.getSnapshot() as AnyMachineSnapshot).children[src] as AnyActorRef | undefined;
  const definition = d.definitionOf(src.slice(CHILD_PREFIX.length));
  if (!child || !definition) return undefined;
  const journey = compileJourney(definition, createBehaviours({ now: () => 0, signedIn: () => d.session.signedIn }), () => undefined).journey;
  const now = child.getSnapshot() as AnyMachineSnapshot;
  const fails = (steps: QaPath['steps']) => steps.filter((s) => s.event?.type.startsWith('xstate.error.')).length;
  const rank = (steps: QaPath['steps']) => endings.indexOf(steps.at(-1)!.state);
  const taken = machinePathsFrom(definition, d.definitionOf, now)
    .filter((steps) => rank(steps) >= 0)
    .sort((a, b) => rank(a) - rank(b) || fails(a) - fails(b) || a.length - b.length)[0];
  return taken && (await drive(child, journey, definition, taken, d, indent)) ? taken.at(-1)!.state : undefined;
}

/** Replays a path with the app's real actors over the fake gateway; stops at the first move that goes elsewhere. */
export async function replayOverGateway(path: QaPath, definitionOf: DefinitionOf, journeyIds: readonly string[]): Promise<GatewayReplay> {
  const takePageOriginAway = givePageOrigin();
  try {
    return await replayWithPageOrigin(path, definitionOf, journeyIds);
  } finally {
    takePageOriginAway();
  }
}

async function replayWithPageOrigin(path: QaPath, definitionOf: DefinitionOf, journeyIds: readonly string[]): Promise<GatewayReplay> {
  const definition = definitionOf(path.journey);
  if (!definition) throw new Error(`no journey '${path.journey}'`);
  const session = { signedIn: path.signedIn };
  const behaviours = createBehaviours({ now: () => 0, signedIn: () => session.signedIn });
  const resolve = (id: string): CompiledJourney | undefined => {
    const child = definitionOf(id);
    return child ? compileJourney(child, behaviours, resolve) : undefined;
  };
  const compiled = compileJourney(definition, behaviours, resolve);
  const fake = fakeApiClient(gatewayAnswers(path.world));
  const clock = new SimulatedClock();
  const runs = new Map<string, number>();
  const actors = await realActors(compiled, fake.api, payerOf(compiled.journey, definitionOf, journeyIds), runs);
  const actor = createJourneyActor(compiled, { actors: actors as never, clock, ...(path.input ? { input: path.input } : {}) }).start();
  const lines: ReplayLine[] = [];
  const first = stateOf(actor, compiled.journey.kind);
  lines.push({ event: 'start', expected: path.steps[0]!.state, actual: first, ok: first === path.steps[0]!.state });
  const d: Driver = { fake, runs, clock, session, definitionOf, lines };
  const ok = lines[0]!.ok && (await drive(actor, compiled.journey, definition, path.steps, d));
  actor.stop();
  const problems = [...fake.invalid, ...[...new Set(fake.unanswered)].map((n) => `${n}: no fixture in tests/support/gateway-answers.ts`)];
  return { ok: ok && problems.length === 0, lines, calls: fake.calls, problems };
}

/** A replay as QA reads it: each move with where it went, then (when it broke) the path's id, steps and events, and what the gateway refused. */
export function gatewayReport(path: QaPath, replay: GatewayReplay): string {
  const moves = replayLines(replay.lines);
  if (replay.ok) return moves.join('\n');
  const problems = replay.problems.length ? ['  the fake gateway:', ...replay.problems.map((p) => `    ${p}`)] : [];
  return [...moves, '', pathReport(path), ...problems, '  calls made:', ...replay.calls.map((c) => `    ${c}`)].join('\n');
}

/** Each move of a replay, one line: ok or FAIL, the event, the state it led to (and where the path goes instead). */
export function replayLines(lines: readonly ReplayLine[]): string[] {
  return lines.map((l) => `  ${l.ok ? 'ok  ' : 'FAIL'} ${l.event} → ${l.actual}${l.ok ? '' : ` (the path goes to ${l.expected})`}`);
}
