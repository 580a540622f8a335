import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const clear = () => gw.fetch('/dev/faults', { method: 'DELETE' });

describe('fault injection', () => {
  it.each([
    { status: 500, code: 'INJECTED_FAULT' },
    { status: 401, code: 'UNAUTHORIZED' },
    { status: 429, code: 'RATE_LIMITED' },
    { status: 503, code: -44001 },
  ])('makes a named endpoint answer $status/$code, only for the asked number of calls', async ({ status, code }) => {
    await dev(gw, '/dev/faults', { endpoint: 'GET_BANNERS', status, ...(code === 'INJECTED_FAULT' ? {} : { code }), times: 2 });
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const res = await gw.call('GET_BANNERS');
      seen.push(res.status);
      if (res.status !== 200) {
        expect(res.body.code).toBe(code);
        expect(responseErrors('GET_BANNERS', res.status, res.body)).toEqual([]);
      }
    }
    expect(seen).toEqual([status, status, 200]);
    expect((await gw.call('GET_LANGUAGES')).status).toBe(200);
  });

  it('delays an endpoint', async () => {
    await dev(gw, '/dev/faults', { endpoint: 'GET_LANGUAGES', delayMs: 300, times: 1 });
    const t0 = performance.now();
    const res = await gw.call('GET_LANGUAGES');
    expect(res.status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection so the client sees a network failure', async () => {
    await dev(gw, '/dev/faults', { endpoint: 'GET_GLOBAL_CONFIG', drop: true });
    await expect(gw.call('GET_GLOBAL_CONFIG')).rejects.toThrow(/fetch failed/);
    await clear();
    expect((await gw.call('GET_GLOBAL_CONFIG')).status).toBe(200);
  });

  it.each([
    { body: { endpoint: 'NOT_AN_ENDPOINT', status: 500 }, mentions: 'body.endpoint' },
    { body: { endpoint: 'GET_BANNERS' }, mentions: 'status, delayMs or drop' },
    { body: { endpoint: 'GET_BANNERS', status: 200 }, mentions: 'body.status' },
  ])('refuses a bad fault naming $mentions', async ({ body, mentions }) => {
    const res = await dev(gw, '/dev/faults', body);
    expect(res.status).toBe(400);
    expect(res.description).toContain(mentions);
  });
});
