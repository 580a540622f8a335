/**
 * Issue 27 part 4, "bounded by design": one client floods the third parties the sandbox plays (the monitoring
 * collector, the support widget, the OFREP evaluation and the flag events) with bodies made to cost the most heap
 * per byte (nested empty arrays). Oversize bodies are refused 413, the rest are cut by the per-client rate (429
 * with Retry-After), nothing answers 5xx, the stores stay under their stated bounds, the heap barely grows, and the
 * gateway still answers afterwards, the flooded routes included for another client.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient, type GatewayClient } from './harness';
import { spawnChildGateway, type ChildGateway } from './child-gateway';
import { BODY_LIMITS, DEFAULT_LIMITS, totalStoreBound } from '../../gateway/http/limits';

const KiB = 1024;
const MiB = 1024 * KiB;

/** `[[],[],…]` of about `bytes` characters: about 30 bytes of heap for every 3 of JSON once parsed. */
const emptyArrays = (bytes: number) => `[${new Array(Math.floor(bytes / 3)).fill('[]').join(',')}]`;

const harvest = (bytes: number) => `{"kind":"errors","session":{"id":"flood","startedAt":1,"replay":false},"sentAt":2,"items":[${emptyArrays(bytes)}]}`;
const widgetCalls = (bytes: number) => `{"key":"flood","calls":[{"command":"webWidget:prefill","at":1,"args":${emptyArrays(bytes)}}]}`;
const ofrepContext = (bytes: number) => `{"context":{"targetingKey":"flood","junk":${emptyArrays(bytes)}}}`;
const flagEvents = (eventBytes: number) =>
  JSON.stringify({
    events: Array.from({ length: 100 }, (_, i) => ({ kind: 'evaluation', key: `flag-${i}`, value: true, contextKeys: { targetingKey: 'x'.repeat(Math.min(200, eventBytes)), a: 'y'.repeat(Math.min(200, Math.max(0, eventBytes - 200))), b: 'z'.repeat(Math.min(200, Math.max(0, eventBytes - 400))) } })),
  });

interface Target {
  name: string;
  path: string;
  contentType: string;
  limit: number;
  /** A body just under the route's limit, and one over it. */
  fits: string;
  oversize: string;
  accepted: number;
  /** The stores the flood fills. */
  stores: string[];
}

const targets: Target[] = [
  { name: 'monitoring collector', path: '/integrations/monitoring/harvest', contentType: 'text/plain;charset=UTF-8', limit: BODY_LIMITS.monitoringHarvest, fits: harvest(60 * KiB), oversize: harvest(254 * KiB), accepted: 204, stores: ['monitoringHarvests'] },
  { name: 'support widget', path: '/integrations/support/calls', contentType: 'text/plain', limit: BODY_LIMITS.supportCalls, fits: widgetCalls(30 * KiB), oversize: widgetCalls(60 * KiB), accepted: 204, stores: ['supportCalls'] },
  { name: 'OFREP evaluation', path: '/ofrep/v1/evaluate/flags', contentType: 'application/json', limit: BODY_LIMITS.ofrepEvaluation, fits: ofrepContext(7 * KiB), oversize: ofrepContext(60 * KiB), accepted: 200, stores: ['flagContexts'] },
  { name: 'flag events', path: '/flags/v1/evaluation-events', contentType: 'application/json', limit: BODY_LIMITS.flagEvents, fits: flagEvents(180), oversize: flagEvents(400), accepted: 202, stores: ['flagEvents'] },
];

/** Requests per target past the rate: enough to show the cut. */
const OVER_RATE = 30;

/**
 * The gateway runs in its own process with a small heap, as a cheap server would: without bounds the flood kills it
 * (that is how it failed on main), with them it stays far below. --expose-gc lets GET /dev/memory measure what is live.
 */
const HEAP_CAP_MIB = 192;
let child: ChildGateway;
let gw: GatewayClient;
beforeAll(async () => {
  child = await spawnChildGateway([`--max-old-space-size=${HEAP_CAP_MIB}`, '--expose-gc']);
  gw = gatewayClient(child.url);
}, 90_000);
afterAll(() => child?.close());

interface Answer {
  status: number;
  body: { status?: number; code?: string | number; description?: string };
  retryAfter: string | null;
}

/** One POST; status 0 when the connection failed (the gateway died or dropped it). */
async function send(path: string, contentType: string, body: string): Promise<Answer> {
  try {
    const res = await gw.fetch(path, { method: 'POST', headers: { 'content-type': contentType }, body });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {}, retryAfter: res.headers.get('retry-after') };
  } catch (err) {
    return { status: 0, body: { description: String(err) }, retryAfter: null };
  }
}

