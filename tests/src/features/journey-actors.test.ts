// @isolate: the first test asserts the actor registry is empty before its first use, which another file in a shared worker may already have loaded.
import { describe, expect, it } from 'vitest';
import { allInvokedActors, invokedActors } from '../../../engine';
import { declaredActors } from '../../../engine/behaviours/actors';
import { readFileSync } from 'node:fs';
import { ACTOR_AREAS, ACTOR_MODULES, journeyActors, loadAllActors, wizardActors } from '../../../src/features/actors';
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

  it('gives a paying wizard its payment actors with its journey’s', async () => {
    const planSwitch = wizardActors('plan-switch');
    expect(wizardActors('plan-switch')).toBe(planSwitch);
    await planSwitch.load?.(allInvokedActors(compiled('plan-switch')));
    const given = planSwitch(api);
    expect(allInvokedActors(compiled('plan-switch')).filter((name) => !(name in given))).toEqual([]);
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
