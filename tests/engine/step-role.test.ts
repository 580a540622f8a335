import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { allInvokedActors, createJourneyActor, reachableStepInRole, stepIndexInRole, type WizardContext } from '../../engine';
import { compiledFrom, screenOf, stepGatedBy, stepSkippedBy, walkForward, withStepRenamed, wizardDefinition } from '../support/journeys';

/**
 * A step found by the part it plays (engine/step-role.ts), as the app's links back find it: the purchase as a product
 * owner edits it in journeys/onboarding.json (renames, removes a step), edited here in memory. The steps are picked by
 * what they do in the JSON, never by name.
 */
type Def = ReturnType<typeof wizardDefinition>;
const original = wizardDefinition('onboarding');
/** The step that locks the chosen number (connection details) and the one that asks who the order is for. */
const connection = original.steps.find((s) => s.invoke?.src === 'lockChosenNumber')!;
const personal = original.steps.find((s) => s.provides?.includes('personal'))!;
/** The add-ons screen (src/features/step-screens.ts), which the purchase may show on a step or not at all. */
const ADDONS = 'addonSelection';
const summary = stepGatedBy(original, 'isSignedIn');
const portIn = stepSkippedBy(original, 'isNotPortIn');

/** The purchase with connection and personal details renamed (name and path), each keeping its screen. */
const renamed = (): Def => withStepRenamed(withStepRenamed(original, connection.name, `${connection.name}Renamed`), personal.name, `${personal.name}Renamed`);
/** The purchase without its add-ons step (as it is, if its JSON has none). */
const withoutAddons = (): Def => ({ ...original, steps: original.steps.filter((s) => screenOf(s) !== ADDONS) as Def['steps'] });

const NEW_NUMBER = { numberType: 'NEW', simType: 'physical_sim', kycRequired: true };

/** A customer walked to the order summary of a purchase compiled from `definition`, every step's work answered. */
function atSummary(definition: Def) {
  const c = compiledFrom(definition, { now: () => Date.now(), signedIn: () => true });
  const actor = createJourneyActor(c, { actors: Object.fromEntries(allInvokedActors(c).map((n) => [n, fromPromise(() => new Promise(() => {}))])) }).start();
  walkForward(actor, c.journey, NEW_NUMBER, summary.name);
  expect(actor.getSnapshot().value).toBe(summary.name);
  return { actor, journey: c.journey, at: () => String(actor.getSnapshot().value), ctx: () => actor.getSnapshot().context as WizardContext };
}

describe('GOTO by role: the step showing a screen, or providing a piece of data, in the journey running now', () => {
  it('a renamed step is found by the screen it shows and by what it provides; its old name goes nowhere', () => {
    const s = atSummary(renamed());
    s.actor.send({ type: 'GOTO', screen: screenOf(connection) });
    expect(s.at()).toBe(`${connection.name}Renamed`);
    s.actor.send({ type: 'GOTO', step: summary.name });
    s.actor.send({ type: 'GOTO', provides: 'personal' });
    expect(s.at()).toBe(`${personal.name}Renamed`);
    s.actor.send({ type: 'GOTO', step: summary.name });
    s.actor.send({ type: 'GOTO', step: connection.name });
    expect(s.at(), "the step's old name is no step").toBe(summary.name);
  });

  it('a removed step is no target: GOTO to its screen stays where it is, and reachableStepInRole says none', () => {
    const s = atSummary(withoutAddons());
    const role = { screen: ADDONS };
    expect(reachableStepInRole(s.journey.steps, s.ctx(), role)).toBeUndefined();
    s.actor.send({ type: 'GOTO', ...role });
    expect(s.at()).toBe(summary.name);
  });

  it("a step off the customer's way (skipped for their data) or not reached yet is no target; one on it and reached is", () => {
    const s = atSummary(original);
    const skipped = { screen: screenOf(portIn) };
    expect(reachableStepInRole(s.journey.steps, s.ctx(), skipped)).toBeUndefined();
    s.actor.send({ type: 'GOTO', ...skipped });
    expect(s.at(), 'not the step before it, as a GOTO by name would land').toBe(summary.name);
    const later = s.journey.steps.at(-1)!;
    expect(reachableStepInRole(s.journey.steps, s.ctx(), { screen: later.screen })).toBeUndefined();
    s.actor.send({ type: 'GOTO', screen: later.screen });
    expect(s.at()).toBe(summary.name);
    const first = original.steps[0];
    expect(reachableStepInRole(s.journey.steps, s.ctx(), { screen: screenOf(first) })).toBe(first.name);
    s.actor.send({ type: 'GOTO', screen: screenOf(first) });
    expect(s.at()).toBe(first.name);
    expect(s.ctx().furthest, 'going back keeps the furthest step reached').toBe(stepIndexInRole(s.journey.steps, { screen: screenOf(summary) }));
  });

  it('a role matches the first step playing it, in the journey order', () => {
    const steps = [
      { name: 'a', screen: 'one', provides: ['x'] },
      { name: 'b', screen: 'two', provides: ['x', 'y'] },
    ];
    expect(stepIndexInRole(steps, { provides: 'x' })).toBe(0);
    expect(stepIndexInRole(steps, { provides: 'y' })).toBe(1);
    expect(stepIndexInRole(steps, { screen: 'two' })).toBe(1);
    expect(stepIndexInRole(steps, { screen: 'three' })).toBe(-1);
    expect(reachableStepInRole(steps, { way: ['a', 'b'], furthest: 1 }, { provides: 'y' })).toBe('b');
    expect(reachableStepInRole(steps, { way: ['a'], furthest: 1 }, { provides: 'y' })).toBeUndefined();
    expect(reachableStepInRole(steps, { way: ['a', 'b'], furthest: 0 }, { provides: 'y' })).toBeUndefined();
  });
});
