import { describe, expect, it } from 'vitest';
import { loadJourney, loadJourneyWithLateChildren, wizardIdForPath } from '../../../src/journey/journey-catalog';
import { lateChildLogic } from '../../../engine/late-child';
import { journeyDataReady } from '../../../src/journey/journey-data-parse';
import { prepareJourney } from '../../../src/journey/compiled-journey';
import { fileNameProblems } from '../../../scripts/journey-route-check';
import type { JourneyDefinition } from '../../../engine';
import { journeyFiles, wizardDefinition } from '../../support/journeys';

describe('journeys load by id (src/journey/journey-catalog.ts)', () => {
  it('loads a wizard with the child journeys its steps host, compiled once', async () => {
    const planSwitch = await loadJourney('plan-switch');
    expect(planSwitch?.journey.id).toBe('plan-switch');
    const hosted = [...new Set(wizardDefinition('plan-switch').steps.flatMap((s) => (s.child ? [s.child.journey] : [])))].sort();
    expect(hosted.length).toBeGreaterThan(0);
    expect(Object.keys(planSwitch?.children ?? {}).sort()).toEqual(hosted);
    expect(await loadJourney('plan-switch')).toBe(planSwitch);
    expect(await loadJourney('no-such-journey')).toBeUndefined();
  });

  it('for a wizard page, compiles the wizard with its child journeys to load at their step, not before', async () => {
    const planSwitch = await loadJourneyWithLateChildren('plan-switch', lateChildLogic);
    const hosted = [...new Set(wizardDefinition('plan-switch').steps.flatMap((s) => (s.child ? [s.child.journey] : [])))].sort();
    expect(planSwitch?.children).toEqual({});
    expect(Object.keys(planSwitch?.lateChildren ?? {}).sort()).toEqual(hosted);
    expect((await planSwitch?.lateChildren?.payment?.load())?.journey.id).toBe('payment');
    expect(await loadJourneyWithLateChildren('plan-switch', lateChildLogic)).toBe(planSwitch);
  });

  it('knows the wizard of a step path from the build, without loading any journey', () => {
    // Every step path of every wizard, read from the JSON, with or without a trailing slash.
    const wizards = journeyFiles().flatMap(({ definition: d }) => (d.kind === 'wizard' ? [d] : []));
    expect(wizards.length).toBeGreaterThan(1);
    for (const w of wizards) {
      for (const step of w.steps) {
        expect(wizardIdForPath(step.path), step.path).toBe(w.id);
        expect(wizardIdForPath(`${step.path}/`), step.path).toBe(w.id);
      }
    }
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
