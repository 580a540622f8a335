import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { JourneyDefinition } from '../schemas/generated/journey.ts';
import { pointer, type Problem } from '../engine/problem.ts';
import { didYouMean } from '../engine/did-you-mean.ts';
import { fixedRoutes } from '../src/routes/fixed-routes.ts';
import { formerPathsOf } from './journey-routes.ts';

/**
 * Step paths that collide with another route: a route written in src/routes/fixed-routes.ts, or a step of another
 * wizard (a path is one page). Duplicates inside one wizard are the semantic check's (engine/semantics.ts).
 */
export function routeCollisions(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>): Problem[] {
  const problems: Problem[] = [];
  const fixed = new Map(fixedRoutes.map((r) => [r.path, r.page]));
  const owner = new Map<string, string>();
  for (const { file, definition } of files) {
    if (definition?.kind !== 'wizard' || !Array.isArray(definition.steps)) continue;
    const paths = [
      ...definition.steps.map((step, i) => ({ path: step?.path, at: pointer('steps', i, 'path') })),
      ...formerPathsOf(definition).map((path, i) => ({ path, at: pointer('formerPaths', i) })),
    ];
    const stepPaths = new Set(definition.steps.map((s) => s?.path));
    // A removed step's former path stays the journey's route (formerPaths), so it may collide as a step's path would.
    paths.forEach(({ path, at }, i) => {
      if (typeof path !== 'string') return;
      if (i >= definition.steps.length && stepPaths.has(path)) {
        problems.push({ file, pointer: at, message: `'${path}' is a step's path again: take it out of formerPaths` });
        return;
      }
      const page = fixed.get(path);
      if (page !== undefined) {
        problems.push({ file, pointer: at, message: `step path '${path}' is already the route of page '${page}' (src/routes/fixed-routes.ts)` });
      }
      const first = owner.get(path);
      if (first !== undefined && first !== file) problems.push({ file, pointer: at, message: `step path '${path}' is already a step of ${first}` });
      else owner.set(path, file);
    });
  }
  return problems;
}


/** Where a wizard's data schema lives: schemas/journey-data/<journey id>.schema.json (issue 28: one typed data per journey). */
export const JOURNEY_DATA_DIR = join(import.meta.dirname, '..', 'schemas', 'journey-data');

/** Wizards that declare no data: each needs its JSON Schema, from which `npm run gen` makes its type and its parser. */
export function missingDataSchemas(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>, dir = JOURNEY_DATA_DIR): Problem[] {
  return files
    .filter(({ definition }) => definition?.kind === 'wizard' && typeof definition.id === 'string')
    .filter(({ definition }) => !existsSync(join(dir, `${definition.id}.schema.json`)))
    .map(({ file, definition }) => ({
      file,
      pointer: '/id',
      message: `wizard '${definition.id}' declares no data: add schemas/journey-data/${definition.id}.schema.json (then npm run gen)`,
    }));
}

/** Where a machine journey's context schema lives: schemas/journey-context/<journey id>.schema.json (issue 43). */
export const JOURNEY_CONTEXT_DIR = join(import.meta.dirname, '..', 'schemas', 'journey-context');

/**
 * Each machine journey's `context` against its schema, from which `npm run gen` makes the type pages read it with
 * (JourneyContexts): every key declared there, every key the schema requires given here, every initial value of its
 * type. A key added to the JSON without its type is named, with the file to declare it in.
 */
export function contextSchemaProblems(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>, dir = JOURNEY_CONTEXT_DIR): Problem[] {
  const problems: Problem[] = [];
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const { file, definition } of files) {
    if (definition?.kind !== 'machine' || typeof definition.id !== 'string') continue;
    const id = definition.id;
    const where = `schemas/journey-context/${id}.schema.json`;
    const path = join(dir, `${id}.schema.json`);
    if (!existsSync(path)) {
      problems.push({ file, pointer: '/id', message: `machine '${id}' declares no context types: add ${where} (then npm run gen)` });
      continue;
    }
    const schema = JSON.parse(readFileSync(path, 'utf8')) as { properties?: Record<string, unknown>; required?: string[] };
    const context = (definition.context ?? {}) as Record<string, unknown>;
    const declared = Object.keys(schema.properties ?? {});
    for (const key of Object.keys(context)) {
      if (!declared.includes(key)) {
        problems.push({ file, pointer: pointer('context', key), message: `context key '${key}' of machine '${id}' has no type: declare it in ${where}'s properties (then npm run gen)${didYouMean(key, declared)}` });
      }
    }
    for (const key of schema.required ?? []) {
      if (!(key in context)) problems.push({ file, pointer: '/context', message: `${where} requires '${key}', which machine '${id}' does not start with: give it its initial value here, or take it out of the schema's required` });
    }
    const validate = ajv.compile(schema);
    if (validate(context)) continue;
    for (const error of validate.errors ?? []) {
      const key = error.instancePath.split('/')[1];
      if (!key) continue; // a key undeclared or missing: reported above, by name
      problems.push({ file, pointer: `/context${error.instancePath}`, message: `the initial value of '${key}' in machine '${id}' does not fit its type in ${where}: it ${error.message ?? 'is not valid'}` });
    }
  }
  return problems;
}

/**
 * Child journeys hosted by wizard steps: each must be a machine journey of the folder, and every `endedIn` one of its
 * final states (a misspelt state would leave the step waiting for an ending that never comes).
 */
export function childJourneyProblems(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(files.map(({ definition }) => [definition?.id, definition]));
  for (const { file, definition } of files) {
    if (definition?.kind !== 'wizard' || !Array.isArray(definition.steps)) continue;
    definition.steps.forEach((step, i) => {
      const child = step?.child;
      if (!child || typeof child.journey !== 'string') return;
      const at = pointer('steps', i, 'child', 'journey');
      const target = byId.get(child.journey);
      if (!target) return void problems.push({ file, pointer: at, message: `unknown journey '${child.journey}'${didYouMean(child.journey, [...byId.keys()].filter((k): k is string => typeof k === 'string'))}` });
      if (target.kind !== 'machine') return void problems.push({ file, pointer: at, message: `journey '${child.journey}' is a wizard: a step can host only a machine journey` });
      const finals = new Set(Object.entries(target.states ?? {}).filter(([, s]) => s?.type === 'final').map(([name]) => name));
      (Array.isArray(child.onDone) ? child.onDone : []).forEach((o, j) => {
        if (o && typeof o.endedIn === 'string' && !finals.has(o.endedIn)) {
          problems.push({
            file,
            pointer: pointer('steps', i, 'child', 'onDone', j, 'endedIn'),
            message: `'${o.endedIn}' is not a final state of journey '${child.journey}'${didYouMean(o.endedIn, finals)} (its final states: ${[...finals].join(', ') || 'none'})`,
          });
        }
      });
    });
  }
  return problems;
}

/**
 * The app loads a journey by its id from `journeys/<id>.json` (src/journey/journey-catalog.ts: one chunk per journey),
 * so a journey's file is named after its id.
 */
export function fileNameProblems(files: ReadonlyArray<{ file: string; definition: JourneyDefinition }>): Problem[] {
  return files
    .filter(({ file, definition }) => typeof definition?.id === 'string' && file.split('/').pop() !== `${definition.id}.json`)
    .map(({ file, definition }) => ({ file, pointer: '/id', message: `journey '${definition.id}' must be in journeys/${definition.id}.json (the app loads a journey by its id)` }));
}
