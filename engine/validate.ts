import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import journeySchema from '../schemas/journey.schema.json' with { type: 'json' };
import type { JourneyDefinition } from '../schemas/generated/journey.ts';
import type { LoadedJourney } from './load.ts';
import type { Problem, StageResult } from './problem.ts';
import { checkSemantics } from './semantics.ts';
import { behaviourCatalogue, type BehaviourCatalogue } from './behaviours/index.ts';

/** Stage 2 output: a journey that matches the schema and passes every semantic check. */
export interface ValidJourney {
  file: string;
  definition: JourneyDefinition;
}

let validators: Record<'wizard' | 'machine', ValidateFunction> | undefined;

function compiled(): Record<'wizard' | 'machine', ValidateFunction> {
  if (!validators) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    ajv.addSchema(journeySchema);
    const id = journeySchema.$id;
    validators = {
      wizard: ajv.getSchema(`${id}#/$defs/wizardJourney`) as ValidateFunction,
      machine: ajv.getSchema(`${id}#/$defs/machineJourney`) as ValidateFunction,
    };
  }
  return validators;
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `unknown property '${String(p.additionalProperty)}'`;
  if (error.keyword === 'required') return `missing required property '${String(p.missingProperty)}'`;
  if (error.keyword === 'const') return `must be ${JSON.stringify(p.allowedValue)}`;
  if (error.keyword === 'propertyNames') return `invalid name '${String(p.propertyName)}'`;
  return error.message ?? error.keyword;
}

function schemaProblems(file: string, errors: ErrorObject[]): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const e of errors) {
    // A failed oneOf reports each branch; the branch errors below it already say what is wrong.
    if (e.keyword === 'oneOf' && errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath))) continue;
    const problem = { file, pointer: e.instancePath, message: describe(e) };
    const key = `${problem.pointer} ${problem.message}`;
    if (!seen.has(key)) out.push(problem);
    seen.add(key);
  }
  return out;
}

/**
 * Semantic checks also run on a journey that failed the schema, so every problem is reported at once.
 * Parts too malformed to reason about are left to the schema errors already reported.
 */
function semanticProblems(file: string, definition: JourneyDefinition, catalogue: BehaviourCatalogue, schemaFailed: boolean): Problem[] {
  try {
    return checkSemantics(file, definition, catalogue, schemaFailed);
  } catch (error) {
    if (!schemaFailed) throw error;
    return [];
  }
}

/** Validates a loaded journey against the schema, then the semantic rules; reports every problem at once. */
export function validateJourney(
  loaded: LoadedJourney,
  catalogue: BehaviourCatalogue = behaviourCatalogue(),
): StageResult<ValidJourney> {
  const { file, json } = loaded;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, problems: [{ file, pointer: '', message: 'a journey must be a JSON object' }] };
  }
  const kind = (json as Record<string, unknown>).kind;
  if (kind !== 'wizard' && kind !== 'machine') {
    return { ok: false, problems: [{ file, pointer: '/kind', message: "must be 'wizard' or 'machine'" }] };
  }
  const validate = compiled()[kind];
  const problems = validate(json) ? [] : schemaProblems(file, validate.errors ?? []);
  const definition = json as JourneyDefinition;
  problems.push(...semanticProblems(file, definition, catalogue, problems.length > 0));
  return problems.length ? { ok: false, problems } : { ok: true, value: { file, definition } };
}
