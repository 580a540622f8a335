/**
 * The whole of `npm run journeys:check` as one function over journey texts, so a test checks the repository's
 * journeys edited in memory exactly as the command checks the files: each file alone (schema and semantics), then
 * what needs the others and the code (routes, data schemas, child journeys, screens, the order of the data, what the
 * journeys the app runs without the engine may use).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkJourneyText } from '../engine/check.ts';
import { customerProblems, type CheckWorld } from '../engine/customer-checks.ts';
import { behaviourDescriptions } from '../engine/behaviours/descriptions.ts';
import { behaviourCatalogue } from '../engine/behaviours/index.ts';
import { loadJourney } from '../engine/load.ts';
import type { Problem } from '../engine/problem.ts';
import type { JourneyDefinition } from '../schemas/generated/journey.ts';
import { journeyViews, stepScreens } from '../src/features/step-screens.ts';
import { fixedRoutes } from '../src/routes/fixed-routes.ts';
import { childJourneyProblems, contextSchemaProblems, fileNameProblems, JOURNEY_DATA_DIR, missingDataSchemas, routeCollisions } from './journey-route-check.ts';
import { contentWordProblems } from './journey-content-check.ts';
import { plainRunnerProblems } from './journey-plain-check.ts';

/** One journey file's text, by the name problems are reported under. */
export interface JourneyText {
  file: string;
  text: string;
}

/** The top-level keys of each wizard's data schema, read from schemas/journey-data/. */
function dataKeysIn(dir: string): (id: string) => ReadonlySet<string> | undefined {
  const keys = new Map<string, Set<string>>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { properties?: Record<string, unknown> };
    keys.set(f.slice(0, -'.schema.json'.length), new Set(Object.keys(schema.properties ?? {})));
  }
  return (id) => keys.get(id);
}

/** A page's name as a journey's `screen` names it: 'verify-otp' -> 'verifyOtp'. */
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What the check knows outside the journeys: the registered screens, the data schemas, the behaviours' declarations. */
export function checkWorld(journeys: ReadonlyMap<string, JourneyDefinition>, dataDir = JOURNEY_DATA_DIR): CheckWorld {
  const { guards, inputs } = behaviourDescriptions;
  const registered = behaviourCatalogue();
  return {
    screens: stepScreens,
    dataKeys: dataKeysIn(dataDir),
    journeys,
    guardReads: (g) => guards[g]?.reads,
    isGuard: (g) => registered.guards.has(g),
    isInput: (i) => registered.inputs.has(i),
    inputGives: (i) => inputs[i]?.gives,
    inputNames: Object.keys(inputs),
    pages: new Set(fixedRoutes.map((r) => camelCase(r.page))),
    views: journeyViews,
  };
}

/**
 * Every problem of the given journeys (the folder's, some perhaps edited), reported for the files in `only` (all when
 * absent). The other journeys are there for what one file needs of them (a child journey, a path taken). `journeysDir`
 * holds their content words, `dataDir` their data schemas (the studio's test fixtures bring their own).
 */
export function checkJourneySet(texts: readonly JourneyText[], only?: ReadonlySet<string>, journeysDir = 'journeys', dataDir = JOURNEY_DATA_DIR): Problem[] {
  // A content step's words (journeys/content/<id>.<language>.json) are reported under their own file as well.
  const wanted = (file: string) => !only || only.has(file) || file.startsWith('journeys/content/');
  const problems: Problem[] = [];
  const all: Array<{ file: string; definition: JourneyDefinition }> = [];
  for (const { file, text } of texts) {
    if (wanted(file)) problems.push(...checkJourneyText(file, text));
    const loaded = loadJourney(file, text);
    if (loaded.ok && loaded.value.json && typeof loaded.value.json === 'object') all.push({ file, definition: loaded.value.json as JourneyDefinition });
  }
  const world = checkWorld(new Map(all.map(({ definition }) => [definition.id, definition])), dataDir);
  const across = [...routeCollisions(all), ...missingDataSchemas(all, dataDir), ...contextSchemaProblems(all), ...childJourneyProblems(all), ...fileNameProblems(all)];
  for (const { file, definition } of all) across.push(...customerProblems(file, definition, world));
  across.push(...contentWordProblems(all, journeysDir));
  across.push(...plainRunnerProblems(all));
  problems.push(...across.filter((p) => wanted(p.file)));
  return problems;
}
