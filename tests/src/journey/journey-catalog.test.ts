import { describe, expect, it } from 'vitest';
import { loadJourney, wizardIdForPath } from '../../../src/journey/journey-catalog';
import { journeyDataReady } from '../../../src/journey/journey-data-parse';
import { prepareJourney } from '../../../src/journey/use-journey';
import { fileNameProblems } from '../../../scripts/journey-route-check';
import type { JourneyDefinition } from '../../../engine';

describe('journeys load by id (src/journey/journey-catalog.ts)', () => {
  it('loads a wizard with the child journeys its steps host, compiled once', async () => {
    const planSwitch = await loadJourney('plan-switch');
    expect(planSwitch?.journey.id).toBe('plan-switch');
    expect(Object.keys(planSwitch?.children ?? {}).sort()).toEqual(['payment', 'plan-switch-confirm']);
    expect(await loadJourney('plan-switch')).toBe(planSwitch);
    expect(await loadJourney('no-such-journey')).toBeUndefined();
  });

  it('knows the wizard of a step path from the build, without loading any journey', () => {
    expect(wizardIdForPath('/manage/plan-switch/plans')).toBe('plan-switch');
    expect(wizardIdForPath('/manage/plan-switch/plans/')).toBe('plan-switch');
    expect(wizardIdForPath('/web/pre-checkout')).toBe('onboarding');
    expect(wizardIdForPath('/profile')).toBeUndefined();
    expect(wizardIdForPath('/constructor')).toBeUndefined();
  });

  it('prepares a wizard with its data validator, and a machine with none to load', async () => {
    expect(journeyDataReady('reschedule-delivery')).toBe(false);
    await prepareJourney('reschedule-delivery', null);
    expect(journeyDataReady('reschedule-delivery')).toBe(true);
    await expect(prepareJourney('no-such-journey', null)).rejects.toThrow(/missing/);
  });

  it('journeys:check names a journey whose file is not named after its id', () => {
    const definition = { id: 'plan-switch', kind: 'wizard', steps: [] } as unknown as JourneyDefinition;
    expect(fileNameProblems([{ file: 'journeys/plan-switch.json', definition }])).toEqual([]);
    expect(fileNameProblems([{ file: 'journeys/plan-swap.json', definition }])).toEqual([
      { file: 'journeys/plan-swap.json', pointer: '/id', message: "journey 'plan-switch' must be in journeys/plan-switch.json (the app loads a journey by its id)" },
    ]);
  });
});
