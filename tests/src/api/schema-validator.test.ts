import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { endpoints, errorEnvelope } from '../../../schemas/endpoints';
import { withEndpointFields } from '../../../scripts/endpoint-fields';
import { compactSchema } from '../../../scripts/gen-validators';
import { FORMATS, schemaValidator, type Schema } from '../../../src/api/schema-validator';
import type { ValidationError } from '../../../src/api/precompiled-validator';

/**
 * The browser's schema check (src/api/schema-validator.ts) against ajv, which the app ran before (compiled with the
 * options scripts/gen-validators.ts gave it): on every schema of the registry and of the wizards' data, the same
 * verdict and the same first error, over values made from each schema (mostly valid) and each of them broken one way.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema read freely to make values of it
type Keywords = Record<string, any>;

/** A seeded generator (mulberry32): the same values every run, so a failure can be read again. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}
type Random = ReturnType<typeof random>;

const SAMPLES: Record<string, string[]> = {
  email: ['a@b.pk', 'not an email'],
  uri: ['https://example.pk/x', 'no scheme'],
  date: ['2026-12-01', '01/12/2026'],
  'date-time': ['2026-12-01T08:00:00Z', '2026-12-01'],
};
const CHARS = ['a', 'Z', '7', ' ', '-', '😀', 'ی', '/', '~', '\ud800'];

/** A value the schema mostly accepts. */
function sample(schema: Schema, r: Random, depth = 0): Json {
  if (typeof schema === 'boolean') return r.pick(['x', 1, null]);
  const s = schema as Keywords;
  if (s.const !== undefined) return s.const;
  if (s.enum) return r.pick(s.enum);
  if (s.anyOf || s.oneOf) return sample(r.pick(s.anyOf ?? s.oneOf), r, depth);
  // One of the schema's types; with none, an object where it has properties, else any kind.
  const types: string[] = s.type === undefined ? (s.properties || s.required ? ['object'] : ['string', 'number', 'object']) : [].concat(s.type);
  const type = r.pick(types);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return r.next() < 0.5;
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -5;
      const max = s.maximum ?? min + 100;
      const n = min + r.next() * (max - min);
      return type === 'integer' ? Math.ceil(n) : n;
    }
    case 'string': {
      if (s.format) return r.pick(SAMPLES[s.format]!);
      if (s.pattern) {
        const digits = /\\d\{(\d+)(?:,(\d+))?\}/.exec(s.pattern);
        if (digits) return '9'.repeat(Number(digits[1]));
      }
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? min + 6;
      const length = min + r.int(Math.min(max, min + 6) - min + 1);
      return Array.from({ length }, () => r.pick(CHARS)).join('');
    }
    case 'array':
      return depth > 6 ? [] : Array.from({ length: r.int(4) }, () => sample(s.items ?? true, r, depth + 1));
    default: {
      const out: Record<string, Json> = {};
      for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if ((s.required ?? []).includes(name) || (depth < 6 && r.next() < 0.6)) out[name] = sample(sub, r, depth + 1);
      }
      for (const name of s.required ?? []) if (!(name in out)) out[name] = 'x';
      return out;
    }
  }
}

const OTHERS: Json[] = [null, true, 0, -1, 1.5, '', 'x', [], {}, [1], { a: 1 }];

/** Every place in a value, as a path of keys. */
function places(value: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => places(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) places(v, [...path, k], out);
  return out;
}

/** The value broken one way at one place: a property taken out, a value of another kind, a property added. */
function broken(value: Json, r: Random): Json {
  const copy = structuredClone(value);
  const path = r.pick(places(copy));
  if (!path.length) return r.pick(OTHERS);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a place in a value of any shape
  const parent = path.slice(0, -1).reduce<any>((v, k) => v[k], copy);
  const key = path[path.length - 1]!;
  const how = r.int(3);
  if (how === 0 && !Array.isArray(parent)) delete parent[key];
  else if (how === 1 && parent && typeof parent === 'object' && !Array.isArray(parent)) parent[`extra${r.int(3)}`] = r.pick(OTHERS);
  else parent[key] = r.pick(OTHERS);
  return copy;
}

/** ajv as scripts/gen-validators.ts compiled the schemas before, with the same formats. */
function ajv() {
  const compiler = new Ajv2020({ strict: false, allErrors: false, messages: false });
  for (const [name, pattern] of Object.entries(FORMATS)) compiler.addFormat(name, pattern);
  return compiler;
}

/** An error as the app reads it: where, which keyword, and a missing property's name. */
const read = (e: ValidationError | undefined) => e && { instancePath: e.instancePath, keyword: e.keyword, missingProperty: e.params.missingProperty };

