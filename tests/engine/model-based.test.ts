import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { createBehaviours, WIZARD_COMPLETE, WORKING_SUFFIX, type WizardContext } from '../../engine';
import { wizardRuntime } from '../../engine/wizard';
import { compiled, journeyFiles } from '../support/journeys';
import { actorOutcomes, MODEL_ERROR_CODES, wizardEvents, wizardKey, wizardWalkEvents, type ModelEvent } from '../support/wizard-model';
import { machineEvents, machineKey, modelInputs } from '../../scripts/studio/model-events';
import { journeyWalkers } from '../../scripts/studio/walkers';
import { journeyPaths, pathReport, replayPath, sessionJourney } from '../../scripts/studio/qa-paths';


const journeys = journeyFiles().map((f) => ({ id: f.definition.id, kind: f.definition.kind }));

/**
 * A gate on the session (isSignedIn, e.g. the purchase's order summary) decides by the session, not the journey's
 * state: each wizard is walked by a signed-in customer and by a visitor, so both sides of every gate are walked.
 */
const SESSIONS = [true, false] as const;
const sessionEnv = (signedIn: boolean) => ({ now: () => Date.now(), signedIn: () => signedIn });

describe.each(journeys)('model-based: $id', ({ id, kind }) => {
  const { journey, machine, children } = compiled(id, sessionEnv(true));
  const events = kind === 'wizard' ? wizardEvents(journey) : machineEvents(journey);
  const serializeState = kind === 'wizard' ? wizardKey : machineKey(id);
  const starts = kind === 'wizard' ? [undefined] : modelInputs(id);
  const machines = kind === 'wizard' ? SESSIONS.map((signedIn) => compiled(id, sessionEnv(signedIn)).machine) : [machine];
  // Each path with the machine that walked it (its guards read that walk's session).
  const walked = machines.flatMap((m) => starts.flatMap((input) => getShortestPaths(m, { events, serializeState, ...(input ? { input } : {}) } as never).map((path) => ({ path, machine: m }))));
  const shortest = walked.map((w) => w.path);

  it('every state is reached by some shortest path, and the end is reachable from the start', () => {
    const reached = new Set(shortest.map((p) => String(p.state.value)));
    // A state with an unguarded 'always' transition is transient: the machine never rests there.
    const transient = (name: string) => journey.states[name]!.always.some((t) => !t.guard);
    expect([...reached].sort()).toEqual(Object.keys(journey.states).filter((n) => !transient(n)).sort());
    expect(shortest.some((p) => p.state.status === 'done')).toBe(true);
  });

  it('every reachable state has a screen or is explicitly screenless', () => {
    for (const path of shortest) {
      for (const step of [{ state: path.steps[0]?.state ?? path.state }, ...path.steps]) {
        const meta = journey.states[String(step.state.value)]?.meta;
        expect(meta && (meta.screen !== undefined || meta.screenless), `${id}: ${String(step.state.value)}`).toBeTruthy();
      }
    }
  });

  it('every invoked actor is walked to each of its outcomes: every failure lands on a state with a screen', () => {
    const invoking = Object.entries(journey.states).filter(([, s]) => s.invoke);
    for (const [name, state] of invoking) {
      const found = walked.find((w) => String(w.path.state.value) === name);
      expect(found, `${id}: no path reaches ${name}, which invokes ${state.invoke!.src}`).toBeDefined();
      const at = found!.path;
      // A step hosting a child journey: every final state of the child (named in the step's JSON or not), and a failure
      // (which starts the child again).
      const child = journey.steps.find((s) => s.name === name)?.child;
      const childEndings = child ? Object.entries(children[child.journey]!.journey.states).filter(([, s]) => s.type === 'final').map(([ending]) => ending) : [];
      const outcomes: ModelEvent[] = child
        ? [...childEndings.map((endedIn) => ({ type: `xstate.done.actor.${state.invoke!.src}`, output: { endedIn, data: {} } })), ...actorOutcomes(state.invoke!.src).filter((e) => e.type.startsWith('xstate.error.'))]
        : actorOutcomes(state.invoke!.src);
      for (const event of outcomes) {
        const after = getNextSnapshot(found!.machine, at.state, event as never) as AnyMachineSnapshot;
        const landed = journey.states[String(after.value)];
        expect(landed, `${id}: ${name} --${event.type}--> ${String(after.value)}`).toBeDefined();
        expect(landed!.meta.screen !== undefined || landed!.meta.screenless, `${id}: ${String(after.value)} has a screen`).toBe(true);
        const failed = event.type.startsWith('xstate.error.actor.');
        // A failure is never swallowed: the machine leaves the working state (no hang), and a wizard shows why.
        if (failed && !child) expect(after.value, `${id}: ${name} stays busy after ${(event.error as { code: string }).code}`).not.toBe(name);
        // A named ending of a child journey moves the journey on; any other keeps the step (its screen shows how the child
        // ended, or opens the page it ended for).
        const endedIn = (event.output as { endedIn?: string } | undefined)?.endedIn;
        const named = child?.onDone.some((o) => o.endedIn === endedIn) ?? false;
        if (child && !failed && named) expect(after.value, `${id}: ${name} stays after its child ended in ${JSON.stringify(event.output)}`).not.toBe(name);
        if (child && !failed && !named) expect(after.value, `${id}: ${name} moves after its child ended in ${String(endedIn)}`).toBe(name);
        if (failed && kind === 'wizard') expect((after.context as WizardContext).stepError?.code).toBe((event.error as { code: string }).code);
      }
    }
    expect(MODEL_ERROR_CODES.length).toBeGreaterThan(10);
  });

  if (kind !== 'wizard') return;
  // Each customer group walks as a visitor and signed in (a skip may read the session), giving each step's data as it leaves it.
  const runtimes = new Map(SESSIONS.map((signedIn) => [signedIn, wizardRuntime(journey.id, journey.steps, createBehaviours(sessionEnv(signedIn)).guards)]));
  const definition = journeyFiles().find((f) => f.definition.id === id)!.definition;
  const simple = journeyWalkers(definition).flatMap((walker) => {
    const m = machines[SESSIONS.indexOf(walker.signedIn as never)]!;
    return getSimplePaths(m, { events: wizardWalkEvents(journey, walker), serializeState: wizardKey } as never).map((path) => ({ path, machine: m }));
  });

  it('replays simple paths: BACK undoes NEXT, and skipped steps are exactly those whose guard holds', () => {
    expect(simple.length).toBeGreaterThan(journey.steps.length);
    for (const { path, machine } of [...walked, ...simple]) {
      const runtime = runtimes.get(SESSIONS[machines.indexOf(machine)]!)!;
      let before = machine.resolveState({ value: journey.initial, context: runtime.initialContext() } as never) as AnyMachineSnapshot;
      // A failure names the path: its events and the states they led to.
      const trail = `on the path ${path.steps.map((st) => `${st.event.type}${st.event.type === 'NEXT' && (st.event as ModelEvent).data ? JSON.stringify((st.event as ModelEvent).data) : ''} → ${String(st.state.value)}`).join(', ')}`;
      for (const { event, state: after } of path.steps) {
        // A step with work moves on when its work is done: NEXT enters `<step>:working`, its success leaves it.
        const stepOf = (value: unknown) => String(value).replace(WORKING_SUFFIX, '');
        const from = journey.steps.findIndex((s) => s.name === stepOf(before.value));
        const to = journey.steps.findIndex((s) => s.name === after.value);
        const data = (after.context as WizardContext).data;
        const forward = event.type === 'NEXT' || event.type.startsWith('xstate.done.actor.');
        // (A visitor's NEXT at a gate waits there; the gate test below walks it.)
        if (forward && from >= 0 && !after.hasTag('working') && !after.hasTag('gated')) {
          const between = journey.steps.slice(from + 1, to < 0 ? undefined : to);
          between.forEach((s) => expect(runtime.skipped(s, data), `${s.name} should be skipped ${trail}`).toBe(true));
          if (to >= 0) {
            expect(runtime.skipped(journey.steps[to]!, data), `${journey.steps[to]!.name} is skipped ${trail}`).toBe(false);
            const back = getNextSnapshot(machine, after, { type: 'BACK' });
            const expectedBack = runtime.skipped(journey.steps[from]!, data) ? (after.context as WizardContext).previous : journey.steps[from]!.name;
            expect(back.value, `BACK after NEXT from ${String(before.value)} ${trail}`).toBe(expectedBack);
          } else {
            expect(after.value).toBe(WIZARD_COMPLETE);
          }
        }
        before = after;
      }
    }
  });
});

