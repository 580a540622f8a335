import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef, type EndpointName } from '../../schemas/endpoints';
import { fuzzEndpoint, type FuzzTarget } from './request-fuzz';
import { dev, startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';

/**
 * Property-based request fuzzer over the whole endpoint registry: for every entry, generated bodies (shaped by
 * its schema, with values of the wrong type, huge, unicode edge cases, NUL, lone surrogates, traversal and SQL
 * quotes mixed in), query strings, path parameters and headers, with no token, a valid one and a garbage one.
 * The property: never a 5xx, never a hang over 5 s, and the gateway still answers afterwards.
 * FUZZ_RUNS scales it (runs per endpoint, 4 requests each); FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const BATCH = 4;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HANG_MS = 5000;

let gw: TestGateway;
let target: FuzzTarget;
beforeAll(async () => {
  gw = await startTestGateway();
  const { token } = await signUp(gw);
  target = { url: gw.url, token, hangMs: HANG_MS, sent: 0 };
  // The per-client limit (300 a minute per endpoint) would answer most of the fuzz with 429 and hide the rest.
  await dev(gw, '/dev/rate-limit', { limit: 1_000_000, windowMs: 60_000 });
}, 60_000);
afterAll(() => gw?.close());

// LOGOUT revokes the shared token: fuzz it last so every other endpoint also gets signed-in requests.
const entries = (Object.entries(endpoints) as Array<[EndpointName, EndpointDef]>).sort(([a], [b]) => Number(a === 'LOGOUT') - Number(b === 'LOGOUT'));

describe('request fuzzer over every registry entry', () => {
  it(`never a 5xx, never a hang over ${HANG_MS / 1000} s, and the gateway still answers (${entries.length} entries × ${RUNS} runs × ${BATCH} requests)`, async () => {
    const failures: string[] = [];
    for (const [name, def] of entries) {
      const failure = await fuzzEndpoint(target, name, def, { runs: RUNS, batch: BATCH, ...(SEED !== undefined ? { seed: SEED } : {}) });
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(target.sent).toBeGreaterThanOrEqual(entries.length * RUNS * BATCH);
    expect((await gw.call('GET_GLOBAL_CONFIG')).status).toBe(200);
  }, 600_000);
});
