import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../schemas/endpoints';
import { schemaErrors, startTestGateway, type TestGateway } from './harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ appOrigin: 'http://127.0.0.1:9999' });
});
afterAll(() => gw.close());

describe('error envelope', () => {
  it.each([
    { name: 'unknown route', path: '/v9/nothing', status: 404, code: 'NOT_FOUND', mentions: '/v9/nothing' },
    { name: 'unknown query field', path: '/v1/banners?limit=2&colour=red', status: 400, code: 'BAD_REQUEST', mentions: 'querystring.colour' },
    { name: 'query out of range', path: '/v1/banners?limit=50', status: 400, code: 'BAD_REQUEST', mentions: 'querystring.limit' },
    { name: 'missing query field', path: '/v2/localisation/language/keys', status: 400, code: 'BAD_REQUEST', mentions: 'querystring.langCode' },
  ])('answers $name with $status in the spec envelope naming the field', async ({ path, status, code, mentions }) => {
    const res = await gw.fetch(path);
    const body = await res.json();
    expect(res.status).toBe(status);
    expect(schemaErrors(errorEnvelope, body)).toEqual([]);
    expect(body).toMatchObject({ status, code });
    expect(body.description).toContain(mentions);
  });
});

describe('request bodies', () => {
  const post = (body: string, contentType = 'application/json', extra: Record<string, string> = {}) =>
    gw.fetch('/v1/order/user/orderpreview', { method: 'POST', headers: { 'content-type': contentType, ...extra }, body });

  it.each([
    { name: 'a JSON body over 64 KiB', send: () => post(JSON.stringify({ planId: 'x'.repeat(70_000) })), status: 413 },
    { name: 'malformed JSON', send: () => post('{"planId":'), status: 400 },
    { name: 'an empty JSON body', send: () => post(''), status: 400 },
    { name: 'a non-JSON content type', send: () => post('planId=x', 'text/plain'), status: 415 },
    { name: 'a body that is not an object', send: () => post('[1,2]'), status: 400 },
  ])('refuses $name with $status in the envelope', async ({ send, status }) => {
    const res = await send();
    const body = await res.json();
    expect(res.status).toBe(status);
    expect(schemaErrors(errorEnvelope, body)).toEqual([]);
    expect(body.status).toBe(status);
  });
});

describe('CORS', () => {
  it.each([
    { origin: 'http://127.0.0.1:9999', allowed: 'http://127.0.0.1:9999' },
    { origin: 'http://evil.example', allowed: null },
    { origin: 'http://127.0.0.1:8080', allowed: null },
  ])('admits only the app origin ($origin)', async ({ origin, allowed }) => {
    const res = await gw.fetch('/v1/global_config', { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
  });

  it('answers a preflight from the app origin with the auth headers allowed', async () => {
    const res = await gw.fetch('/v3/orders', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,idempotency-key' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});
