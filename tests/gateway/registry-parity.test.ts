import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../schemas/endpoints';
import { handlers } from '../../gateway/handlers';
import { startTestGateway, type TestGateway } from './harness';

const names = Object.keys(endpoints) as EndpointName[];

describe('endpoint registry and gateway handlers', () => {
  it('gives every registry entry a handler', () => {
    expect(names.filter((n) => !handlers[n])).toEqual([]);
  });

  it('has no handler without a registry entry', () => {
    expect(Object.keys(handlers).filter((n) => !(n in endpoints))).toEqual([]);
  });

  it('uses SCREAMING_SNAKE_CASE names and unique method+path pairs', () => {
    expect(names.filter((n) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(n))).toEqual([]);
    const keys = names.map((n) => `${endpoints[n].method} ${endpoints[n].path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each([
    ['GET_GLOBAL_CONFIG', 'GET', '/v1/global_config'],
    ['GET_LOCALE_KEYS', 'GET', '/v2/localisation/language/keys'],
  ] as const)('keeps the spec path for %s', (name, method, path) => {
    expect(endpoints[name]).toMatchObject({ method, path });
  });
});

describe('registered routes', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('serves every registry path at the gateway root (no 404 route miss)', async () => {
    const misses: string[] = [];
    for (const name of names) {
      const res = await gw.call(name, { params: {} });
      if (res.status === 404 && String(res.body?.description).startsWith('No route')) misses.push(name);
    }
    expect(misses).toEqual([]);
  });
});
