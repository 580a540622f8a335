/**
 * Issue 27 part 4: each bounded store on its own (the byte-bounded log; the rate windows and the captcha's replay set,
 * in the database since issue 41), and the per-client rate on every unauthenticated route, with limits set low through
 * GatewayOptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedLog } from '../../gateway/http/bounded-log';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimiter } from '../../gateway/http/rate-limiter';
import { markChallengeUsed } from '../../gateway/integrations/captcha';
import { openDatabase, type Database } from '../../gateway/db/database';
import { migrate } from '../../gateway/db/migrations';
import { isolatedDatabaseUrl, startTestGateway, type TestGateway } from './harness';

const KiB = 1024;

describe('BoundedLog', () => {
  it('forgets the oldest first and never holds more than its bound', () => {
    const log = new BoundedLog<{ n: number; pad: string }>(16 * KiB);
    for (let n = 0; n < 5000; n++) {
      log.push({ n, pad: 'x'.repeat(n % 700) });
      expect(log.size().bytes).toBeLessThanOrEqual(16 * KiB);
    }
    const kept = log.list().map((e) => e.n);
    expect(kept.at(-1)).toBe(4999);
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 4999 - kept.length + 1 + i));
    expect(log.size().entries).toBe(kept.length);
  });

  it.each([
    { name: 'a value larger than the whole bound', value: 'x'.repeat(10 * KiB) },
    { name: 'a value nested too deeply to serialise', value: JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown },
  ])('refuses $name and keeps what it had', ({ value }) => {
    const log = new BoundedLog<unknown>(8 * KiB);
    log.push('kept');
    expect(log.push(value)).toBe(false);
    expect(log.list()).toEqual(['kept']);
  });
});

/** The rate windows and the captcha's used ids live in the database (issue 41 part 5): bounded by deleting the passed. */
describe('rate windows and used captcha ids in the database', () => {
  let db: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gw-bounds-'));
    const databaseUrl = isolatedDatabaseUrl();
    db = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const rows = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  it('limits the current client, and deletes the windows that have passed once the next window starts', async () => {
    const limiter = new RateLimiter(db, 3, 60_000);
    for (let i = 0; i < 500; i++) await limiter.hit(`10.0.${i >> 8}.${i & 255} GET_LANGUAGES`, 1000 + i);
    expect(await rows('rate_windows')).toBe(500);
    const now = 100_000;
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await limiter.hit('127.0.0.1 GET_LANGUAGES', now));
    expect(waits.map((w) => w > 0)).toEqual([false, false, false, true]);
    expect(await rows('rate_windows')).toBe(1);
  });

  it('accepts a challenge id once, and deletes the ids whose challenge has expired', async () => {
    for (let i = 0; i < 40; i++) expect(await markChallengeUsed(db, `challenge-${i}`, 1300, 1000)).toBe(true);
    expect(await markChallengeUsed(db, 'challenge-39', 1300, 1000)).toBe(false);
    expect(await markChallengeUsed(db, 'late', 1700, 1400)).toBe(true);
    expect(await rows('captcha_used')).toBe(1);
    expect(await markChallengeUsed(db, 'challenge-39', 1700, 1400)).toBe(true);
  });
});

describe('per-client rate on unauthenticated routes', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ limits: { rateLimit: 3, rateWindowMs: 60_000, monitoringStoreBytes: 4 * KiB, flagStreams: 2 } });
  });
  afterAll(() => gw.close());

  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  it.each([
    { name: 'the IP lookup', path: '/ip-lookup/json', first: 200 },
    { name: 'the captcha challenge', path: '/integrations/captcha/challenge', first: 200 },
    { name: 'the support widget status', path: '/integrations/support/status', first: 200 },
    { name: 'the support widget script', path: '/integrations/support/snippet.js?key=nope', first: 404 },
    { name: 'the OFREP evaluation', path: '/ofrep/v1/evaluate/flags', init: json({ context: {} }), first: 200 },
    { name: 'the flag events', path: '/flags/v1/evaluation-events', init: json({ events: [{ kind: 'evaluation', key: 'k', contextKeys: {} }] }), first: 202 },
    { name: 'the collector', path: '/integrations/monitoring/harvest', init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }, first: 400 },
    { name: 'a public API call without a token', path: '/v1/localisation/languages', first: 200 },
    { name: 'a path with no route', path: '/no/such/route', first: 404 },
  ])('answers $name 429 in the envelope with Retry-After after 3 calls', async ({ path, init, first }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await gw.fetch(path, init)).status);
    expect(statuses).toEqual([first, first, first]);
    const limited = await gw.fetch(path, init);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('leaves the dev controls alone (they exist only outside production)', async () => {
    for (let i = 0; i < 6; i++) expect((await gw.fetch('/dev/memory')).status).toBe(200);
  });

  it('closes the oldest OFREP change stream when one more than the bound opens', async () => {
    const open = async () => {
      const reader = (await gw.fetch('/ofrep/v1/stream')).body!.getReader();
      await reader.read();
      return reader;
    };
    const [first, second, third] = [await open(), await open(), await open()];
    const ended = await first.read().then(
      (r) => r.done,
      () => true,
    );
    expect(ended).toBe(true);
    expect(await (await gw.fetch('/dev/flags/streams')).json()).toEqual({ result: { open: 2 } });
    await Promise.all([second, third].map((r) => r.cancel()));
  });

  it('takes the store bounds from GatewayOptions', async () => {
    const report = (await (await gw.fetch('/dev/memory')).json()) as { result: { stores: Record<string, { boundBytes: number }> } };
    expect(report.result.stores.monitoringHarvests?.boundBytes).toBe(4 * KiB);
  });
});
