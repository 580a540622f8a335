/**
 * The plain runner (engine/plain-machine.ts, the gate's journey without XState) held to the engine on every path QA
 * walks (`npm run journeys:paths`, scripts/studio/qa-paths.ts), for every journey of journeys/ the plain runner accepts
 * (plainMachineProblems is empty), read from the JSON: a product owner's edit of journeys/auth-handoff.json is replayed
 * on all its paths. Each path runs on both runners with the same scripted work: a state's invoked work is called (its
 * source and input recorded: the effects) and settles only when the path names its outcome (the done or error event
 * with the path's output or error). After every step both runners must show the same state value, status, tags,
 * context and effects, and the engine must be where the path goes. From every state a path passes, every other event
 * the model offers there (its events, each work outcome) is tried on both too, so a transition no path takes (a
 * guard's other branch, an event the state ignores, a transition back to the same state) is held as well.
 * (docs/decisions/2026-11-29-gate-machine-without-xstate.md)
 */
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { compileJourney, createBehaviours, createJourneyActor, type JourneyDefinition, type NormalizedJourney } from '../../engine';
import type { MachineJourney } from '../../schemas/generated/journey';
import { normalizeJourney } from '../../engine/normalize';
import { createPlainActor, plainMachineProblems, type PlainWork } from '../../engine/plain-machine';
import { compileSessionJourney } from '../../src/auth/session-journey';
import { machineEvents, type ModelEvent } from '../../scripts/studio/model-events';
import { eventText, journeyPaths, type QaPath } from '../../scripts/studio/qa-paths';
import { journeyFiles } from '../support/journeys';

const definitions = journeyFiles().map((f) => f.definition);
const definitionOf = (id: string) => definitions.find((d) => d.id === id);
const normalized = definitions.map((definition) => normalizeJourney({ definition: definition as JourneyDefinition }));
const runnable = normalized.filter((journey) => plainMachineProblems(journey).length === 0);

/**
 * A product owner's edit no repository journey has yet, made to every state that is not final of a journey: an event
 * back to the same state (XState does not leave it: no exit, entry or new work) and one that only runs an action (the
 * first the journey names), so both runners are held on them too.
 */
function withLoops(definition: MachineJourney): MachineJourney {
  const action = JSON.stringify(definition).match(/"actions":\["([^"]+)"/)?.[1];
  const states = Object.fromEntries(
    Object.entries(definition.states).map(([name, state]) => [
      name,
      state!.type === 'final' ? state : { ...state, on: { ...state!.on, STAY_HERE: name, ...(action ? { ONLY_ACTIONS: { actions: [action] } } : {}) } },
    ]),
  );
  return { ...definition, id: `${definition.id}-with-loops`, states };
}

const cases = runnable.flatMap((journey) => {
  const definition = definitionOf(journey.id) as MachineJourney;
  const edited = withLoops(definition);
  return [
    { id: journey.id, definition: definition as JourneyDefinition },
    { id: edited.id, definition: edited as JourneyDefinition },
  ];
});

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** What a runner shows after a step: everything the app reads of a snapshot, and the work it has started so far. */
interface Seen {
  value: string;
  status: string;
  tags: string[];
  context: unknown;
  effects: Array<{ src: string; input: unknown }>;
}

/**
 * Work that answers only as the path says: each call is recorded with its input, and its promise is kept until an
 * outcome event of its source settles it (a work left running when its state was left is never settled).
 */
function scriptedWork(journey: NormalizedJourney) {
  const effects: Seen['effects'] = [];
  const running = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const sources = [...new Set(Object.values(journey.states).flatMap((s) => (s.invoke ? [s.invoke.src] : [])))];
  const work: Record<string, PlainWork> = Object.fromEntries(
    sources.map((src) => [
      src,
      ({ input }: { input: unknown }) => {
        effects.push({ src, input: structuredClone(input) });
        return new Promise((resolve, reject) => running.set(src, { resolve, reject }));
      },
    ]),
  );
  /** Settles the running work an outcome event names; false when the event is no outcome of running work. */
  const settle = (event: ModelEvent): boolean => {
    const [prefix, settleWith] = event.type.startsWith(DONE) ? [DONE, 'resolve' as const] : event.type.startsWith(ERROR) ? [ERROR, 'reject' as const] : [];
    if (!prefix) return false;
    const src = event.type.slice(prefix.length);
    const call = running.get(src);
    running.delete(src);
    call?.[settleWith!](settleWith === 'resolve' ? event.output : event.error);
    return true;
  };
  return { effects, work, settle };
}

