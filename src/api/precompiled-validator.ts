/**
 * One error of an ajv standalone validator, built without message texts, schema paths or parameters but a missing
 * property's name (scripts/gen-validators.ts).
 */
export interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The shape of an ajv standalone validator: a predicate that leaves its first error on `.errors`. */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

/** What is wrong and where, for a log or an error's description: "at /result/0/status fails enum", "at /result misses id". */
export function validationProblem(error: ValidationError): string {
  const missing = error.params.missingProperty;
  return `at ${error.instancePath || '/'} ${missing === undefined ? `fails ${error.keyword}` : `misses ${String(missing)}`}`;
}
