import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileJourney, createBehaviours, type CompiledJourney, type JourneyDefinition } from '../../engine';
import type { BehaviourEnv } from '../../engine/behaviours/types';

export const JOURNEY_DIR = join(import.meta.dirname, '..', '..', 'journeys');

/** Every journey file of the repository, parsed. */
export function journeyFiles(): Array<{ file: string; definition: JourneyDefinition }> {
  return readdirSync(JOURNEY_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, definition: JSON.parse(readFileSync(join(JOURNEY_DIR, f), 'utf8')) as JourneyDefinition }));
}

/** Compiles one repository journey by id, optionally on an injected clock. */
export function compiled(id: string, env?: BehaviourEnv): CompiledJourney {
  const found = journeyFiles().find((j) => j.definition.id === id);
  if (!found) throw new Error(`no journey '${id}'`);
  // The child journeys a wizard's steps host come from the same folder.
  return compileJourney(found.definition, createBehaviours(env), (child) => compiled(child, env));
}
