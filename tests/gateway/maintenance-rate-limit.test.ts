import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';
import type { EndpointName } from '../../schemas/endpoints';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe('maintenance toggle', () => {
  it('answers 503/-44001 on ordinary calls while the pages the app needs keep working', async () => {
    await dev(gw, '/dev/maintenance', { enabled: true, message: 'upgrade' });
    try {
      const status = await gw.call('GET_MAINTENANCE_STATUS');
      expect(status.body.result).toEqual({ enabled: true, message: 'upgrade' });
      const table: Array<[EndpointName, number]> = [
        ['GET_GLOBAL_CONFIG', 200],
        ['GET_LANGUAGES', 200],
        ['GET_BANNERS', 503],
        ['GET_WEBFRONT_SETTINGS', 503],
      ];
      for (const [name, expected] of table) {
        const res = await gw.call(name);
        expect([name, res.status]).toEqual([name, expected]);
        if (expected === 503) expect(res.body.code).toBe(-44001);
        expect(responseErrors(name, res.status, res.body)).toEqual([]);
      }
    } finally {
      await dev(gw, '/dev/maintenance', { enabled: false });
    }
    expect((await gw.call('GET_BANNERS')).status).toBe(200);
  });
});

describe('rate limiter', () => {
  it('answers 429 with Retry-After once a client exceeds the limit for one endpoint, not for others', async () => {
    await dev(gw, '/dev/rate-limit', { limit: 5, windowMs: 60_000 });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await gw.call('GET_LANGUAGES')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await gw.call('GET_LANGUAGES');
      expect(limited.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await gw.call('GET_BANNERS')).status).toBe(200);
    } finally {
      await dev(gw, '/dev/rate-limit', { limit: 300, windowMs: 60_000 });
    }
  });
});