describe("model-based: a gate on the session before a step's work", () => {
  const gated = journeyFiles().flatMap((f) =>
    f.definition.kind === 'wizard' ? f.definition.steps.filter((s) => s.invoke?.gate).map((s) => ({ id: f.definition.id, step: s.name, guard: s.invoke!.gate!.guard })) : [],
  );

  it("a purchase step's work is gated on the session (the order summary's guest verification), so the cases below try one", () => {
    expect(gated).toContainEqual(expect.objectContaining({ id: 'onboarding', guard: 'isSignedIn' }));
  });

  it.each(gated)("$id $step: a signed-in customer's NEXT runs the work; a visitor's waits at the gate until signed in, CANCEL comes back", ({ id, step }) => {
    const [inside, outside] = SESSIONS.map((signedIn) => compiled(id, sessionEnv(signedIn)));
    const reach = (c: typeof inside) => {
      const paths = getShortestPaths(c!.machine, { events: wizardEvents(c!.journey), serializeState: wizardKey } as never);
      return paths.find((p) => p.state.value === step)!.state as AnyMachineSnapshot;
    };
    expect(getNextSnapshot(inside!.machine, reach(inside), { type: 'NEXT' } as never).value).toBe(`${step}:working`);
    const waiting = getNextSnapshot(outside!.machine, reach(outside), { type: 'NEXT', data: { typed: 'kept' } } as never) as AnyMachineSnapshot;
    expect(waiting.value).toBe(`${step}:gated`);
    expect(waiting.hasTag('gated')).toBe(true);
    expect((waiting.context as WizardContext).data).toMatchObject({ typed: 'kept' });
    // Still a visitor: NEXT keeps waiting; CANCEL closes it and shows the step again.
    expect(getNextSnapshot(outside!.machine, waiting, { type: 'NEXT' } as never).value).toBe(`${step}:gated`);
    expect(getNextSnapshot(outside!.machine, waiting, { type: 'CANCEL' } as never).value).toBe(step);
    // Signed in meanwhile (the guest verification): NEXT from the gate runs the work.
    const signedIn = inside!.machine.resolveState({ value: `${step}:gated`, context: waiting.context } as never);
    expect(getNextSnapshot(inside!.machine, signedIn, { type: 'NEXT' } as never).value).toBe(`${step}:working`);
  });
});

describe.each(journeys)("QA's paths of $id (npm run journeys:paths): each replays to its end", ({ id }) => {
  const definitionOf = (j: string) => journeyFiles().find((f) => f.definition.id === j)?.definition;
  const definition = definitionOf(id)!;
  const paths = journeyPaths(definition, definitionOf);
  const target = sessionJourney(definition, definitionOf);

  it('has paths from its start to its end', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths.map((p) => p.id)).size).toBe(paths.length);
  });

  // One test per path, named by its id: a failure says which path, and prints its steps and events.
  it.each(paths.map((p) => ({ id: p.id, description: p.description, path: p })))('path $id: $description', ({ path }) => {
    const result = replayPath(target, path);
    expect(result.ok, pathReport(path, result)).toBe(true);
  });
});
