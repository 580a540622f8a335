import type { PrecompiledValidator, ValidationError } from './precompiled-validator';

/**
 * Checks data against a JSON Schema of the subset schemas/ writes, as ajv's compiled code did (issue 47): the generated
 * validator modules (scripts/gen-validators.ts) carry the schema itself, compacted, not ajv's code for it, which was
 * about five times its bytes on the wire (GET_LINES 2.9 KiB brotli against 0.5). Nothing is evaluated: no `eval`, no
 * `Function` (the CSP has no unsafe-eval).
 *
 * Same answers as ajv (draft 2020-12, `allErrors: false`, no coercion, no defaults): the same verdict and the same first
 * error, keyword by keyword in ajv's order (its type check, then `const`, `enum`, `anyOf`, `oneOf`, then the data's
 * type's own keywords); tests/src/api/schema-validator.test.ts compares the two on every schema of the registry.
 */

/** A schema: `true` or `false`, or an object of the keywords below. */
export type Schema = boolean | { readonly [keyword: string]: unknown };

/** The keywords a generated schema keeps; the generator refuses any other that is not an annotation. */
export const KEYWORDS = ['type', 'const', 'enum', 'anyOf', 'oneOf', 'maximum', 'minimum', 'maxLength', 'minLength', 'pattern', 'format', 'items', 'required', 'additionalProperties', 'properties'] as const;

/** The formats, as regular expressions (ajv-formats' "fast" forms). */
export const FORMATS: Readonly<Record<string, RegExp>> = {
  email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
  uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
  date: /^\d\d\d\d-[0-1]\d-[0-3]\d$/,
  'date-time': /^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i,
};

/** A schema object's keywords, as the generator keeps them. */
interface Keywords {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly maximum?: number;
  readonly minimum?: number;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly items?: Schema;
  readonly required?: readonly string[];
  readonly additionalProperties?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
}
type JsonObject = Readonly<Record<string, unknown>>;

/** The keywords of each type's group, in the order ajv checks the groups. */
const GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ['number', ['maximum', 'minimum']],
  ['string', ['maxLength', 'minLength', 'pattern', 'format']],
  ['array', ['items']],
  ['object', ['required', 'additionalProperties', 'properties']],
];

const isType = (type: string, data: unknown): boolean =>
  type === 'integer'
    ? Number.isInteger(data)
    : type === 'number'
      ? typeof data === 'number' && Number.isFinite(data)
      : type === 'null'
        ? data === null
        : type === 'array'
          ? Array.isArray(data)
          : type === 'object'
            ? !!data && typeof data === 'object' && !Array.isArray(data)
            : typeof data === type;

/** Deep equality of JSON values (ajv's `const` and `enum`). */
const equal = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equal((a as JsonObject)[k], (b as JsonObject)[k]));
};

const patterns = new Map<string, RegExp>();
const pattern = (source: string): RegExp => {
  let re = patterns.get(source);
  if (!re) patterns.set(source, (re = new RegExp(source, 'u')));
  return re;
};

/** A JSON pointer's next step. */
const at = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
const fail = (instancePath: string, keyword: string, params: Record<string, unknown> = {}): ValidationError => ({ instancePath, keyword, params });

/** The first error of `data` at `path` against `schema`, or undefined when it holds. */
function check(schema: Schema, data: unknown, path: string): ValidationError | undefined {
  if (schema === true) return undefined;
  if (schema === false) return fail(path, 'false schema');
  const s = schema as Keywords;
  const types: readonly string[] = s.type === undefined ? [] : typeof s.type === 'string' ? [s.type] : s.type;
  // One type with keywords of its own group: ajv says "type" where that group would run, after the others.
  const late = types.length === 1 && GROUPS.some(([type, keys]) => type === types[0] && keys.some((k) => (s as JsonObject)[k] !== undefined));
  if (types.length && !late && !types.some((t) => isType(t, data))) return fail(path, 'type');
  if (s.const !== undefined && !equal(data, s.const)) return fail(path, 'const');
  if (s.enum && !s.enum.some((v) => equal(data, v))) return fail(path, 'enum');
  if (s.anyOf) {
    const errors = s.anyOf.map((b) => check(b, data, path));
    if (errors.every(Boolean)) return errors[0];
  }
  if (s.oneOf) {
    const errors = s.oneOf.map((b) => check(b, data, path));
    if (errors.filter((e) => !e).length !== 1) return errors.find(Boolean) ?? fail(path, 'oneOf');
  }
  let error: ValidationError | undefined;
  if (typeof data === 'number') {
    if (s.maximum !== undefined && data > s.maximum) return fail(path, 'maximum');
    if (s.minimum !== undefined && data < s.minimum) return fail(path, 'minimum');
  } else if (typeof data === 'string') {
    // A length in code points, as JSON Schema counts it (a lone surrogate is one).
    const length = s.maxLength === undefined && s.minLength === undefined ? 0 : [...data].length;
    if (s.maxLength !== undefined && length > s.maxLength) return fail(path, 'maxLength');
    if (s.minLength !== undefined && length < s.minLength) return fail(path, 'minLength');
    if (s.pattern !== undefined && !pattern(s.pattern).test(data)) return fail(path, 'pattern');
    if (s.format !== undefined && !FORMATS[s.format]?.test(data)) return fail(path, 'format');
  } else if (Array.isArray(data)) {
    if (s.items !== undefined) for (let i = 0; i < data.length && !error; i++) error = check(s.items, data[i], at(path, i));
  } else if (data && typeof data === 'object') {
    const object = data as JsonObject;
    for (const key of s.required ?? []) if (object[key] === undefined) return fail(path, 'required', { missingProperty: key });
    const props = s.properties ?? {};
    if (s.additionalProperties !== undefined) {
      for (const key in data) {
        if (Object.hasOwn(props, key)) continue;
        if (s.additionalProperties === false) return fail(path, 'additionalProperties');
        if ((error = check(s.additionalProperties, object[key], at(path, key)))) return error;
      }
    }
    for (const key in props) if (object[key] !== undefined && (error = check(props[key]!, object[key], at(path, key)))) return error;
  }
  if (error) return error;
  if (late && !isType(types[0]!, data)) return fail(path, 'type');
  return undefined;
}

/** A validator of the schema: a predicate that leaves its first error on `.errors`, as ajv's did. */
export function schemaValidator(schema: Schema): PrecompiledValidator {
  const validate: PrecompiledValidator = (data: unknown) => {
    const error = check(schema, data, '');
    validate.errors = error ? [error] : null;
    return !error;
  };
  return validate;
}
