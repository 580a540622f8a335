import type { Schema } from './schema-validator';

/**
 * One error of a response or data check (src/api/schema-validator.ts, which answers as ajv did): where, which keyword,
 * and a missing property's name; no message texts or schema paths.
 */
export interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A validator: a predicate that leaves its first error on `.errors` (the shape of ajv's, which the app ran before). */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

/** What is wrong and where, for a log or an error's description: "at /result/0/status fails enum", "at /result misses id". */
export function validationProblem(error: ValidationError): string {
  const missing = error.params.missingProperty;
  return `at ${error.instancePath || '/'} ${missing === undefined ? `fails ${error.keyword}` : `misses ${String(missing)}`}`;
}

/**
 * A generated schema's validator, once its module is in. The check's code (src/api/schema-validator.ts) comes with
 * start-up's validators (scripts/chunk-groups.ts, SCHEMA_CHECK), which every page loads for its first calls: not in
 * the entry, whose first script it would add to (0.9 KiB), nor in a file of its own.
 */
export function validatorOfSchema(schema: Promise<Schema>): Promise<PrecompiledValidator> {
  return Promise.all([schema, import('./schema-validator')]).then(([s, { schemaValidator }]) => schemaValidator(s));
}
