import { describe, expect, it } from 'vitest';
import { loadWizardScreens } from '../../../src/pages/wizard-screen-registry';
import { screenRegistry } from '../../../src/features/registry';
import { compiled, journeyFiles } from '../../support/journeys';

/**
 * A wizard's page takes its own screens' file (src/pages/wizard-screens/<id>.ts), not every wizard's (issue 47): each
 * wizard of the repository finds every screen its JSON names there, and a wizard whose JSON names a screen its file
 * does not register (a product owner's edit, with no code) is given every screen, so its step still shows it.
 */
const wizards = journeyFiles()
  .map(({ definition }) => definition)
  .filter((d) => d.kind === 'wizard')
  .map((d) => d.id);

describe("a wizard page's screens", () => {
  it.each(wizards)('%s: its own file registers every screen its steps show', async (id) => {
    const journey = compiled(id);
    const registry = await loadWizardScreens(journey);
    const shown = new Set(registry.entries.map((e) => e.shows));
    expect(journey.journey.steps.map((s) => s.screen).filter((screen) => !shown.has(screen))).toEqual([]);
    // Only its own: no screen of another wizard's file (the content screen draws every wizard's content steps).
    expect(registry.entries.length).toBeLessThan(screenRegistry.entries.length);
  });

  it("a step given another wizard's screen in the JSON gets every screen, that one too", async () => {
    const planSwitch = compiled('plan-switch');
    const [first, ...rest] = planSwitch.journey.steps;
    const edited = { ...planSwitch, journey: { ...planSwitch.journey, steps: [{ ...first!, screen: 'preCheckout' }, ...rest] } };
    const registry = await loadWizardScreens(edited);
    expect(registry.entries.some((e) => e.shows === 'preCheckout')).toBe(true);
  });
});
