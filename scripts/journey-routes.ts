import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { stepRouteFacts } from '../engine/step-route.ts';
import { normalizeJourney, type NormalizedJourney } from '../engine/normalize.ts';
import { JOURNEY_BEHAVIOUR_GROUPS } from '../engine/behaviours/index.ts';
import type { JourneyDefinition } from '../schemas/generated/journey';

/** One route of a wizard step, as the route table takes it (src/routes/route-table.ts). */
export interface JourneyRoute {
  path: string;
  layout: string;
  auth: boolean;
  modules: string[];
}

/** The routes of every wizard's steps: path, layout, sign-in and locale modules from the JSON (engine/step-route.ts). */
export function journeyRoutesOf(definitions: readonly JourneyDefinition[]): JourneyRoute[] {
  return definitions.flatMap((d) =>
    d.kind !== 'wizard' || !Array.isArray(d.steps)
      ? []
      : [...d.steps, ...formerPathsOf(d).map((path) => ({ path, localeModules: [] }))].map((s) => {
          // A removed step's former path is the journey's route, in the journey's frame: it leads to the nearest step.
          const facts = stepRouteFacts(d, s);
          return { path: s.path, layout: facts.layout, auth: facts.auth, modules: facts.localeModules.filter((m) => m !== 'common') };
        }),
  );
}

/** The paths of steps removed from a wizard (`formerPaths`), still its routes; none when the JSON has none. */
export function formerPathsOf(d: JourneyDefinition): string[] {
  return d.kind === 'wizard' && Array.isArray(d.formerPaths) ? d.formerPaths.filter((p) => typeof p === 'string') : [];
}

/** Every journey JSON of a folder, parsed (files that do not parse are left to journeys:check). */
export function readJourneys(dir: string): Array<{ file: string; definition: JourneyDefinition }> {
  const out: Array<{ file: string; definition: JourneyDefinition }> = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    try {
      out.push({ file: `journeys/${f}`, definition: JSON.parse(readFileSync(join(dir, f), 'utf8')) as JourneyDefinition });
    } catch {
      // journeys:check (and the build's journeys gate) reports it with its file and position.
    }
  }
  return out;
}

/** Each wizard step's path (and each former path) and the id of its wizard (the app loads that journey alone: src/journey/journey-catalog.ts). */
export function journeyOwnersOf(definitions: readonly JourneyDefinition[]): Record<string, string> {
  return Object.fromEntries(
    definitions.flatMap((d) => (d.kind !== 'wizard' || !Array.isArray(d.steps) ? [] : [...d.steps.map((s) => s.path), ...formerPathsOf(d)].map((path) => [path, d.id]))),
  );
}

export const JOURNEY_ROUTES_MODULE = 'virtual:journey-routes';
const RESOLVED = `\0${JOURNEY_ROUTES_MODULE}`;
/** `virtual:journey-owners`: step path → wizard id, for the journey pages' chunk (not the entry's route table). */
export const JOURNEY_OWNERS_MODULE = 'virtual:journey-owners';
const OWNERS_RESOLVED = `\0${JOURNEY_OWNERS_MODULE}`;
/**
 * `virtual:normalized-journey/<id>`: journeys/<id>.json normalized at build time (engine/normalize.ts), so the browser
 * compiles it without shipping the normalizer; `virtual:normalized-journeys`: id → a loader of it, one chunk each
 * (src/journey/journey-catalog.ts). journeys:check has checked them before the build.
 */
export const NORMALIZED_JOURNEY = 'virtual:normalized-journey/';
export const NORMALIZED_JOURNEYS = 'virtual:normalized-journeys';

/**
 * `import journeyRoutes from 'virtual:journey-routes'`: the wizard steps' routes of the journeys folder the app is
 * built from (JOURNEYS_DIR or journeys/), so a step added in JSON has its route without a line of code. Only the
 * route facts ship (a few hundred bytes), not the journeys. Collisions with other routes are journeys:check's
 * (scripts/journey-route-check.ts).
 */
/**
 * The engine's journey-only behaviour groups (engine/behaviours/index.ts, JOURNEY_BEHAVIOUR_GROUPS) whose names this
 * journey uses: a name appears in the normalized JSON as a string (a guard, an action, a delay), so a group is given
 * when any of its names does (one more group than needed at worst, never one less). Its module's export is the group.
 */
export function behaviourGroupsOf(journey: NormalizedJourney): Array<{ key: string; name: string }> {
  const strings = new Set<string>();
  JSON.stringify(journey, (_key, value: unknown) => {
    if (typeof value === 'string') strings.add(value);
    return value;
  });
  return Object.entries(JOURNEY_BEHAVIOUR_GROUPS).flatMap(([key, group]) => {
    const names = Object.values(group() as Record<string, Record<string, unknown> | undefined>).flatMap((kind) => Object.keys(kind ?? {}));
    return names.some((n) => strings.has(n)) ? [{ key, name: group.name }] : [];
  });
}

export function journeyRoutesPlugin(dir: string): Plugin {
  return {
    name: 'journey-routes',
    resolveId: (id) =>
      id === JOURNEY_ROUTES_MODULE ? RESOLVED : id === JOURNEY_OWNERS_MODULE ? OWNERS_RESOLVED : id === NORMALIZED_JOURNEYS || id.startsWith(NORMALIZED_JOURNEY) ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${NORMALIZED_JOURNEYS}`) {
        const ids = readdirSync(dir).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length)).sort();
        return `export default {${ids.map((j) => `${JSON.stringify(j)}: () => import(${JSON.stringify(NORMALIZED_JOURNEY + j)})`).join(',')}};`;
      }
      if (id.startsWith(`\0${NORMALIZED_JOURNEY}`)) {
        const file = join(dir, `${id.slice(NORMALIZED_JOURNEY.length + 1)}.json`);
        this.addWatchFile(file);
        const definition = JSON.parse(readFileSync(file, 'utf8')) as JourneyDefinition;
        const journey = normalizeJourney({ definition });
        const groups = behaviourGroupsOf(journey).map(({ key, name }) => ({ name, from: fileURLToPath(new URL(`../engine/behaviours/${key}.ts`, import.meta.url)) }));
        return [
          ...groups.map(({ name, from }) => `import { ${name} } from ${JSON.stringify(from)};`),
          `export const behaviours = [${groups.map((g) => g.name).join(', ')}];`,
          `export default ${JSON.stringify(journey)};`,
        ].join('\n');
      }
      if (id !== RESOLVED && id !== OWNERS_RESOLVED) return undefined;
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) this.addWatchFile(join(dir, f));
      const definitions = readJourneys(dir).map((j) => j.definition);
      return `export default ${JSON.stringify(id === RESOLVED ? journeyRoutesOf(definitions) : journeyOwnersOf(definitions))};`;
    },
  };
}
