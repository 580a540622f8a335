/**
 * Writes engine/behaviours/actor-names.ts: the names of the actors each module of src/features/actors.ts gives,
 * read from the modules' implementation maps (the one place a name is written besides the journeys' JSON).
 * journeys:check reads the names from that file, and a page loads an area by them. `npm run gen` runs this; a
 * test holds the file to the modules (tests/src/features/journey-actors.test.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { closeAppModules, loadAppModule } from './support/app-modules';
import type { ApiClient } from '../src/api/api-client';
import { actorInputMappers } from '../engine';
import { DEFAULT_MACHINE_INPUT } from '../engine/behaviours/inputs';
import { normalizeJourney } from '../engine/normalize';
import { readJourneys } from './journey-routes';

export const ACTOR_NAMES_FILE = join(import.meta.dirname, '..', 'engine', 'behaviours', 'actor-names.ts');

type Manifest = { areas: Record<string, string[]>; payment: string[]; page: string[] };

/** Each invoked actor's input mappers, read from the journeys' JSON (engine actorInputMappers). */
export function journeysActorInputs(dir = join(import.meta.dirname, '..', 'journeys')): Record<string, string[]> {
  return actorInputMappers(readJourneys(dir).map(({ definition }) => normalizeJourney({ definition })));
}

/**
 * The machine journeys that invoke each actor with their whole context (the contextAndEvent mapper): its input's
 * `context` is theirs (JourneyContexts, schemas/journey-context), read from the journeys' JSON.
 */
export function journeysContextActors(dir = join(import.meta.dirname, '..', 'journeys')): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const { definition } of readJourneys(dir)) {
    const journey = normalizeJourney({ definition });
    if (journey.kind !== 'machine') continue;
    for (const state of Object.values(journey.states)) {
      if (state.invoke?.input === DEFAULT_MACHINE_INPUT) (out[state.invoke.src] ??= new Set()).add(journey.id);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([name, ids]) => [name, [...ids].sort()]));
}

/** The file's text for a manifest (one name per line, so a diff shows the name added or removed). */
export function renderActorNames(manifest: Manifest, inputs: Record<string, string[]>, contexts: Record<string, string[]> = {}): string {
  const list = (names: readonly string[], indent: string) => `[${names.map((n) => `\n${indent}  ${JSON.stringify(n)},`).join('')}\n${indent}]`;
  const areas = Object.entries(manifest.areas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, names]) => `    ${JSON.stringify(area)}: ${list(names, '    ')},`)
    .join('\n');
  return [
    '/**',
    ' * GENERATED FILE, DO NOT EDIT. Regenerate with `npm run gen` (scripts/gen-actor-names.ts).',
    ' * The actors each module of src/features/actors.ts gives, by the names journeys invoke: `areas` by screen area,',
    " * `payment` what a paying wizard gives journeys/payment.json, `page` what a page makes for itself.",
    ' */',
    'export const ACTOR_NAMES = {',
    '  areas: {',
    areas,
    '  },',
    `  payment: ${list(manifest.payment, '  ')},`,
    `  page: ${list(manifest.page, '  ')},`,
    '} as const;',
    '',
    '/** The input mappers each actor is invoked with in journeys/*.json: its input is what they give (actor-input.ts). */',
    'export const ACTOR_INPUTS = {',
    ...Object.entries(inputs).map(([name, mappers]) => `  ${JSON.stringify(name)}: [${mappers.map((m) => JSON.stringify(m)).join(', ')}],`),
    '} as const;',
    '',
    '/** The machine journeys that invoke each actor with their whole context (contextAndEvent): its input\'s context type. */',
    'export const ACTOR_CONTEXTS = {',
    ...Object.entries(contexts).map(([name, ids]) => `  ${JSON.stringify(name)}: [${ids.map((m) => JSON.stringify(m)).join(', ')}],`),
    '} as const;',
    '',
  ].join('\n');
}

// The modules only make their actors: no call reaches this client.
const noCalls = { call: () => Promise.reject(new Error('gen-actor-names makes no calls')) } as unknown as ApiClient;

if (import.meta.url === `file://${process.argv[1]}`) {
  // The journeys' gate checks invoked names against the file this writes: it waits until the names are known.
  process.env.JOURNEYS_GATE = 'off';
  const { actorManifest } = await loadAppModule<typeof import('../src/features/actor-manifest')>('/src/features/actor-manifest.ts');
  await writeFile(ACTOR_NAMES_FILE, renderActorNames(await actorManifest(noCalls), journeysActorInputs(), journeysContextActors()));
  await closeAppModules();
  console.log(`wrote ${ACTOR_NAMES_FILE}`);
}
