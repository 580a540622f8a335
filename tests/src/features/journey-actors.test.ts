// @isolate: the first test asserts the actor registry is empty before its first use, which another file in a shared worker may already have loaded.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, toPromise, waitFor, type AnyActorLogic } from 'xstate';
import { allInvokedActors, invokedActors } from '../../../engine';
import { declaredActors } from '../../../engine/behaviours/actors';
import { readFileSync } from 'node:fs';
import { ACTOR_AREAS, ACTOR_MODULES, PAYMENT_ACTORS, journeyActors, loadAllActors } from '../../../src/features/actors';
import { loadedLate, wizardActors } from '../../../src/features/wizard-actors';
import { ACTOR_NAMES } from '../../../engine/behaviours/actor-names';
import { actorManifest } from '../../../src/features/actor-manifest';
import { ACTOR_NAMES_FILE, journeysActorInputs, journeysContextActors, renderActorNames } from '../../../scripts/gen-actor-names';
import type { ApiClient } from '../../../src/api/api-client';
import { compiled, journeyFiles } from '../../support/journeys';

// The payment journey's actors differ by what is paid for: each paying page gives its own (createPayable, …).
const GIVEN_BY_THE_PAYING_PAGE = new Set(['createPayable', 'submitKyc', 'requestPayment', 'openProviderPage', 'openDeclinedResultPage', 'checkTransaction', 'connectFlagService', 'switchFlagContext', 'resendCode', 'verifyCode']);
const api = { call: () => Promise.reject(new Error('no calls in this test')) } as unknown as ApiClient;

// An input that has every field an actor reads (each a string naming it), and an API that answers every call with
// what it was asked: enough for most actors to end with output, so a stand-in that lost its input or its answer shows.
const anyInput = new Proxy({}, { get: (_, key) => (typeof key === 'string' && key !== 'then' && key !== 'toJSON' ? `${key}-1` : undefined) });
function recordingApi() {
  const calls: unknown[] = [];
  const client = { call: (...args: unknown[]) => (calls.push(args), Promise.resolve({ answered: args[0], ok: true })) } as unknown as ApiClient;
  return { calls, client };
}

