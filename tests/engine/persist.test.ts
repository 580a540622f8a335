import { describe, expect, it } from 'vitest';
import {
  compileJourney,
  createBehaviours,
  createJourneyActor,
  fingerprintOf,
  persistJourney,
  startJourneyActor,
  stepForSavedPath,
  type JourneyDefinition,
  type WizardContext,
} from '../../engine';
import { compiled, journeyFiles, stepsWalked, walkForward } from '../support/journeys';

/**
 * The purchase as its JSON has it (journeys/onboarding.json): the steps a new-number customer walks, and the journey
 * edited as a product owner would edit its JSON (steps taken out), so nothing here names a step by hand.
 */
const purchase = compiled('onboarding');
const steps = purchase.journey.steps;
const DATA = { planId: 'p-1', numberType: 'NEW', simType: 'physical_sim', kycRequired: true };
const walked = stepsWalked(purchase.journey, ['isNotPortIn']);
const indexOf = (name: string | undefined) => steps.findIndex((s) => s.name === name);
const ctxOf = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context as WizardContext;

/** Progress saved on a step of the walk (its work answered on the way), as the app saves it, and read back. */
function savedAt(step: string) {
  const actor = createJourneyActor(purchase).start();
  walkForward(actor, purchase.journey, DATA, step);
  expect(actor.getSnapshot().value).toBe(step);
  return JSON.parse(JSON.stringify(persistJourney(purchase.journey, actor))) as ReturnType<typeof persistJourney>;
}

/** The purchase with some steps taken out of its JSON (nothing else changed), compiled as the app compiles it. */
function without(...names: string[]) {
  const definition = structuredClone(journeyFiles().find((f) => f.definition.id === 'onboarding')?.definition) as JourneyDefinition & { steps: Array<{ name: string }> };
  definition.steps = definition.steps.filter((s) => !names.includes(s.name));
  return compileJourney(definition, createBehaviours(), (child) => compiled(child));
}

/** A step of the walk, two or more steps in, whose next step in the JSON is walked too (so the step after it is not skipped). */
const middle = walked.find((n, i) => i > 1 && walked[i + 1] === steps[indexOf(n) + 1]?.name) as string;

describe('journey persistence', () => {
  it('a wizard resumes on the same step with its data and furthest step, and records its version and step order', () => {
    const saved = savedAt(middle);
    expect(saved.fingerprint).toBe(fingerprintOf(purchase.journey));
    expect(saved.steps).toEqual(steps.map((s) => ({ name: s.name, path: s.path })));
    const again = startJourneyActor(purchase, { saved });
    expect(again.getSnapshot().value).toBe(middle);
    expect(ctxOf(again).data).toEqual(DATA);
    expect(ctxOf(again).furthest).toBe(indexOf(middle));
  });

  it('the version is computed from the steps: an edit of the JSON changes it', () => {
    expect(fingerprintOf(without(walked[1] as string).journey)).not.toBe(fingerprintOf(purchase.journey));
  });

  it('after a step before it was removed from the JSON, the customer resumes on the same step, with what they typed', () => {
    const saved = savedAt(middle);
    const changed = without(walked[1] as string);
    const again = startJourneyActor(changed, { saved });
    expect(again.getSnapshot().value).toBe(middle);
    expect(ctxOf(again).data).toEqual(DATA);
    again.send({ type: 'BACK' });
    expect(again.getSnapshot().value).toBe(walked.filter((n) => n !== walked[1] && indexOf(n) < indexOf(middle)).at(-1));
  });

  it("after the customer's own step was removed, they resume on the next step of the order they saved in, with their data", () => {
    const saved = savedAt(middle);
    const after = steps[indexOf(middle) + 1]?.name;
    const again = startJourneyActor(without(middle), { saved });
    expect(again.getSnapshot().value).toBe(after);
    expect(ctxOf(again).data).toEqual(DATA);
    expect(ctxOf(again).current).toBe(after);
  });

  it('with every step after theirs removed as well, they resume on the step before theirs', () => {
    const saved = savedAt(middle);
    const gone = steps.slice(indexOf(middle)).map((s) => s.name);
    const again = startJourneyActor(without(...gone), { saved });
    expect(again.getSnapshot().value).toBe(walked[walked.indexOf(middle) - 1]);
  });

  it("a removed step's old path leads to the nearest step that is still there", () => {
    const saved = savedAt(middle);
    const changed = without(middle).journey;
    expect(stepForSavedPath(changed, saved, steps[indexOf(middle)]?.path as string)).toBe(steps[indexOf(middle) + 1]?.name);
    expect(stepForSavedPath(changed, saved, `${steps[0]?.path}/`)).toBe(steps[0]?.name);
    expect(stepForSavedPath(changed, saved, '/never/a/step')).toBeUndefined();
    expect(stepForSavedPath(changed, undefined, steps[indexOf(middle)]?.path as string)).toBeUndefined();
  });

  it.each([
    { name: 'another journey', saved: { journeyId: 'termination', fingerprint: 'x', kind: 'wizard' } },
    { name: 'a snapshot of states that do not exist', saved: { journeyId: 'onboarding', fingerprint: 'bogus', kind: 'wizard', snapshot: { value: 'nowhere', context: null } } },
    { name: 'a step that never was, in an order of steps that never were', saved: { journeyId: 'onboarding', fingerprint: 'bogus', kind: 'wizard', currentStep: 'nowhere', steps: [{ name: 'nowhere', path: '/x' }] } },
  ])('ignores $name and starts fresh', ({ saved }) => {
    const actor = startJourneyActor(purchase, { saved: saved as never });
    expect(actor.getSnapshot().value).toBe(steps[0]?.name);
  });
});
