import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Request validators for Fastify from the registry's 2020-12 schemas. Bodies are validated as
 * sent (no coercion, unknown fields refused by the schemas); query strings and path parameters
 * arrive as text, so their numbers and booleans are coerced.
 */
export function createValidatorCompiler() {
  const strictAjv = addFormats.default(new Ajv2020({ allErrors: false, coerceTypes: false, strict: false }));
  const coercingAjv = addFormats.default(new Ajv2020({ allErrors: false, coerceTypes: true, strict: false }));
  // Ajv caches compiled validators by schema object, so shared schemas compile once.
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    const validate: ValidateFunction = (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema);
    // Returning the raw error list lets Fastify attach it as `error.validation`.
    return (data: unknown) => (validate(data) ? { value: data } : { error: (validate.errors ?? []) as unknown as Error });
  };
}

/** "body.email: must match format "email"" — names the field that is wrong. */
export function describeValidationError(part: string, err: ErrorObject | undefined): string {
  if (!err) return `${part}: invalid`;
  const path = err.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = err.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) return `${[part, path, params.missingProperty].filter(Boolean).join('.')}: is required`;
  if (params.additionalProperty) return `${[part, path, params.additionalProperty].filter(Boolean).join('.')}: is not an allowed field`;
  return `${[part, path].filter(Boolean).join('.')}: ${err.message ?? 'is invalid'}`;
}
