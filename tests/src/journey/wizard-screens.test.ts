import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { loadJourney } from '../../../src/journey/journey-catalog';
import { screenRegistry } from '../../../src/features/registry';
import { journeyFiles } from '../../support/journeys';

/**
 * Every wizard step shows a real screen: its own, registered in src/features/registry.ts, or, for a step with
 * `"content"` in its JSON, the one content screen (a product owner adds an informational step with no code).
 * The fallback (words a customer can read, Next and Back) is never what a step of the repository shows.
 */

/** Data under which no skip guard of the repository holds, so GOTO can stand on any step. */
const NOTHING_SKIPPED = { numberType: 'PORT_IN', simType: 'physical_sim', kycRequired: true, paymentRequired: true };

const rows = journeyFiles().flatMap(({ definition }) =>
  definition.kind === 'wizard'
    ? definition.steps.map((s) => {
        const name = `${definition.id}/${s.name}`;
        return { name, journey: definition.id, step: s.name, expected: s.content ? 'the content screen' : 'a real screen' };
      })
    : [],
);

/** What the app shows on a step: the registry's real screen entry, or 'missing' (the fallback screen). */
async function shownOn(journey: string, step: string): Promise<string> {
  // The journey as the app loads it, by id (src/journey/journey-catalog.ts).
  const compiled = await loadJourney(journey);
  if (!compiled) throw new Error(`journey '${journey}' is not in the app catalog`);
  const actor = createActor(compiled.machine, { input: { furthestStep: step, data: NOTHING_SKIPPED } }).start();
  actor.send({ type: 'GOTO', step });
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  expect(snapshot.value, `GOTO ${step}`).toBe(step);
  const resolved = screenRegistry.resolve(snapshot);
  return resolved.kind === 'screen' ? resolved.entry.name : 'missing';
}

describe('wizard steps: a real screen each, the content screen for a content step', () => {
  it.each(rows)('$name shows $expected', async ({ journey, step, expected }) => {
    const shown = await shownOn(journey, step);
    if (expected === 'the content screen') expect(shown, `${journey}/${step} has "content" in its JSON`).toBe('content');
    else expect(shown, `${journey}/${step} has no screen: register its screen in src/features/registry.ts, or give the step "content" in its JSON`).not.toBe('missing');
  });

  it('covers the purchase', () => {
    expect(rows.some((r) => r.journey === 'onboarding')).toBe(true);
  });
});
