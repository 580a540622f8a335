import { describe, expect, it } from 'vitest';
import { allInvokedActors, invokedActors } from '../../../engine';
import { declaredActors } from '../../../engine/behaviours/actors';
import { ACTOR_AREAS, journeyActors, loadAllActors, wizardActors } from '../../../src/features/actors';
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

  it('lists each area with exactly the names its module gives, no name in two areas, and only declared names', async () => {
    const all = await loadAllActors();
    for (const area of ACTOR_AREAS) expect(Object.keys((await area.load())(api)).sort()).toEqual([...area.names].sort());
    const names = ACTOR_AREAS.flatMap((area) => area.names);
    expect(names.length).toBe(new Set(names).size);
    // Joined without a name given twice (joinBehaviours refuses one).
    expect(Object.keys(all(api)).sort()).toEqual([...names].sort());
    expect(names.filter((name) => !(declaredActors as readonly string[]).includes(name))).toEqual([]);
  });

  it('gives every actor a journey invokes, except those each paying page or the shell gives', async () => {
    const actors = (await loadAllActors())(api);
    const invoked = new Set(journeyFiles().flatMap((f) => invokedActors(compiled(f.definition.id).journey)));
    expect([...invoked].filter((name) => !(name in actors) && !GIVEN_BY_THE_PAYING_PAGE.has(name)).sort()).toEqual([]);
  });
});
