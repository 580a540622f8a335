// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_JOURNEY_ID } from '../../../src/pages/landing-journey';
import { LANDING_PATH } from '../../../src/landing/landing-frame';
import { loadJourney, wizardIdForPath } from '../../../src/journey/journey-catalog';
import { handOffLanding } from '../../../src/journey/landing-handoff';
import { loadSavedJourney } from '../../../src/journey/journey-storage';
import { lazyOnlyAmong, packageOf } from '../../../scripts/chunk-packages';

afterEach(() => sessionStorage.clear());

/** The step Next leads to from the landing step, as the journey's JSON orders its steps (the first one never skipped). */
async function stepAfterLanding() {
  const compiled = await loadJourney(LANDING_JOURNEY_ID);
  const step = compiled?.journey.steps.slice(1).find((s) => !s.skip);
  if (!step) throw new Error(`journey '${LANDING_JOURNEY_ID}' has a step after the landing step`);
  return step;
}

describe('the landing step without the engine', () => {
  it('reads the saved data of the journey that really owns the landing path, at its first step', async () => {
    const compiled = await loadJourney(wizardIdForPath(LANDING_PATH) ?? 'none');
    expect(compiled?.journey.id).toBe(LANDING_JOURNEY_ID);
    expect(compiled?.journey.steps[0]?.path).toBe(LANDING_PATH);
  });

  it('hands the choices over: the engine applies them in order, saves, and says where the journey went', async () => {
    const next = await handOffLanding(LANDING_PATH, [
      { type: 'UPDATE', data: { productType: 'postpaid' } },
      { type: 'UPDATE', data: { planFilter: 'monthly' } },
      { type: 'NEXT', data: { productType: 'postpaid', planId: 'plan-postpaid-monthly' } },
    ]);
    const after = await stepAfterLanding();
    expect(next).toBe(after.path);
    const saved = loadSavedJourney(LANDING_JOURNEY_ID)?.snapshot as { value: string; context: { data: Record<string, unknown> } };
    expect(saved.value).toBe(after.name);
    expect(saved.context.data).toMatchObject({ productType: 'postpaid', planFilter: 'monthly', planId: 'plan-postpaid-monthly' });
  });

  it('a customer who had gone further and comes back to the landing route chooses again from the landing step', async () => {
    await handOffLanding(LANDING_PATH, [{ type: 'NEXT', data: { planId: 'plan-prepaid-weekly' } }]);
    const next = await handOffLanding(LANDING_PATH, [{ type: 'NEXT', data: { planId: 'plan-prepaid-monthly' } }]);
    expect(next).toBe((await stepAfterLanding()).path);
    const saved = loadSavedJourney(LANDING_JOURNEY_ID)?.snapshot as { context: { data: Record<string, unknown> } };
    expect(saved.context.data.planId).toBe('plan-prepaid-monthly');
  });

  it('returns nothing for a path no journey owns', async () => {
    expect(await handOffLanding('/no/such/path', [{ type: 'NEXT' }])).toBeUndefined();
  });
});

describe('the bench guard on lazily loaded packages', () => {
  it('names the package of a module, scoped or not, and ignores the app’s own code', () => {
    expect(packageOf('/repo/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(packageOf('/repo/node_modules/.pnpm/x/node_modules/xstate/dist/actors.esm.js')).toBe('xstate');
    expect(packageOf('/repo/src/landing/landing-frame.tsx')).toBeUndefined();
  });

  it('refuses the engine, the query cache, flags and monitoring, and lets React and the router through', () => {
    expect(lazyOnlyAmong(['preact', 'wouter', 'react-intl', 'xstate', '@tanstack/query-core', '@openfeature/web-sdk', '@sentry/browser', 'xstate-extra'])).toEqual([
      'xstate',
      '@tanstack/query-core',
      '@openfeature/web-sdk',
      '@sentry/browser',
    ]);
  });
});
