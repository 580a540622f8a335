import { describe, expect, it } from 'vitest';
import { createJourneyActor, compileJourney, persistJourney, type JourneyDefinition, type WizardContext } from '../../engine';
import { compiled } from '../support/journeys';

function walked() {
  const journey = compiled('onboarding');
  const actor = createJourneyActor(journey).start();
  actor.send({ type: 'NEXT', data: { planId: 'p-1' } });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT', data: { numberType: 'NEW' } });
  // The connection step's work answers: no number to lock, so the journey moves on.
  actor.send({ type: 'xstate.done.actor.lockChosenNumber', output: {} });
  return { journey, saved: persistJourney(journey.journey, actor) };
}

describe('journey persistence', () => {
  it('a wizard resumes on the same step with its data and furthest step', () => {
    const { journey, saved } = walked();
    const again = createJourneyActor(journey, { saved: JSON.parse(JSON.stringify(saved)) }).start();
    const ctx = again.getSnapshot().context as WizardContext;
    expect(again.getSnapshot().value).toBe('personalDetails');
    expect(ctx.data).toEqual({ planId: 'p-1', numberType: 'NEW' });
    expect(ctx.furthest).toBe(4);
  });

  it('after the journey JSON changed, data and the furthest step (by name) survive, and GOTO finds it', () => {
    const { journey, saved } = walked();
    const steps = journey.journey.steps.filter((s) => s.name !== 'addonSelection').map((s) => ({ name: s.name, path: s.path, ...(s.skip ? { skip: s.skip } : {}) }));
    const changed = compileJourney({ id: 'onboarding', kind: 'wizard', steps } as JourneyDefinition);
    const again = createJourneyActor(changed, { saved }).start();
    expect(again.getSnapshot().value).toBe('preCheckout');
    expect((again.getSnapshot().context as WizardContext).data).toEqual({ planId: 'p-1', numberType: 'NEW' });
    again.send({ type: 'GOTO', step: 'personalDetails' });
    expect(again.getSnapshot().value).toBe('personalDetails');
  });

  it.each([
    { name: 'another journey', saved: { journeyId: 'termination', fingerprint: 'x', kind: 'wizard' } },
    { name: 'a snapshot of states that do not exist', saved: { journeyId: 'onboarding', fingerprint: 'bogus', kind: 'wizard', snapshot: { value: 'nowhere', context: null } } },
  ])('ignores $name and starts fresh', ({ saved }) => {
    const actor = createJourneyActor(compiled('onboarding'), { saved: saved as never }).start();
    expect(actor.getSnapshot().value).toBe('preCheckout');
  });
});
