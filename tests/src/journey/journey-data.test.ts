import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { journeyDataReady, loadJourneyData, parseJourneyData } from '../../../src/journey/journey-data-parse';
import { loadSavedJourney } from '../../../src/journey/journey-storage';
import { readJourneys } from '../../../scripts/journey-routes';
import { missingDataSchemas } from '../../../scripts/journey-route-check';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A session storage holding one saved wizard with this data. */
function storageWith(id: string, data: unknown): Storage {
  const items = new Map([[`journey:${id}`, JSON.stringify({ journeyId: id, kind: 'wizard', fingerprint: 'x', snapshot: { status: 'active', value: 'a', context: { data } } })]]);
  return { getItem: (k: string) => items.get(k) ?? null } as Storage;
}

describe('one typed data per journey, parsed once at the boundary', () => {
  it('loads a wizard\'s validator by its id, and reads no saved data of that wizard before', async () => {
    expect(journeyDataReady('termination')).toBe(false);
    expect(() => parseJourneyData('termination', {})).toThrow(/not loaded/);
    expect(loadSavedJourney('termination', storageWith('termination', { number: '923001234567' }))).toBeUndefined();
    await loadJourneyData('termination');
    expect(journeyDataReady('termination')).toBe(true);
    expect(loadSavedJourney('termination', storageWith('termination', { number: '923001234567' }))).toBeDefined();
    // A machine journey has no data validator: its saved context is not parsed, nothing to load.
    expect(journeyDataReady('otp-timer')).toBe(true);
  });

  beforeAll(() => Promise.all(['sim-replacement', 'onboarding', 'plan-switch'].map(loadJourneyData)));

  it('keeps data that fits the wizard schema as it is', () => {
    const data = { number: '923001234567', reason: 'LOST', simType: 'esim', requestId: 'SR-1', requestFor: { number: '923001234567', reason: 'LOST', simType: 'esim' }, later: 'kept' };
    expect(parseJourneyData('sim-replacement', data)).toEqual(data);
  });

  it('drops exactly the keys that do not fit (a saved journey of an older app, or edited by hand), keeps the rest', () => {
    const parsed = parseJourneyData('sim-replacement', { number: '923001234567', reason: 'MISPLACED', simType: 7, totalCharges: 'lots', agreeTerms: true });
    expect(parsed).toEqual({ number: '923001234567', agreeTerms: true });
    expect(parseJourneyData('onboarding', { planId: 'p-1', portIn: { eligible: 'yes' }, addons: ['a', 3] })).toEqual({ planId: 'p-1' });
  });

  it("a purchase saved before its order keys became the order request's fields still loads: what fits is kept, a key the request would refuse is dropped, never a crash", async () => {
    const { endpoints } = await import('../../../schemas/endpoints');
    const request = (endpoints.CREATE_ORDER.request as { properties: Record<string, { enum?: string[]; maxLength?: number }> }).properties;
    // Written by the app before (planId was any string, the enums the same): read back unchanged.
    const before = { productType: 'prepaid', planId: 'plan-prepaid-monthly', planName: 'Monthly', planPrice: 1499, numberType: 'NEW', simType: 'esim', deliveryMethod: 'SELF_PICKUP', addons: ['a1'] };
    const kept = loadSavedJourney('onboarding', storageWith('onboarding', before));
    expect((kept?.snapshot as { context: { data: unknown } }).context.data).toEqual(before);
    // What the order request refuses (an empty or over-long plan id, a method it does not know) is dropped key by key;
    // the journey still loads and the customer gives that answer again.
    const tooLong = 'p'.repeat((request.planId?.maxLength ?? 200) + 1);
    for (const planId of ['', tooLong, 7]) {
      const loaded = loadSavedJourney('onboarding', storageWith('onboarding', { ...before, planId }));
      expect(loaded, String(planId)).toBeDefined();
      const { planId: _dropped, ...rest } = before;
      expect((loaded?.snapshot as { context: { data: unknown } }).context.data).toEqual(rest);
    }
    expect(request.deliveryMethod?.enum).not.toContain('POST');
    expect(parseJourneyData('onboarding', { ...before, deliveryMethod: 'POST' })).not.toHaveProperty('deliveryMethod');
  });

  it('anything but an object is no data', () => {
    for (const raw of [null, 'x', 3, ['a']]) expect(parseJourneyData('plan-switch', raw)).toEqual({});
  });

  it('a saved journey is parsed where it is read from session storage', () => {
    const saved = loadSavedJourney('plan-switch', storageWith('plan-switch', { number: '923001234567', planId: 'p-2', totalCharges: 'free' }));
    expect((saved?.snapshot as { context: { data: unknown } }).context.data).toEqual({ number: '923001234567', planId: 'p-2' });
  });

  it("what names the saved steps is kept only when it is what the engine wrote: names and paths, as strings", () => {
    const raw = JSON.parse(storageWith('plan-switch', {}).getItem('journey:plan-switch') as string) as Record<string, unknown>;
    const saved = (extra: Record<string, unknown>) => ({ getItem: () => JSON.stringify({ ...raw, ...extra }) }) as unknown as Storage;
    expect(loadSavedJourney('plan-switch', saved({ currentStep: 'a', furthestStep: 'b', steps: [{ name: 'a', path: '/a' }] }))).toMatchObject({
      currentStep: 'a',
      furthestStep: 'b',
      steps: [{ name: 'a', path: '/a' }],
    });
    const hostile = loadSavedJourney('plan-switch', saved({ currentStep: 3, furthestStep: {}, steps: [{ name: 'a' }] }));
    expect(hostile).toBeDefined();
    for (const key of ['currentStep', 'furthestStep', 'steps']) expect(hostile, key).not.toHaveProperty(key);
  });

  it('every wizard of the repository declares its data; journeys:check names one that does not', () => {
    const journeys = readJourneys(join(ROOT, 'journeys'));
    expect(journeys.filter((j) => j.definition.kind === 'wizard').length).toBeGreaterThanOrEqual(5);
    expect(missingDataSchemas(journeys)).toEqual([]);
    const fresh = { file: 'journeys/sim-guide.json', definition: { id: 'sim-guide', kind: 'wizard', steps: [] } as never };
    expect(missingDataSchemas([fresh])).toEqual([
      { file: 'journeys/sim-guide.json', pointer: '/id', message: "wizard 'sim-guide' declares no data: add schemas/journey-data/sim-guide.schema.json (then npm run gen)" },
    ]);
  });
});
