/** Test harness: a gateway on 127.0.0.1:0 with its own temp data folder (or PostgreSQL schema). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startGateway, type GatewayOptions } from '../../gateway/server';
import { endpoints, errorEnvelope, type EndpointName, type JsonSchema } from '../../schemas/endpoints';

/** DATABASE_URL narrowed to a fresh schema, so parallel test files never share rows. */
export function isolatedDatabaseUrl(schema = `gw_${randomBytes(6).toString('hex')}`): string | undefined {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Parsed response JSON: its shape is asserted against the registry schemas at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = any;

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  params?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls to a running gateway by registry name: what tests and fixtures need, whoever started it. */
export interface GatewayClient {
  url: string;
  /** Calls a registry endpoint by name; returns status and parsed JSON. */
  call(name: EndpointName, opts?: CallOptions): Promise<{ status: number; body: Json; headers: Headers }>;
  /** Raw fetch against the gateway. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export interface TestGateway extends GatewayClient {
  dataDir: string;
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A registry client for the gateway at `url` (a test gateway, or the one a browser suite's stack started). */
export function gatewayClient(url: string): GatewayClient {
  const doFetch = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    url,
    fetch: doFetch,
    async call(name, o = {}) {
      const def = endpoints[name];
      let path: string = def.path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(o.params?.[p] ?? `missing-${p}`));
      if (o.query) path += `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}`;
      const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.body !== undefined) headers['content-type'] = 'application/json';
      const res = await doFetch(path, { method: def.method, headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    },
  };
}

export async function startTestGateway(opts: GatewayOptions = {}): Promise<TestGateway> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'gw-test-')));
  const databaseUrl = opts.databaseUrl ?? isolatedDatabaseUrl();
  // A gateway of its own folder (no dataDir given) is thrown away at its close: its PGlite is held in memory.
  const gw = await startGateway({ port: 0, ...opts, dataDir, ...(databaseUrl ? { databaseUrl } : opts.dataDir ? {} : { memory: true }) });
  return {
    ...gatewayClient(gw.url),
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    async close() {
      await gw.close();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const ajv = addFormats.default(new Ajv2020({ strict: false, allErrors: true }));

/** Validation errors of `data` against `schema` as readable strings ([] when it matches). */
export function schemaErrors(schema: JsonSchema, data: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(data) ? [] : (validate.errors ?? []).map((e: { instancePath: string; message?: string; params: unknown }) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Errors of a response body against the endpoint's success or the error envelope. */
export function responseErrors(name: EndpointName, status: number, body: unknown): string[] {
  return schemaErrors(status < 400 ? endpoints[name].response : errorEnvelope, body);
}

/** The dev outbox's latest code sent to `recipient`. */
export async function latestCode(gw: GatewayClient, recipient: string): Promise<string> {
  const res = await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const body = (await res.json()) as { result: Array<{ code: string | null }> };
  const code = body.result.find((m) => m.code)?.code;
  if (!code) throw new Error(`No code in the outbox for ${recipient}`);
  return code;
}

/** `n` calls of `f` at once (parallel requests). */
export const times = <T>(n: number, f: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/** POSTs JSON to a dev control. */
export async function dev(gw: GatewayClient, path: string, body: unknown): Promise<Json> {
  const res = await gw.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}
