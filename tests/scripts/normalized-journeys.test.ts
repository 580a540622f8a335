import { describe, expect, it } from 'vitest';
import normalizedJourneys from 'virtual:normalized-journeys';
import { compileNormalized, createBehaviours, type JourneyDefinition } from '../../engine';
import { normalizeJourney } from '../../engine/normalize';
import { journeyFiles } from '../support/journeys';

/**
 * The browser compiles journeys normalized at build time (scripts/journey-routes.ts, virtual:normalized-journey/<id>):
 * what the build serializes must be what the engine normalizes, every journey of the folder one module.
 */
describe('journeys normalized at build time', () => {
  const files = journeyFiles();

  it('every journey of the folder has its module, and nothing else does', () => {
    expect(Object.keys(normalizedJourneys).sort()).toEqual(files.map((f) => f.definition.id).sort());
  });

  it.each(files.map((f) => ({ id: f.definition.id, definition: f.definition })))('$id: the module is the engine’s normalization, and it compiles', async ({ id, definition }) => {
    const journey = await normalizedJourneys[id]!();
    expect(journey).toEqual(normalizeJourney({ definition: definition as JourneyDefinition }));
    // Nothing the JSON round trip could drop (a function, a Map, an undefined that means something).
    expect(JSON.parse(JSON.stringify(journey))).toStrictEqual(journey);
    const children = Object.fromEntries(await Promise.all(journey.steps.flatMap((s) => (s.child ? [s.child.journey] : [])).map(async (c) => [c, compileNormalized(await normalizedJourneys[c]!(), createBehaviours())] as const)));
    expect(compileNormalized(journey, createBehaviours(), (c) => children[c]).machine.id).toBe(id);
  });
});
