import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { ApiError } from '../../../src/api/api-error';

// Issue 27 part 4: a hand-off token is checked with its own user details call, which must leave the signed-in
// customer's session alone whatever the answer (no refresh on 401, no session end on 403).
const anyValid = Object.assign(() => true, { errors: null });

describe('API client: a call made as another token', () => {
  it.each([
    { name: '200 answers with that token', status: 200, expectedKind: undefined },
    { name: '401 is not refreshed and ends nothing', status: 401, expectedKind: 'http' },
    { name: '403 does not end the current session', status: 403, expectedKind: 'http' },
  ])('$name', async ({ status, expectedKind }) => {
    const sent: Array<{ path: string; auth: string | null }> = [];
    let cleared = 0;
    let stored = 'TOKEN-A';
    const api = createApiClient({
      baseUrl: 'http://gateway.test',
      session: { token: () => stored, setToken: (t) => (stored = t), clear: () => cleared++ },
      deviceId: () => 'd',
      validator: async () => anyValid,
      fetch: async (input) => {
        const request = input as Request;
        sent.push({ path: new URL(request.url).pathname, auth: request.headers.get('Authorization') });
        const body = status === 200 ? { result: { external_id: 'B' } } : { status, code: status, description: 'no' };
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      },
    });
    const outcome = await api.call('GET_USER_DETAILS', { asToken: 'TOKEN-B' }).then(
      (r) => r,
      (e: unknown) => e,
    );
    if (expectedKind) expect((outcome as ApiError).kind).toBe(expectedKind);
    else expect(outcome).toEqual({ external_id: 'B' });
    expect(sent).toEqual([{ path: '/v1/users/me', auth: 'Bearer TOKEN-B' }]);
    expect(stored).toBe('TOKEN-A');
    expect(cleared).toBe(0);
  });
});
