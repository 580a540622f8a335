import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../../../gateway/server';
import { createApiClient, type SessionPort } from '../../../src/api/api-client';
import { ApiError, isRetryable } from '../../../src/api/api-error';
import { loadValidator } from '../../../src/api/validator-loader';

// The API client against the real sandbox gateway (Node's fetch), using its dev clock and fault injection.
let gateway: RunningGateway;
const dataDir = mkdtempSync(join(tmpdir(), 'api-client-'));
beforeAll(async () => {
  gateway = await startGateway({ port: 0, dataDir });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const dev = (path: string, body?: unknown, method = 'POST') =>
  fetch(`${gateway.url}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
beforeEach(async () => {
  await dev('/dev/faults', undefined, 'DELETE');
});

function memorySession(token?: string): SessionPort & { cleared: number } {
  let current = token;
  return {
    cleared: 0,
    token: () => current,
    setToken: (t) => {
      current = t;
    },
    clear() {
      current = undefined;
      this.cleared++;
    },
  };
}

/** A client whose fetch counts requests by path. */
function client(session: SessionPort, errors: ApiError[] = [], fetchImpl: typeof fetch = fetch) {
  const counts = new Map<string, number>();
  const counting: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return fetchImpl(input, init);
  };
  const api = createApiClient({ baseUrl: gateway.url, session, deviceId: () => 'test-device', validator: loadValidator, onError: (e) => errors.push(e), fetch: counting });
  return { api, counts };
}

async function signUp(): Promise<string> {
  const { api } = client(memorySession());
  const email = `shell-${Math.random().toString(16).slice(2)}@example.pk`;
  const started = await api.call('SIGNUP', { body: { email, channel: 'web', contactNumber: '923001234567' } });
  const outbox = (await (await fetch(`${gateway.url}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { result: Array<{ code: string }> };
  const otpCode = outbox.result.at(-1)!.code;
  const done = await api.call('VALIDATE_OTP_SIGNUP', { body: { device: { app_type: 'ecosystem', device_id: 'd', device_type: 'web' }, otpCode, requestId: started.requestId } });
  return done.accessToken;
}

describe('API client against the sandbox gateway', () => {
  it('returns the validated result of a named endpoint', async () => {
    const { api } = client(memorySession());
    const config = await api.call('GET_GLOBAL_CONFIG');
    expect(config.country_config.country_code).toBe('PK');
  });

  it('10 concurrent 401s cause exactly one refresh, then one retry each with the new token', async () => {
    const session = memorySession(await signUp());
    const before = session.token();
    await dev('/dev/clock', { advanceMs: 3600 * 1000 }); // every access token has expired
    const { api, counts } = client(session);
    const users = await Promise.all(Array.from({ length: 10 }, () => api.call('GET_USER_DETAILS')));
    expect(users.every((u) => u.email_confirmed)).toBe(true);
    expect(counts.get('/v1/auth/token')).toBe(1);
    expect(counts.get('/v1/users/me')).toBe(20);
    expect(session.token()).not.toBe(before);
    // A late 401 for a request sent with the old token gets the new token, not a second refresh.
    await api.call('GET_USER_DETAILS');
    expect(counts.get('/v1/auth/token')).toBe(1);
  });

  it.each([
    { name: '403 ends the session', fault: { status: 403, code: 'FORBIDDEN' }, kind: 'session-ended', cleared: 1 },
    { name: 'a refresh answering 401 ends the session', fault: { status: 401 }, refreshFault: { status: 401 }, kind: 'session-ended', cleared: 1 },
    { name: '429 is not retried', fault: { status: 429, code: 'RATE_LIMITED' }, kind: 'rate-limited', cleared: 0 },
    { name: '503 is the screen’s to handle', fault: { status: 503, code: -44001 }, kind: 'http', cleared: 0 },
  ])('$name', async ({ fault, refreshFault, kind, cleared }) => {
    const session = memorySession(await signUp());
    await dev('/dev/faults', { endpoint: 'GET_USER_DETAILS', ...fault, times: 1 });
    if (refreshFault) await dev('/dev/faults', { endpoint: 'REFRESH_TOKEN', ...refreshFault, times: 1 });
    const errors: ApiError[] = [];
    const { api, counts } = client(session, errors);
    const error = await api.call('GET_USER_DETAILS').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(kind);
    expect(errors).toEqual([error]);
    expect(session.cleared).toBe(cleared);
    expect(counts.get('/v1/users/me')).toBe(1);
  });

  it('a network failure becomes the SPEC §8 999999 error', async () => {
    await dev('/dev/faults', { endpoint: 'GET_GLOBAL_CONFIG', drop: true, times: 1 });
    const { api } = client(memorySession());
    const error = (await api.call('GET_GLOBAL_CONFIG').catch((e: unknown) => e)) as ApiError;
    expect(error.toEnvelope()).toEqual({ status: 500, description: 'Unknown Error', code: 'UNKNOWN_ERROR_CODE', id: 999999 });
    expect(error.kind).toBe('network');
  });

  it.each([
    { name: 'wrong shape', body: '{"result":{"enabled":"yes"}}', status: 200, where: /^GET_MAINTENANCE_STATUS: response at \/result\/enabled fails type$/ },
    { name: 'a field missing', body: '{"result":{}}', status: 200, where: /response at \/result misses enabled$/ },
    { name: 'not JSON', body: '<html>', status: 200, where: /not JSON/ },
  ])('a malformed response ($name) is a typed error, never a crash', async ({ body, status, where }) => {
    const fake: typeof fetch = async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
    const { api } = client(memorySession(), [], fake);
    const error = (await api.call('GET_MAINTENANCE_STATUS').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('malformed');
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.description).toMatch(where);
  });

  it.each([
    { name: 'a bare 429 (a CDN’s HTML page)', status: 429, body: '<html>Too Many Requests</html>', kind: 'rate-limited', cleared: 0 },
    { name: 'a bare 403 with no body', status: 403, body: '', kind: 'session-ended', cleared: 1 },
    { name: 'a bare 403 with foreign JSON', status: 403, body: '{"message":"Forbidden"}', kind: 'session-ended', cleared: 1 },
    { name: 'a 500 without the envelope', status: 500, body: '{"oops":1}', kind: 'http', cleared: 0 },
    { name: 'a load balancer’s HTML 502', status: 502, body: '<h1>Bad Gateway</h1>', kind: 'http', cleared: 0 },
    { name: 'a bare 404', status: 404, body: 'Not Found', kind: 'http', cleared: 0 },
  ])('$name is classified by its HTTP status, not its body', async ({ status, body, kind, cleared }) => {
    const fake: typeof fetch = async () => new Response(body, { status, statusText: 'From the proxy', headers: { 'content-type': body.startsWith('{') ? 'application/json' : 'text/html' } });
    const session = memorySession('tok');
    const errors: ApiError[] = [];
    const { api } = client(session, errors, fake);
    const error = (await api.call('GET_MAINTENANCE_STATUS').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe(kind);
    expect(error.toEnvelope()).toEqual({ status, code: `HTTP_${status}`, description: 'From the proxy' });
    expect(isRetryable(error)).toBe(status >= 500);
    expect(errors).toEqual([error]);
    expect(session.cleared).toBe(cleared);
  });

  // The authentication gate shows its own "could not open your account" page: the app-wide notice would say it twice.
  it.each([
    { name: 'a dropped connection', answer: (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')), kind: 'network', reported: false, cleared: 0 },
    { name: 'an answer that is not JSON', answer: async () => new Response('<html>', { status: 200 }), kind: 'malformed', reported: false, cleared: 0 },
    { name: 'a 403 (the session ended)', answer: async () => new Response('', { status: 403 }), kind: 'session-ended', reported: true, cleared: 1 },
    { name: 'a 429', answer: async () => new Response('', { status: 429 }), kind: 'rate-limited', reported: true, cleared: 0 },
    { name: 'a 503', answer: async () => new Response('', { status: 503 }), kind: 'http', reported: true, cleared: 0 },
  ])('a caller that shows its own failure: $name is reported to onError only if it is not the caller’s to show', async ({ answer, kind, reported, cleared }) => {
    for (const showsOwnFailure of [true, false]) {
      const session = memorySession('tok');
      const errors: ApiError[] = [];
      const { api } = client(session, errors, answer);
      const error = (await api.call('GET_MAINTENANCE_STATUS', { showsOwnFailure }).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe(kind);
      // Without the option every failure is reported (the control); with it, only what the caller does not show.
      expect(errors).toEqual(reported || !showsOwnFailure ? [error] : []);
      expect(session.cleared).toBe(cleared);
    }
  });

  it('an error envelope, when there is one, still gives the details', async () => {
    const fake: typeof fetch = async () => new Response('{"status":429,"code":"RATE_LIMITED","description":"Slow down","id":"r1"}', { status: 429, headers: { 'content-type': 'application/json' } });
    const error = (await client(memorySession(), [], fake).api.call('GET_MAINTENANCE_STATUS').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('rate-limited');
    expect(error.toEnvelope()).toEqual({ status: 429, code: 'RATE_LIMITED', description: 'Slow down', id: 'r1' });
  });

  it('too many codes (429 TOO_MANY_CODES with retryAt) is the screen’s to show, with the time; a bare one is still the rate limit', async () => {
    const envelope = { status: 429, code: 'TOO_MANY_CODES', description: 'Too many codes', id: 'r2', retryAt: 1_800_000_000_000 };
    const answer = (body: object): typeof fetch => async () => new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json' } });
    const error = (await client(memorySession(), [], answer(envelope)).api.call('SIGNUP').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.retryAt).toBe(envelope.retryAt);
    const other = (await client(memorySession(), [], answer({ ...envelope, code: 'RATE_LIMITED' })).api.call('SIGNUP').catch((e: unknown) => e)) as ApiError;
    expect(other.kind).toBe('rate-limited');
  });

  it('sends the SPEC §7 headers', async () => {
    let seen: Headers | undefined;
    const spy: typeof fetch = async (input, init) => {
      seen = new Request(input as RequestInfo, init).headers;
      return fetch(input, init);
    };
    const { api } = client(memorySession('tok'), [], spy);
    await api.call('GET_GLOBAL_CONFIG');
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('device-id')).toBe('test-device');
    expect(seen?.get('authorization')).toBe('Bearer tok');
  });
});
