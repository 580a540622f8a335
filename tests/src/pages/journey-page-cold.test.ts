import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { pathOfSnapshot, stepForPath } from '../../../renderer';
import { loadJourney, wizardIdForPath } from '../../../src/journey/journey-catalog';
import { LANDING_PATH } from '../../../src/landing/landing-frame';
import { journeyFiles } from '../../support/journeys';

/**
 * The journey page sends a visitor who opens a purchase step with nothing saved in the tab to the landing without
 * preparing the wizard (src/pages/journey-page.tsx, issue 47). That holds only while the wizard itself, started with
 * nothing saved and sent to that step, stays at the landing: checked here for every step its JSON has.
 */
const owner = wizardIdForPath(LANDING_PATH);
const definition = journeyFiles().find((f) => f.definition.id === owner)?.definition;
const laterSteps = (definition?.kind === 'wizard' ? definition.steps : []).filter((s) => s.path !== LANDING_PATH);

describe('a purchase step opened with nothing saved', () => {
  it('the landing belongs to a wizard with later steps', () => {
    expect(owner).toBeDefined();
    expect(laterSteps.length).toBeGreaterThan(0);
  });

  it.each(laterSteps.map((s) => [s.path, s.name]))('%s: the wizard would show the landing', async (path) => {
    const compiled = await loadJourney(owner!);
    // Started as the wizard starts it with nothing saved: no input (src/journey/wizard-route.tsx, engine startJourneyActor).
    const actor = createActor(compiled!.machine).start();
    const step = stepForPath(compiled!.journey, path);
    expect(step).toBeDefined();
    actor.send({ type: 'GOTO', step });
    expect(pathOfSnapshot(compiled!.journey, actor.getSnapshot() as AnyMachineSnapshot)).toBe(LANDING_PATH);
    actor.stop();
  });
});
