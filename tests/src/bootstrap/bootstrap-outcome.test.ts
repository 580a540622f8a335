import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../src/api/api-error';
import { bootstrapOutcome } from '../../../src/bootstrap/bootstrap-outcome';
import { reactionFor } from '../../../src/bootstrap/error-reactions';

const ok = { status: 'fulfilled', value: 1 } as const;
const fail = (reason: unknown) => ({ status: 'rejected', reason }) as const;
const limited = new ApiError('rate-limited', { status: 429, code: 'RATE_LIMITED', description: 'slow down' });

describe('bootstrapOutcome (SPEC §4 config or locale fetch)', () => {
  it.each([
    { name: 'all fine', results: [ok, ok, ok], maintenance: false, expected: { kind: 'ready' } },
    { name: 'maintenance on', results: [ok, ok, ok], maintenance: true, expected: { kind: 'maintenance' } },
    { name: 'rate limited wins', results: [fail(networkError()), fail(limited), ok], maintenance: undefined, expected: { kind: 'rate-limited', message: 'slow down' } },
    { name: 'network failure', results: [fail(networkError()), ok, ok], maintenance: false, expected: { kind: 'maintenance' } },
    { name: 'broken config.json', results: [fail(new Error('config.json: gatewayUrl must be a string'))], maintenance: undefined, expected: { kind: 'maintenance' } },
  ])('$name', ({ results, maintenance, expected }) => {
    expect(bootstrapOutcome(results, maintenance)).toEqual(expected);
  });
});

describe('reactionFor (what the app does about a failed call)', () => {
  const ended = new ApiError('session-ended', { status: 403, code: 'FORBIDDEN', description: 'x' });
  it.each([
    { name: '403 on the web: revoked, back to the page after sign-in', error: ended, webview: false, expected: { kind: 'end-session', to: '/web/login?reset=true&ended=revoked&redirect=%2Fmanage%2Forder%3Fx%3D1' } },
    {
      name: 'a refused refresh (401) on the web: expired',
      error: new ApiError('session-ended', { status: 401, code: 'UNAUTHORIZED', description: 'x' }),
      webview: false,
      expected: { kind: 'end-session', to: '/web/login?reset=true&ended=expired&redirect=%2Fmanage%2Forder%3Fx%3D1' },
    },
    { name: '403 in the webview', error: ended, webview: true, expected: { kind: 'end-session', to: '/logged_out' } },
    { name: '429', error: limited, webview: false, expected: { kind: 'rate-limited', to: '/429', from: '/manage/order?x=1', message: 'slow down' } },
    { name: 'network', error: networkError(), webview: false, expected: { kind: 'notify', messageId: 'error_network', values: { code: '999999' } } },
    { name: 'business error', error: new ApiError('http', { status: 422, code: 422011, description: 'x' }), webview: false, expected: { kind: 'none' } },
  ])('$name', ({ error, webview, expected }) => {
    expect(reactionFor(error, { webview, currentPath: '/manage/order?x=1' })).toEqual(expected);
  });
});
