import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dev, responseErrors, startTestGateway, type TestGateway } from './harness';
import { freshEmail, signUp } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ tokenTtlSeconds: 60 });
});
afterAll(() => gw.close());

const refresh = (token?: string, requestId: string | null = 'req-1') =>
  gw.call('REFRESH_TOKEN', { ...(token ? { token } : {}), headers: requestId ? { 'request-id': requestId } : {} });

describe('access tokens', () => {
  it('expires after the configured lifetime (401) and refreshes into a working token', async () => {
    const { token } = await signUp(gw);
    expect((await gw.call('GET_USER_DETAILS', { token })).status).toBe(200);
    await dev(gw, '/dev/clock', { advanceMs: 61_000 });
    expect((await gw.call('GET_USER_DETAILS', { token })).body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const r = await refresh(token);
    expect(r.status).toBe(200);
    expect(responseErrors('REFRESH_TOKEN', r.status, r.body)).toEqual([]);
    expect(r.body.result.expiresIn).toBe(60);
    expect((await gw.call('GET_USER_DETAILS', { token: r.body.result.accessToken })).status).toBe(200);
  });

  it.each([
    { name: 'no request-id header', token: true, requestId: null, status: 400, code: 400166 },
    { name: 'no token', token: false, requestId: 'r', status: 401, code: 'UNAUTHORIZED' },
  ])('refresh with $name answers $status/$code', async ({ token, requestId, status, code }) => {
    const session = await signUp(gw);
    const res = await refresh(token ? session.token : undefined, requestId);
    expect(res.body).toMatchObject({ status, code });
  });

  it.each([
    { name: 'no token', token: undefined, status: 401 },
    { name: 'an unknown token', token: 'not-a-token', status: 401 },
  ])('answers an auth call with $name with $status', async ({ token, status }) => {
    const res = await gw.call('GET_USER_DETAILS', token ? { token } : {});
    expect(res.status).toBe(status);
    expect(responseErrors('GET_USER_DETAILS', res.status, res.body)).toEqual([]);
  });

  it('logout revokes the session: its tokens then answer 403, and so does refresh', async () => {
    const { token } = await signUp(gw);
    expect((await gw.call('LOGOUT', { token })).status).toBe(200);
    expect((await gw.call('GET_USER_DETAILS', { token })).body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await refresh(token)).status).toBe(403);
  });
});

describe('production mode', () => {
  it('never prints codes and serves no dev controls', async () => {
    const log = vi.spyOn(console, 'log');
    const prod = await startTestGateway({ production: true });
    try {
      const email = freshEmail();
      expect((await prod.call('SIGNUP', { body: { email, channel: 'web' } })).status).toBe(200);
      expect(log.mock.calls.flat().join('\n')).not.toMatch(/code \d{6}/);
      expect((await prod.fetch('/dev/outbox')).status).toBe(404);
      expect((await prod.fetch('/dev/faults', { method: 'POST' })).status).toBe(404);
    } finally {
      log.mockRestore();
      await prod.close();
    }
  });

  it('prints codes to the console in dev mode', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const email = freshEmail();
    await gw.call('SIGNUP', { body: { email, channel: 'web' } });
    expect(log.mock.calls.flat().join('\n')).toMatch(new RegExp(`${email}.*code\\D*\\d{6}`));
    log.mockRestore();
  });
});
