import fc from 'fast-check';
import type { EndpointDef, JsonSchema } from '../../schemas/endpoints';

/**
 * The request fuzzer's generators and property (tests/gateway/request-fuzzer.test.ts runs it over the whole
 * registry; request-fuzzer-sensitivity.test.ts proves it catches a 5xx, a hang and a dropped connection):
 * generated bodies shaped by each entry's schema with values of the wrong type, huge, unicode edge cases, NUL,
 * lone surrogates, traversal and SQL quotes mixed in; query strings, path parameters and headers; no token, a
 * valid one and a garbage one.
 */
const NASTY = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '\uDC00\uD800', '😀', '👩‍👩‍👧', 'اردو', '\u202Eevil', '\uFEFF', '\u00A0', '\r\n', '\t',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%2e%2e%2f', '%E0%A4%A', '%00', "' OR '1'='1", "'; DROP TABLE orders; --", '"', '\\', "O'Brien",
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', 'null', 'undefined', 'true', '-1', '0', '1e309', 'NaN', '__proto__', 'constructor', 'x'.repeat(5000),
  'é'.repeat(3000), '\uD83D'.repeat(100),
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const hugeNumber = fc.constantFrom(2 ** 31, 2 ** 53 - 1, 2 ** 63, 1e20, -1e20, 1e308, -0, 0.1, -1, Number.MAX_SAFE_INTEGER + 2);
/** A value of any type at all: what a schema-unaware caller sends. */
const wrongValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    hugeNumber,
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value shaped by `schema` (so it gets past validation into the handler) that now and then is something else. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return wrongValue;
  return fc.oneof({ weight: 5, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: wrongValue });
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const s = schema as {
    const?: unknown; enum?: unknown[]; type?: string | string[]; pattern?: string; format?: string; minLength?: number; maxLength?: number;
    minimum?: number; maximum?: number; items?: JsonSchema; properties?: Record<string, JsonSchema>; required?: string[];
    oneOf?: JsonSchema[]; anyOf?: JsonSchema[];
  };
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.oneOf ?? s.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => shaped(b, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.pattern) return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), nastyString);
      if (s.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom("o'brien@example.pk", 'a@b.c', `${'x'.repeat(60)}@example.pk`), nastyString);
      if (s.format === 'date') return fc.oneof(fc.constantFrom('2024-02-29', '1900-01-01', '9999-12-31', '0000-00-00'), nastyString);
      return fc.oneof(nastyString, fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 300, 300) }));
    case 'integer':
      return fc.oneof(fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 }), hugeNumber);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hugeNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(s.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
      const shapedObject = fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
      // Sometimes an unknown or hostile key as well.
      return fc.oneof({ weight: 4, arbitrary: shapedObject }, { weight: 1, arbitrary: fc.tuple(shapedObject, nastyString, wrongValue).map(([o, k, v]) => ({ ...o, [k]: v })) });
    }
    default:
      return wrongValue;
  }
}

/** Percent-encodes any string, a lone surrogate included (as its 3 WTF-8 bytes, which encodeURIComponent refuses). */
const encodeAny = (text: string) =>
  [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

/** A path parameter: usually well-formed, often hostile, sometimes pre-encoded garbage put into the path as is. */
const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_.:@+-]{1,100}$/).map(encodeAny) },
  { weight: 3, arbitrary: nastyString.map(encodeAny) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '..%2f..%2f', '%00', '%ED%A0%80', '..', '.', '%2F', `${'9'.repeat(3000)}`) },
);

const asciiHeader = fc.oneof(fc.constantFrom('', ' ', "'", '" OR 1=1', '../..', 'x'.repeat(3000), '\u00e9\u00ff'), fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((v) => [...v].filter((ch) => ch >= ' ' && ch !== '\x7f').join('').trim()));

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string } | { kind: 'none' };

export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  rawQuery: string;
  body: Body;
  auth: 'none' | 'valid' | 'garbage';
  headers: Record<string, string>;
}

