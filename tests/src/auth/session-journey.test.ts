import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviourCatalogue, composeBehaviours, type JourneyDefinition } from '../../../engine';
import { checkJourneyText } from '../../../engine/check';
import { normalizeJourney } from '../../../engine/normalize';
import { createPlainActor, plainMachineProblems } from '../../../engine/plain-machine';
import { compileSessionJourney, sessionBehaviourGroups } from '../../../src/auth/session-journey';
import { journeyFiles } from '../../support/journeys';

const FILE = 'journeys/auth-handoff.json';
const text = readFileSync(join(import.meta.dirname, '..', '..', '..', FILE), 'utf8');

describe('the gate’s session journey compiles with its own behaviour groups only (src/auth/session-journey.ts)', () => {
  it('every guard, action, delay, actor and input mapper journeys/auth-handoff.json names is in them', () => {
    expect(checkJourneyText(FILE, text, behaviourCatalogue(composeBehaviours(sessionBehaviourGroups())))).toEqual([]);
    expect(compileSessionJourney().journey.id).toBe('auth-handoff');
  });

  it('the check would name a behaviour those groups lack', () => {
    const problems = checkJourneyText(FILE, text, behaviourCatalogue(composeBehaviours([])));
    expect(problems.map((p) => p.message).join('\n')).toMatch(/isSameCustomer|rememberHandoff|storeResult|recordError/);
  });
});

describe('the plain runner (engine/plain-machine.ts) runs the gate’s journey and refuses what it does not run', () => {
  it('journeys/auth-handoff.json uses nothing it lacks', () => {
    expect(plainMachineProblems(compileSessionJourney().journey)).toEqual([]);
  });

  it('a journey with delays, always, or a wizard is refused by name, not run wrongly', () => {
    const refused = journeyFiles()
      .map(({ definition }) => normalizeJourney({ definition: definition as JourneyDefinition }))
      .filter((j) => j.kind === 'wizard' || Object.values(j.states).some((s) => Object.keys(s.after).length || s.always.length));
    expect(refused.length).toBeGreaterThan(0);
    const { behaviours } = compileSessionJourney();
    for (const journey of refused) {
      expect(plainMachineProblems(journey).join('\n')).toMatch(/delays|always|a wizard/);
      expect(() => createPlainActor(journey, behaviours, {})).toThrow(`journey ${journey.id} cannot run without the engine`);
    }
  });

  it('work whose state was left, or whose actor was stopped, changes nothing', async () => {
    const { journey, behaviours } = compileSessionJourney();
    let finish: (value: unknown) => void = () => undefined;
    const pending = () => new Promise((resolve) => (finish = resolve));
    const actor = createPlainActor(journey, behaviours, { loadSessionCustomer: pending, readHandoffCustomer: pending, keepHandoffSession: pending, switchToHandoffSession: pending }).start();
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(String(s.value)));
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('loadingCustomer');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.stop();
    finish({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([actor.getSnapshot().value, actor.getSnapshot().status, seen]).toEqual(['loadingCustomer', 'stopped', ['loadingCustomer']]);
  });
});
