/**
 * Issue 27 part 4: each bounded store on its own (the byte-bounded log, the rate limiter's table, the captcha's
 * replay set), and the per-client rate on every unauthenticated route, with limits set low through GatewayOptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedLog } from '../../gateway/http/bounded-log';
import { RateLimiter } from '../../gateway/http/rate-limiter';
import { UsedChallenges } from '../../gateway/integrations/captcha';
import { ENTRY_OVERHEAD_BYTES } from '../../gateway/http/limits';
import { startTestGateway, type TestGateway } from './harness';

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

describe('RateLimiter table', () => {
  it('stays within its bytes whatever the number of clients, and still limits the current one', () => {
    const limiter = new RateLimiter(3, 60_000, 64 * KiB);
    for (let i = 0; i < 50_000; i++) limiter.hit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255} GET_LANGUAGES`, 1000 + i);
    expect(limiter.size().bytes).toBeLessThanOrEqual(64 * KiB);
    expect(limiter.size().entries).toBeGreaterThan(64 * KiB / (ENTRY_OVERHEAD_BYTES + 100));
    const now = 100_000;
    const waits = [1, 2, 3, 4].map(() => limiter.hit('127.0.0.1 GET_LANGUAGES', now));
    expect(waits.map((w) => w > 0)).toEqual([false, false, false, true]);
  });

  it('forgets expired windows before live ones', () => {
    const limiter = new RateLimiter(1, 1000, 10 * KiB);
    limiter.hit('old', 0);
    limiter.hit('live', 5000);
    expect(limiter.size().entries).toBe(1);
    expect(limiter.hit('live', 5001)).toBeGreaterThan(0);
  });
});

describe('captcha replay set', () => {
  it('stays within its bytes, and refuses a replay of a remembered id', () => {
    const used = new UsedChallenges(() => 1000, 1_000_000, 32 * KiB);
    for (let i = 0; i < 20_000; i++) expect(used.setIfAbsent(`challenge-${i}`)).toBe(true);
    expect(used.size().bytes).toBeLessThanOrEqual(32 * KiB);
    expect(used.setIfAbsent('challenge-19999')).toBe(false);
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