function schemasOfTheRegistry(): [string, object][] {
  const dir = join(__dirname, '..', '..', '..', 'schemas', 'journey-data');
  const data = readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f): [string, object] => [f, withEndpointFields(JSON.parse(readFileSync(join(dir, f), 'utf8')) as object, `schemas/journey-data/${f}`)]);
  return [['ERROR_ENVELOPE', errorEnvelope as object], ...Object.entries(endpoints).map(([name, def]): [string, object] => [name, def.response as object]), ...data];
}

describe('the browser schema check (src/api/schema-validator.ts)', () => {
  it('gives the verdict and the first error ajv gives, on every schema of the registry and the wizards\' data', () => {
    const compiler = ajv();
    const r = random(47);
    let compared = 0;
    let refused = 0;
    for (const [name, schema] of schemasOfTheRegistry()) {
      const reference = compiler.compile(structuredClone(schema));
      const mine = schemaValidator(compactSchema(schema));
      for (let i = 0; i < 60; i++) {
        const good = sample(compactSchema(schema), r);
        for (const value of [good, broken(good, r), broken(broken(good, r), r)]) {
          const expected = reference(value);
          const got = mine(value);
          expect({ name, value, verdict: got, error: got ? undefined : read(mine.errors?.[0]) }).toEqual({ name, value, verdict: expected, error: expected ? undefined : read(reference.errors?.[0] as ValidationError) });
          compared++;
          if (!expected) refused++;
        }
      }
    }
    // Both kinds of value were tried, in numbers.
    expect(compared).toBeGreaterThan(20_000);
    expect(refused).toBeGreaterThan(compared / 4);
    expect(compared - refused).toBeGreaterThan(compared / 10);
  });

  it('follows ajv on each keyword and on the order ajv checks them in', () => {
    const compiler = ajv();
    const cases: [Schema, Json[]][] = [
      [{ type: 'string', enum: ['a', 'b'] }, ['a', 'c', 5, null]],
      // One type with keywords of its own: ajv checks enum and const before it says "type".
      [{ type: 'string', minLength: 1, enum: ['a'] }, [5, 'b', 'a']],
      [{ type: 'object', required: ['a'], const: { a: 1 } }, [5, { a: 2 }, { a: 1 }]],
      [{ type: ['string', 'null'], enum: ['a', null] }, ['a', null, 'c', 5]],
      [{ type: 'integer', minimum: 1, maximum: 3 }, [1, 3, 0, 4, 1.5, '2']],
      [{ type: 'number', minimum: 0 }, [0, -0.5, 'x']],
      [{ type: 'string', minLength: 2, maxLength: 3, pattern: '^[a-z😀]+$' }, ['ab', '😀😀😀', '😀😀😀😀', 'a', 'AB', 7]],
      [{ type: 'string', format: 'date' }, ['2026-12-01', '2026-12-1', 3]],
      [{ const: { a: [1, 2] } }, [{ a: [1, 2] }, { a: [2, 1] }, { a: [1, 2], b: 1 }, null]],
      [{ anyOf: [{ type: 'string' }, { type: 'object', required: ['x'] }] }, ['s', { x: 1 }, {}, 1]],
      [{ oneOf: [{ type: 'integer' }, { type: 'number', minimum: 2 }] }, [1, 3, 2.5, 'x']],
      [{ type: 'array', items: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string' } } } }, [[], [{ id: 'a' }], [{ id: 'a' }, {}], [{ id: 'a', b: 1 }], [{ id: 1 }], {}]],
      [{ type: 'object', required: ['a', 'b'], additionalProperties: { type: 'number' }, properties: { a: { type: 'string' }, 'x/y~z': { type: 'string' } } }, [{ a: 's', b: 1 }, { a: 's' }, { b: 1 }, { a: 's', b: 'n' }, { a: 's', b: 1, 'x/y~z': 2 }, { a: 1, b: 'n' }]],
      [false, [1, null]],
      [true, [1, null]],
    ];
    for (const [schema, values] of cases) {
      const reference = compiler.compile(structuredClone(schema) as object);
      const mine = schemaValidator(schema);
      for (const value of values) {
        const expected = reference(value);
        const got = mine(value);
        expect({ schema, value, verdict: got, error: got ? undefined : read(mine.errors?.[0]) }).toEqual({ schema, value, verdict: expected, error: expected ? undefined : read(reference.errors?.[0] as ValidationError) });
      }
    }
  });

  it('refuses at generation a keyword or a format it does not check, and drops annotations', () => {
    expect(() => compactSchema({ type: 'object', properties: { a: { type: 'array', uniqueItems: true } } })).toThrow('#/properties/a: the keyword "uniqueItems" is not one src/api/schema-validator.ts checks');
    expect(() => compactSchema({ type: 'string', format: 'ipv4' })).toThrow('the format "ipv4"');
    expect(compactSchema({ $schema: 'x', title: 't', description: 'd', type: 'string', default: 'a' })).toEqual({ type: 'string' });
  });
});