/** A started runner of one kind, as the test drives it. */
interface Runner {
  send(event: ModelEvent): Promise<void>;
  seen(): Seen;
  stop(): void;
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

function startRunner(kind: 'plain' | 'engine', journey: NormalizedJourney, definition: JourneyDefinition, path: QaPath): Runner {
  // The model's clock and session, as QA's paths were walked (scripts/studio/qa-paths.ts sessionJourney).
  const behaviours = createBehaviours({ now: () => 0, signedIn: () => path.signedIn });
  const { effects, work, settle } = scriptedWork(journey);
  const tags = [...new Set(Object.values(journey.states).flatMap((s) => s.tags))];
  const actor =
    kind === 'plain'
      ? createPlainActor(journey, behaviours, work, path.input).start()
      : createJourneyActor(compileJourney(definition, behaviours), {
          actors: Object.fromEntries(Object.entries(work).map(([src, w]) => [src, fromPromise(({ input }) => w({ input }))])),
          ...(path.input ? { input: path.input } : {}),
        }).start();
  return {
    async send(event) {
      // A work outcome comes from the work itself (its promise settles, heard a task later), as in the app; any other
      // event is sent, and taken at once by both.
      if (settle(event)) await settled();
      else actor.send(event as never);
    },
    seen() {
      const s = actor.getSnapshot() as { value: unknown; status: string; context: unknown; hasTag(t: string): boolean };
      return { value: String(s.value), status: s.status, tags: tags.filter((t) => s.hasTag(t)), context: structuredClone(s.context), effects: structuredClone(effects) };
    },
    stop: () => actor.stop(),
  };
}

/** Replays `events` on both runners; after each, both must show the same; returns what the engine showed. */
async function replayBoth(journey: NormalizedJourney, definition: JourneyDefinition, path: QaPath, events: ModelEvent[], where: string): Promise<Seen[]> {
  const plain = startRunner('plain', journey, definition, path);
  const engine = startRunner('engine', journey, definition, path);
  await settled();
  const shown: Seen[] = [];
  try {
    for (let i = 0; i <= events.length; i++) {
      if (i > 0) await Promise.all([plain.send(events[i - 1]!), engine.send(events[i - 1]!)]);
      const trail = ['start', ...events.slice(0, i).map(eventText)].join(' → ');
      expect(plain.seen(), `${where}: the plain runner differs from the engine after ${trail}`).toEqual(engine.seen());
      shown.push(engine.seen());
    }
  } finally {
    plain.stop();
    engine.stop();
  }
  return shown;
}

describe('the plain runner is replayed on QA’s paths of every journey it accepts', () => {
  it('accepts the gate’s journey and refuses some (the list below follows the journeys’ JSON)', () => {
    expect(runnable.map((j) => j.id)).toContain(compileSessionJourney().journey.id);
    expect(runnable.length).toBeLessThan(normalized.length);
  });
});

describe.each(cases)('plain runner = engine on every path of $id', ({ definition }) => {
  const journey = normalizeJourney({ definition });
  const paths = journeyPaths(definition, definitionOf);
  const offered = machineEvents(journey);

  it('has paths from its start to its end, and the plain runner accepts it', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(plainMachineProblems(journey)).toEqual([]);
  });

  it.each(paths.map((path) => ({ pathId: path.id, description: path.description, path })))('path $pathId: $description', async ({ path }) => {
    const events = path.steps.slice(1).map((s) => s.event!);
    const shown = await replayBoth(journey, definition, path, events, `path ${path.id}`);
    // The engine walks where the path goes: the path is real, so the comparison above is about it.
    expect(shown.map((s) => s.value)).toEqual(path.steps.map((s) => s.state));
    // From every state on the way, every other event the model offers there.
    for (let i = 0; i < path.steps.length; i++) {
      const others = offered({ value: shown[i]!.value } as never).filter((e) => JSON.stringify(e) !== JSON.stringify(events[i]));
      for (const other of others) await replayBoth(journey, definition, path, [...events.slice(0, i), other], `path ${path.id} turning off at step ${i}`);
    }
  });
});