/** Sends `count` copies of `body`, `parallel` at a time. */
async function flood(target: Target, body: string, count: number, parallel = 6): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i += parallel) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, () => send(target.path, target.contentType, body)))));
  }
  return answers;
}

/** A POST from another loopback address: another client, as the gateway's limiter sees it. */
function postFrom(localAddress: string, path: string, contentType: string, body: string): Promise<number> {
  const url = new URL(path, gw.url);
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': contentType } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

interface MemoryReport {
  stores: Record<string, { entries: number; bytes: number; boundBytes: number } | undefined>;
  bytes: number;
  boundBytes: number;
  heapUsed: number;
}
const NO_REPORT: MemoryReport = { stores: {}, bytes: Infinity, boundBytes: 0, heapUsed: Infinity };
const memory = async (): Promise<MemoryReport> => {
  const res = await gw.fetch('/dev/memory').catch(() => undefined);
  return res?.ok ? ((await res.json()) as { result: MemoryReport }).result : NO_REPORT;
};

describe('a flood from one client', () => {
  it('builds bodies that fit, and that do not fit, each route', () => {
    for (const t of targets) {
      expect([t.name, Buffer.byteLength(t.fits) <= t.limit, Buffer.byteLength(t.oversize) > t.limit]).toEqual([t.name, true, true]);
    }
  });

  it(
    'is refused 413 when oversize and 429 past the rate, never 5xx; the stores and the heap stay bounded; the gateway answers afterwards',
    async () => {
      const heapBefore = (await memory()).heapUsed;
      for (const target of targets) {
        const oversize = await flood(target, target.oversize, 20);
        expect.soft([target.name, oversize.map((a) => a.status)]).toEqual([target.name, oversize.map(() => 413)]);
        expect.soft(oversize[0]?.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });

        // The oversize posts counted against the rate too.
        const fits = await flood(target, target.fits, DEFAULT_LIMITS.rateLimit - 20 + OVER_RATE);
        const statuses = fits.map((a) => a.status);
        // Never 5xx, never a dropped connection (status 0: the process died).
        expect.soft([target.name, statuses.filter((s) => s >= 500 || s === 0)]).toEqual([target.name, []]);
        expect.soft([target.name, statuses.filter((s) => s === target.accepted).length]).toEqual([target.name, DEFAULT_LIMITS.rateLimit - 20]);
        expect.soft([target.name, statuses.filter((s) => s === 429).length]).toEqual([target.name, OVER_RATE]);
        const limited = fits.find((a) => a.status === 429);
        expect.soft(limited?.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
        expect.soft(Number(limited?.retryAfter)).toBeGreaterThan(0);
      }

      // Soft expectations: against a gateway without bounds every one of them fails, and the report names each.
      const report = await memory();
      for (const target of targets) {
        for (const name of target.stores) {
          const store = report.stores[name];
          expect.soft([name, (store?.entries ?? 0) > 0, (store?.bytes ?? Infinity) <= (store?.boundBytes ?? 0)]).toEqual([name, true, true]);
        }
      }
      expect.soft(report.stores.monitoringHarvests?.boundBytes).toBe(DEFAULT_LIMITS.monitoringStoreBytes);
      expect.soft(report.stores.supportCalls?.boundBytes).toBe(DEFAULT_LIMITS.supportStoreBytes);
      expect.soft(report.stores.flagContexts?.boundBytes).toBe(DEFAULT_LIMITS.flagContextsStoreBytes);
      expect.soft(report.stores.flagEvents?.boundBytes).toBe(DEFAULT_LIMITS.flagEventsStoreBytes);
      expect.soft(report.bytes).toBeLessThanOrEqual(report.boundBytes);
      expect.soft(report.boundBytes).toBe(totalStoreBound(DEFAULT_LIMITS));

      // The flood carried over 70 MiB, parsing into several times that; what stays is the stores (about half their
      // counted bytes: most strings take one byte a character) and some slack.
      expect.soft(report.heapUsed - heapBefore).toBeLessThan(48 * MiB);
      expect.soft(child.child.exitCode, child.output().slice(-2000)).toBeNull();

      // Still answering: another call of the same client, and the flooded route for another client.
      expect.soft((await gw.call('GET_LANGUAGES').catch(() => ({ status: 0 }))).status).toBe(200);
      for (const target of targets) {
        expect.soft([target.name, await postFrom('127.0.0.2', target.path, target.contentType, target.fits)]).toEqual([target.name, target.accepted]);
      }
    },
    90_000,
  );
});