/** How one logic settles (its status and output, or its error's message) run with `anyInput`, and the calls it made. */
async function settle(logic: AnyActorLogic, calls: unknown[]) {
  // The same made-up keys (an order attempt's idempotency key) and the same clock on each run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00Z') });
  let made = 0;
  const uuid = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`);
  const actor = createActor(logic, { input: anyInput });
  const ended = toPromise(actor).then(
    (output: unknown) => ({ status: 'done', output }),
    (error: unknown) => ({ status: 'error', error: error instanceof Error ? `${error.name}: ${error.message}` : error }),
  );
  actor.start();
  const end = await ended;
  uuid.mockRestore();
  vi.useRealTimers();
  return { ...end, calls: [...calls] };
}

type Settled = Awaited<ReturnType<typeof settle>>;

/** Each name of a group, run as a stand-in loaded late and as its own actor: how each settled, by name. */
async function lateAndOwn(make: (client: ApiClient) => Record<string, AnyActorLogic>, names: readonly string[]) {
  const late: Record<string, Settled> = {};
  const own: Record<string, Settled> = {};
  for (const name of names) {
    const a = recordingApi();
    late[name] = await settle(loadedLate(name, async () => make(a.client)), a.calls);
    const b = recordingApi();
    own[name] = await settle(make(b.client)[name]!, b.calls);
  }
  return { late, own };
}

describe('the journey actor registry (src/features/actors.ts)', () => {
  it('loads the actor modules of the names a journey invokes, and no other area', async () => {
    expect(Object.keys(journeyActors(api))).toEqual([]);
    const before = journeyActors.loaded?.() ?? 0;
    await journeyActors.load?.(['cancelStaleSwitch', 'createPlanSwitchRequest', 'createPayable']);
    expect(Object.keys(journeyActors(api)).sort()).toEqual(['cancelStaleSwitch', 'createPlanSwitchRequest']);
    expect(journeyActors.loaded?.()).toBe(before + 1);
  });

  it('starts a wizard with no area loaded: an area loads when a step invokes one of its names, and answers as its real actor', async () => {
    const calls: unknown[] = [];
    const answering = { call: (...args: unknown[]) => (calls.push(args), Promise.resolve({ reported: true })) } as unknown as ApiClient;
    const before = journeyActors.loaded?.() ?? 0;
    const given = wizardActors('cnic-line-report')(answering);
    await wizardActors('cnic-line-report').load?.(allInvokedActors(compiled('cnic-line-report')));
    expect(allInvokedActors(compiled('cnic-line-report')).filter((name) => !(name in given))).toEqual([]);
    expect(journeyActors.loaded?.()).toBe(before);
    const late = createActor(given.reportCnicLine!, { input: { number: '03001234567' } });
    late.start();
    await waitFor(late, (s) => s.status !== 'active');
    expect(late.getSnapshot()).toMatchObject({ status: 'done', output: { reported: true } });
    expect(journeyActors.loaded?.()).toBe(before + 1);
    // The same call the area's own actor makes with that input.
    const own = createActor((await import('../../../src/features/cnic-lines/actors')).cnicLineActors(answering).reportCnicLine, { input: { number: '03001234567' } });
    own.start();
    await waitFor(own, (s) => s.status !== 'active');
    expect(calls[1]).toEqual(calls[0]);
    // Once loaded, the registry gives the real logic.
    expect(wizardActors('cnic-line-report')(answering).reportCnicLine).not.toBe(given.reportCnicLine);
  });

  it('an invoke left before its area arrived never runs the real work; one restored mid-invoke runs it', async () => {
    const calls: unknown[] = [];
    const answering = { call: (...args: unknown[]) => (calls.push(args), Promise.resolve({ cancelled: true })) } as unknown as ApiClient;
    const before = journeyActors.loaded?.() ?? 0;
    const logic = wizardActors('cancel-portin')(answering).cancelPortIn!;
    const left = createActor(logic, { input: { orderRef: 'ORD-1' } });
    left.start();
    const persisted = left.getPersistedSnapshot();
    left.stop();
    await vi.waitFor(() => expect(journeyActors.loaded?.()).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([]);
    expect(left.getSnapshot().status).toBe('stopped');
    const restored = createActor(logic, { snapshot: persisted });
    restored.start();
    await waitFor(restored, (s) => s.status !== 'active');
    expect(restored.getSnapshot()).toMatchObject({ status: 'done', output: { cancelled: true } });
    expect(calls).toHaveLength(1);
  });

  it('gives each paying wizard, from its payment module, every payment actor its journey and its children invoke', async () => {
    for (const [id, load] of Object.entries(PAYMENT_ACTORS)) {
      const group = (await load())(api);
      const invoked = allInvokedActors(compiled(id)).filter((name) => (ACTOR_NAMES.payment as readonly string[]).includes(name));
      expect(invoked.length, id).toBeGreaterThan(0);
      expect(invoked.filter((name) => !group[name]), id).toEqual([]);
      const make = await load();
      const { late, own } = await lateAndOwn(make, invoked);
      expect(late, id).toEqual(own);
    }
    // Loads every payment module and runs each name twice: over 20 s with several suites sharing 2 cores.
  }, 60_000);

  it("every area's name, run as a wizard's stand-in loaded late, ends as its own actor does: the same output or error, from the same calls", async () => {
    const ended: string[] = [];
    for (const area of ACTOR_AREAS) {
      const make = await area.load();
      const { late, own } = await lateAndOwn(make, area.names);
      expect(late, area.area).toEqual(own);
      ended.push(...Object.entries(late).filter(([, s]) => (s as { status: string }).status === 'done').map(([name]) => name));
    }
    // Most end with output (the rest refuse this made-up input or answer alike), so a lost input or answer shows.
    expect(ended.length).toBeGreaterThan(ACTOR_AREAS.flatMap((a) => a.names).length / 2);
    // Loads every area's module and runs each name twice: over 20 s with several suites sharing 2 cores.
  }, 60_000);

  it("a stand-in passes its real logic's error and output through, and stopping it stops the real logic", async () => {
    const failing = createActor(loadedLate('x', async () => ({ x: fromPromise(() => Promise.reject(new Error('refused'))) })));
    const refused = toPromise(failing);
    failing.start();
    await expect(refused).rejects.toThrow('refused');
    const machine = createActor(loadedLate('x', async () => ({ x: createMachine({ initial: 'a', states: { a: { type: 'final' } }, output: { from: 'a machine' } }) })));
    const answered = toPromise(machine);
    machine.start();
    await expect(answered).resolves.toEqual({ from: 'a machine' });
    // A logic that never ends keeps the step waiting until the customer leaves it; leaving stops it.
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let stopped = false;
    const waiting = createActor(loadedLate('x', async () => ({ x: fromCallback(() => (started(), () => void (stopped = true))) })));
    waiting.start();
    await running;
    expect(waiting.getSnapshot().status).toBe('active');
    waiting.stop();
    expect(stopped).toBe(true);
  });

  it('names each actor once, where it is made: the generated manifest is what the modules give (run npm run gen if this fails)', async () => {
    const manifest = await actorManifest(api);
    expect(readFileSync(ACTOR_NAMES_FILE, 'utf8'), `${ACTOR_NAMES_FILE} is stale: run npm run gen`).toBe(renderActorNames(manifest, journeysActorInputs(), journeysContextActors()));
    const all = await loadAllActors();
    const names = ACTOR_AREAS.flatMap((area) => area.names);
    // Joined without a name given twice (joinBehaviours refuses one), and every declared name is made somewhere.
    expect(Object.keys(all(api)).sort()).toEqual([...names].sort());
    expect([...declaredActors].sort()).toEqual([...new Set([...names, ...manifest.payment, ...manifest.page])].sort());
  });

  it('refuses a name two modules give', async () => {
    const modules = ACTOR_MODULES as Record<string, unknown>;
    modules['a-copy'] = ACTOR_MODULES.lines;
    try {
      await expect(actorManifest(api)).rejects.toThrow(/'activateSim' is given by lines and a-copy/);
    } finally {
      delete modules['a-copy'];
    }
  });

  it('gives every actor a journey invokes, except those each paying page or the shell gives', async () => {
    const actors = (await loadAllActors())(api);
    const invoked = new Set(journeyFiles().flatMap((f) => invokedActors(compiled(f.definition.id).journey)));
    expect([...invoked].filter((name) => !(name in actors) && !GIVEN_BY_THE_PAYING_PAGE.has(name)).sort()).toEqual([]);
  });
});
