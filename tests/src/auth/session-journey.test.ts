import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviourCatalogue, composeBehaviours } from '../../../engine';
import { checkJourneyText } from '../../../engine/check';
import { compileSessionJourney, sessionBehaviours } from '../../../src/auth/session-journey';

const FILE = 'journeys/auth-handoff.json';
const text = readFileSync(join(import.meta.dirname, '..', '..', '..', FILE), 'utf8');

describe('the gate’s session journey compiles with its own behaviour groups only (src/auth/session-journey.ts)', () => {
  it('every guard, action, delay, actor and input mapper journeys/auth-handoff.json names is in them', () => {
    expect(checkJourneyText(FILE, text, behaviourCatalogue(sessionBehaviours()))).toEqual([]);
    expect(compileSessionJourney().journey.id).toBe('auth-handoff');
  });

  it('the check would name a behaviour those groups lack', () => {
    const problems = checkJourneyText(FILE, text, behaviourCatalogue(composeBehaviours([])));
    expect(problems.map((p) => p.message).join('\n')).toMatch(/isSameCustomer|rememberHandoff|storeResult|recordError/);
  });
});
