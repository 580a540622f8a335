import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { badRequest } from './gateway-error';
import { CALENDAR_MONTH_PATTERN } from '../../schemas/api/common';

/**
 * Request validators for Fastify from the registry's 2020-12 schemas. Bodies are validated as
 * sent (no coercion, unknown fields refused by the schemas); query strings and path parameters
 * arrive as text, so their numbers and booleans are coerced.
 */
let compilers: { strictAjv: Ajv2020; coercingAjv: Ajv2020 } | undefined;

export function createValidatorCompiler() {
  // Ajv caches compiled validators by schema object, so shared schemas compile once: once per process, not once per
  // gateway started in it (a test worker starts one per file; compiling every route's schemas was most of a start).
  const { strictAjv, coercingAjv } = (compilers ??= {
    strictAjv: addFormats.default(new Ajv2020({ allErrors: false, coerceTypes: false, strict: false })),
    coercingAjv: addFormats.default(new Ajv2020({ allErrors: false, coerceTypes: true, strict: false })),
  });
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
  const params = err.params as { missingProperty?: string; additionalProperty?: string; format?: string };
  if (err.keyword === 'format' && params.format === 'date') return `${[part, path].filter(Boolean).join('.')}: must be a real calendar date (YYYY-MM-DD)`;
  if (err.keyword === 'pattern' && (err.params as { pattern?: string }).pattern === CALENDAR_MONTH_PATTERN) return `${[part, path].filter(Boolean).join('.')}: must be a calendar month (YYYY-MM)`;
  if (params.missingProperty) return `${[part, path, params.missingProperty].filter(Boolean).join('.')}: is required`;
  if (params.additionalProperty) return `${[part, path, params.additionalProperty].filter(Boolean).join('.')}: is not an allowed field`;
  return `${[part, path].filter(Boolean).join('.')}: ${err.message ?? 'is invalid'}`;
}

/** A lone UTF-16 surrogate: no character at all, and PostgreSQL refuses it in text and jsonb alike. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string the gateway was sent, if anything. */
function unsafeString(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone UTF-16 surrogate';
  return undefined;
}

/**
 * The gateway's one rule for every string it accepts (bodies, query strings, path parameters, the eKYC kycData
 * part; keys as well as values): a NUL character or a lone surrogate is a 400 naming the field, e.g.
 * "body.holders.0.name: must not contain a NUL character". Walks iteratively, so no nesting depth can overflow
 * the stack.
 */
export function refuseUnsafeStrings(parts: Record<string, unknown>): void {
  const stack: Array<[string, unknown]> = Object.entries(parts);
  while (stack.length) {
    const [path, value] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unsafeString(value);
      if (problem) throw badRequest(`${path}: ${problem}`);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const problem = unsafeString(key);
        if (problem) throw badRequest(`${path}: a field name ${problem}`);
        stack.push([`${path}.${key}`, child]);
      }
    }
  }
}
