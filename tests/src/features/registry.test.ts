import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { screenEntries, screenRegistry } from '../../../src/features/registry';
import { journeyViews, stepScreens } from '../../../src/features/step-screens';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeAfterSubmit } from '../../../src/features/manual-ekyc/ekyc-outcome';
import { compiled, hostingStep, stepAfter } from '../../support/journeys';

/** A journey actor standing on `step`, with `data` collected so far. */
function standingOn(journeyId: string, step: string, data: Record<string, unknown> = {}) {
  const actor = createActor(compiled(journeyId).machine, { input: { furthestStep: step, data } }).start();
  actor.send({ type: 'GOTO', step });
  expect(actor.getSnapshot().value).toBe(step);
  return actor;
}

/** The journey hosting the eKYC form. */
const EKYC = 'manual-ekyc-submit';
const submitted = { nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2030' };

describe('screen registry: the eKYC steps', () => {
  // The steps hosting the eKYC form, found in their JSON.
  it.each([
    { journey: 'onboarding', step: hostingStep('onboarding', EKYC).name, expected: 'manual-ekyc' },
    { journey: 'sim-replacement', step: hostingStep('sim-replacement', EKYC).name, expected: 'sim-replacement-kyc' },
  ])('$journey/$step shows $expected', ({ journey, step, expected }) => {
    const resolved = screenRegistry.resolve(standingOn(journey, step).getSnapshot() as AnyMachineSnapshot);
    expect(resolved.kind === 'screen' ? resolved.entry.name : resolved.kind).toBe(expected);
  });

  it.each(compiled('onboarding').journey.steps.filter((s) => s.child?.journey !== EKYC && !s.content && !s.skip).map((s) => s.name))('the eKYC screens do not claim %s', (step) => {
    const resolved = screenRegistry.resolve(standingOn('onboarding', step).getSnapshot() as AnyMachineSnapshot);
    expect(resolved.kind === 'screen' ? resolved.entry.name : 'missing').not.toMatch(/kyc/);
  });
});

describe('the NEXT the eKYC page sends lands on the SPEC §2 step', () => {
  it.each([
    { name: 'onboarding: the next step', journey: 'onboarding', variant: 'onboarding' as const, data: {}, skippedBy: [] },
    { name: 'SIM replacement, physical SIM: the next step', journey: 'sim-replacement', variant: 'sim-replacement' as const, data: { simType: 'physical_sim' }, skippedBy: [] },
    { name: 'SIM replacement, eSIM needing delivery: the next step', journey: 'sim-replacement', variant: 'sim-replacement' as const, data: { simType: 'esim', esimDeliveryNeeded: true }, skippedBy: [] },
    { name: 'SIM replacement, eSIM without delivery: the next step not skipped for it', journey: 'sim-replacement', variant: 'sim-replacement' as const, data: { simType: 'esim' }, skippedBy: ['isEsimWithoutDelivery'] },
  ])('$name', ({ journey, variant, data, skippedBy }) => {
    const step = hostingStep(journey, EKYC).name;
    const expected = stepAfter(compiled(journey).journey, step, skippedBy);
    const actor = standingOn(journey, step, data);
    const outcome = outcomeAfterSubmit({ variant, urlOrderRef: null, serviceOrder: false, submitted });
    expect(outcome.kind).toBe('next');
    if (outcome.kind === 'next') actor.send({ type: 'NEXT', data: outcome.data });
    expect(actor.getSnapshot().value).toBe(expected);
    expect((actor.getSnapshot().context as { data: Record<string, unknown> }).data.kycRequired).toBe(true);
  });
});

describe('screen registry: the names journeys:check knows (src/features/step-screens.ts)', () => {
  const claims = (screen: string) => screenEntries.filter((e) => e.shows === screen).map((e) => e.name);

  it.each(Object.keys(stepScreens))('%s is registered exactly once', (screen) => {
    expect(claims(screen)).toHaveLength(1);
  });

  it('registers no screen the checker does not know', () => {
    const known = new Set(Object.keys(stepScreens).flatMap(claims));
    expect(screenEntries.map((e) => e.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it('refuses a name no journey step could show', () => {
    expect(claims('addonCarousel')).toEqual([]);
  });
});

describe('journeyViews: the other views a machine state may name', () => {
  it.each(Object.entries(journeyViews))('%s is drawn by %s, which exists', (_, file) => {
    expect(existsSync(join(import.meta.dirname, '..', '..', '..', file))).toBe(true);
  });
});
