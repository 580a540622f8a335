// @isolate: the first test asserts the actor registry is empty before its first use, which another file in a shared worker may already have loaded.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, waitFor } from 'xstate';
import { allInvokedActors, invokedActors } from '../../../engine';
import { declaredActors } from '../../../engine/behaviours/actors';
import { readFileSync } from 'node:fs';
import { ACTOR_AREAS, ACTOR_MODULES, PAYMENT_ACTORS, journeyActors, loadAllActors } from '../../../src/features/actors';
import { promiseCreatorOf, wizardActors } from '../../../src/features/wizard-actors';
import { ACTOR_NAMES } from '../../../engine/behaviours/actor-names';
import { actorManifest } from '../../../src/features/actor-manifest';
import { ACTOR_NAMES_FILE, journeysActorInputs, journeysContextActors, renderActorNames } from '../../../scripts/gen-actor-names';
import type { ApiClient } from '../../../src/api/api-client';
import { compiled, journeyFiles } from '../../support/journeys';

// The payment journey's actors differ by what is paid for: each paying page gives its own (createPayable, …).
const GIVEN_BY_THE_PAYING_PAGE = new Set(['createPayable', 'submitKyc', 'requestPayment', 'openProviderPage', 'openDeclinedResultPage', 'checkTransaction', 'connectFlagService', 'switchFlagContext', 'resendCode', 'verifyCode']);
const api = { call: () => Promise.reject(new Error('no calls in this test')) } as unknown as ApiClient;

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
    expect(promiseCreatorOf(wizardActors('cnic-line-report')(answering).reportCnicLine!)).toBeDefined();
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
      expect(invoked.filter((name) => !group[name] || !promiseCreatorOf(group[name])), id).toEqual([]);
    }
  });

  it('every area actor is a fromPromise logic, which a wizard can load when a step invokes it (any other kind is not)', async () => {
    const all = (await loadAllActors())(api);
    expect(Object.entries(all).filter(([, logic]) => !promiseCreatorOf(logic)).map(([name]) => name)).toEqual([]);
    expect(promiseCreatorOf(fromCallback(() => undefined))).toBeUndefined();
    expect(promiseCreatorOf(createMachine({}))).toBeUndefined();
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
