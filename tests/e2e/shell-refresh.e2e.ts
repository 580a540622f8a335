import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { startStack, type Stack } from './support/harness';

/**
 * "Concurrent 401s → exactly one refresh" in Chromium, with the built app making the calls itself (no test hook
 * in production code). The app's largest burst of simultaneous calls is start-up: global config, maintenance
 * status and locale keys go out together (3 calls). The sandbox only answers 401 on endpoints that need a user,
 * and no screen built today calls several of those at once, so the gateway's fault injection answers 401 to each
 * call of that burst once, while the customer's stored token has really expired (gateway clock moved on).
 * The 10-caller version of the same rule is proved in Node (tests/src/api/api-client.test.ts).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  const errors = stack?.pageErrors ?? [];
  await stack?.stop();
  expect(errors).toEqual([]);
});

const dev = (path: string, body?: unknown, method = 'POST') =>
  fetch(`${stack.gatewayUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });

const BURST = [
  { endpoint: 'GET_GLOBAL_CONFIG', path: '/v1/global_config' },
  { endpoint: 'GET_MAINTENANCE_STATUS', path: '/v1/maintenance/status' },
  { endpoint: 'GET_LOCALE_KEYS', path: '/v2/localisation/language/keys' },
];

describe('token refresh in Chromium', () => {
  it(`${BURST.length} concurrent 401s from the app's own start-up burst → exactly one refresh, each call retried once with the new token`, async () => {
    const token = await stack.signUp();
    await dev('/dev/faults', undefined, 'DELETE');
    await dev('/dev/clock', { advanceMs: 3600 * 1000 }); // the stored token has expired at the gateway
    for (const { endpoint } of BURST) await dev('/dev/faults', { endpoint, status: 401, code: 'UNAUTHORIZED', description: 'Access token expired', times: 1 });

    const page = await stack.page();
    // A returning customer: the token is already in storage (as after an earlier sign-in in this browser).
    await page.addInitScript((t) => localStorage.setItem('auth:accessToken', t), token);
    const events: Array<{ at: number; what: 'request' | '401' | 'refresh' | 'refreshed'; path: string; auth?: string }> = [];
    const t0 = Date.now();
    const pathOf = (r: Request) => new URL(r.url()).pathname;
    const isGateway = (u: string) => u.startsWith(stack.gatewayUrl);
    page.on('request', (r) => {
      if (!isGateway(r.url()) || r.method() === 'OPTIONS') return;
      const auth = r.headers()['authorization'];
      events.push({ at: Date.now() - t0, what: pathOf(r) === '/v1/auth/token' ? 'refresh' : 'request', path: pathOf(r), ...(auth ? { auth } : {}) });
    });
    page.on('response', (r) => {
      if (!isGateway(r.url()) || r.request().method() === 'OPTIONS') return;
      if (pathOf(r.request()) === '/v1/auth/token') events.push({ at: Date.now() - t0, what: 'refreshed', path: '/v1/auth/token' });
      else if (r.status() === 401) events.push({ at: Date.now() - t0, what: '401', path: pathOf(r.request()) });
    });

    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await page.getByTestId('faq').waitFor(); // the page rendered after start-up
    await page.waitForLoadState('networkidle');

    const refreshes = events.filter((e) => e.what === 'refresh');
    expect(refreshes).toHaveLength(1);
    const refreshSentAt = refreshes[0]!.at;
    const refreshedAt = events.find((e) => e.what === 'refreshed')!.at;
    const fresh = await page.evaluate(() => localStorage.getItem('auth:accessToken'));
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    for (const { path } of BURST) {
      // The start-up attempt and its retry (the plan list asks for the global config again later, with the new token).
      const sent = events.filter((e) => e.what === 'request' && e.path === path).slice(0, 2);
      // Sent with the expired token, answered 401, sent again once with the new token.
      expect(sent.map((e) => e.auth), path).toEqual([`Bearer ${token}`, `Bearer ${fresh}`]);
      expect(events.filter((e) => e.what === 'request' && e.path === path && e.auth === `Bearer ${token}`), path).toHaveLength(1);
      expect(events.filter((e) => e.what === '401' && e.path === path), path).toHaveLength(1);
      // Concurrent: every first attempt left before the one refresh came back.
      expect(sent[0]!.at, path).toBeLessThanOrEqual(refreshedAt);
      expect(sent[1]!.at, path).toBeGreaterThanOrEqual(refreshSentAt);
    }
    expect(events.filter((e) => e.what === '401')).toHaveLength(BURST.length);
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
  });
});