export function requestFor(def: EndpointDef): fc.Arbitrary<FuzzRequest> {
  const names = [...def.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const queryProps = (def.query as { properties?: Record<string, JsonSchema> } | undefined)?.properties ?? {};
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 6, arbitrary: fromSchema(def.request).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        type: fc.constantFrom('application/json', 'application/json; charset=utf-16', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/octet-stream', '*/*', 'garbage'),
        text: fc.oneof(fromSchema(def.request).map((v) => JSON.stringify(v) ?? ''), fc.constantFrom('{', '{"a":', '[', 'null', '"\\ud800"', '{"a":"\\u0000"}', '--x\r\nContent-Disposition: form-data; name="kycData"\r\n\r\n{'), nastyString)
          .chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
      }),
    },
  );
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((n) => [n, pathParam]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.oneof(fromSchema(def.query), fc.dictionary(fc.constantFrom(...Object.keys(queryProps), 'x', '__proto__', 'limit'), wrongValue, { maxKeys: 4 })) as fc.Arbitrary<Record<string, unknown>>,
    rawQuery: fc.constantFrom('', '', '', '&a=%E0%A4%A', '&%=%', '&limit=1&limit=2', '&search[]=x', `&q=${'x'.repeat(4000)}`),
    body,
    auth: fc.constantFrom('none', 'valid', 'garbage'),
    headers: fc.record({ 'device-id': asciiHeader, 'idempotency-key': asciiHeader, 'x-guest-email': asciiHeader, 'request-id': asciiHeader }, { requiredKeys: [] }),
  });
}

/** Where and how fuzz requests are sent. */
export interface FuzzTarget {
  readonly url: string;
  /** A valid bearer token for requests generated with auth 'valid'. */
  readonly token: string;
  /** An answer slower than this is a hang. */
  readonly hangMs: number;
  /** Counts every request sent. */
  sent: number;
}

/** Turns a generated request into a fetch; the answer's status, or 'hang' / 'error: …'. */
export async function send(target: FuzzTarget, def: EndpointDef, r: FuzzRequest): Promise<number | string> {
  const path = def.path.replace(/\{([^}]+)\}/g, (_, n: string) => r.params[n] ?? 'x');
  const query = r.query && typeof r.query === 'object' && !Array.isArray(r.query)
    ? new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString()
    : '';
  const headers: Record<string, string> = { accept: 'application/json', ...r.headers };
  if (r.auth === 'valid') headers.authorization = `Bearer ${target.token}`;
  if (r.auth === 'garbage') headers.authorization = 'Bearer garbage-token';
  let body: string | undefined;
  if (r.body.kind === 'json' && def.method !== 'GET') {
    body = JSON.stringify(r.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (r.body.kind === 'raw' && def.method !== 'GET') {
    body = r.body.text;
    headers['content-type'] = r.body.type;
  }
  target.sent += 1;
  try {
    const res = await fetch(`${target.url}${path}?${query}${r.rawQuery}`, { method: def.method, headers, ...(body !== undefined ? { body } : {}), signal: AbortSignal.timeout(target.hangMs) });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    const e = err as Error;
    return e.name === 'TimeoutError' ? 'hang' : `error: ${e.message} ${String((e as { cause?: unknown }).cause ?? '')}`;
  }
}

/**
 * Runs the property on one registry entry: `runs` batches of `batch` generated requests sent side by side; any
 * 5xx, hang or dropped connection fails it. Returns the failure (with the seed that replays it), or undefined.
 */
export async function fuzzEndpoint(target: FuzzTarget, name: string, def: EndpointDef, opts: { runs: number; batch: number; seed?: number }): Promise<string | undefined> {
  const run = await fc.check(
    fc.asyncProperty(fc.array(requestFor(def), { minLength: opts.batch, maxLength: opts.batch }), async (batch) => {
      const statuses = await Promise.all(batch.map((r) => send(target, def, r)));
      statuses.forEach((status, i) => {
        if (typeof status !== 'number' || status >= 500) throw new Error(`${name} ${def.method} ${def.path}: ${status} for ${JSON.stringify(batch[i]).slice(0, 600)}`);
      });
    }),
    { numRuns: opts.runs, ...(opts.seed !== undefined ? { seed: opts.seed } : {}), endOnFailure: true },
  );
  return run.failed ? `${String((run.errorInstance as Error | undefined)?.message ?? run.errorInstance)} (FUZZ_SEED=${run.seed})` : undefined;
}
