import { describe, expect, it } from 'vitest';
import normalizedJourneys from 'virtual:normalized-journeys';
import { readFileSync } from 'node:fs';
import { behaviourCatalogue, commonBehaviourGroups, compileNormalized, composeBehaviours, type JourneyDefinition } from '../../engine';
import { checkJourneyText } from '../../engine/check';
import { normalizeJourney } from '../../engine/normalize';
import { JOURNEY_DIR, journeyFiles } from '../support/journeys';
import { join } from 'node:path';

/**
 * The browser compiles journeys normalized at build time (scripts/journey-routes.ts, virtual:normalized-journey/<id>):
 * what the build serializes must be what the engine normalizes, every journey of the folder one module.
 */
describe('journeys normalized at build time', () => {
  const files = journeyFiles();

  it('a journey that names no journey-only group brings none (the common groups alone do not check it)', async () => {
    const brought = await Promise.all(files.map(async (f) => (await normalizedJourneys[f.definition.id]!()).behaviours.length));
    expect(brought.some((n) => n === 0)).toBe(true);
    expect(brought.some((n) => n > 0)).toBe(true);
  });

  it('every journey of the folder has its module, and nothing else does', () => {
    expect(Object.keys(normalizedJourneys).sort()).toEqual(files.map((f) => f.definition.id).sort());
  });

  // What the browser's catalogue compiles a journey with: the common groups and the groups its module brings.
  const registryOf = async (id: string) => composeBehaviours([...commonBehaviourGroups(), ...(await normalizedJourneys[id]!()).behaviours.map((group) => group())]);

  it.each(files.map((f) => ({ id: f.definition.id, definition: f.definition, file: f.file })))('$id: the module is the engine’s normalization, it brings every behaviour its JSON names, and it compiles', async ({ id, definition, file }) => {
    const { default: journey } = await normalizedJourneys[id]!();
    expect(journey).toEqual(normalizeJourney({ definition: definition as JourneyDefinition }));
    // Nothing the JSON round trip could drop (a function, a Map, an undefined that means something).
    expect(JSON.parse(JSON.stringify(journey))).toStrictEqual(journey);
    // A name no group of its registry gives would fail at the step that uses it, in the browser only.
    expect(checkJourneyText(file, readFileSync(join(JOURNEY_DIR, file), 'utf8'), behaviourCatalogue(await registryOf(id)))).toEqual([]);
    const children = Object.fromEntries(await Promise.all(journey.steps.flatMap((s) => (s.child ? [s.child.journey] : [])).map(async (c) => [c, compileNormalized((await normalizedJourneys[c]!()).default, await registryOf(c))] as const)));
    expect(compileNormalized(journey, await registryOf(id), (c) => children[c]).machine.id).toBe(id);
  });
});
