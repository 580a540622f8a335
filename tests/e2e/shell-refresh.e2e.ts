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

/**
 * Browser-side script (a string: vitest would rewrite a real `import()` in this file) that finds the app's live
 * ApiClient and makes ten GET_USER_DETAILS calls with it at once; resolves to one 'ok <email>' or 'failed …' each.
 */
const BURST_OF_TEN = `(async () => {
  const exported = Object.values(await import(document.querySelector('script[type="module"][src]').src));
  const isExportedContext = (type) => !!type && exported.some((v) => v && (v === type || v.Provider === type));
  const root = document.getElementById('root');
  // preact/compat (the shipped build): the root vnode is root.__k and children are vnode.__k; a context's
  // provider is the context itself. React (UI_RUNTIME=react): the committed fiber tree under the container.
  const reactKey = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  const nodes = [reactKey ? root[reactKey].stateNode.current : root.__k];
  let api;
  while (nodes.length && !api) {
    const node = nodes.pop();
    if (!node || typeof node !== 'object') continue;
    const value = (node.memoizedProps || node.props || {}).value;
    if (isExportedContext(node.type) && value && typeof value.call === 'function' && Object.keys(value).join() === 'call') api = value;
    if (Array.isArray(node.__k)) nodes.push(...node.__k);
    else nodes.push(node.sibling, node.child);
  }
  if (!api) return 'no ApiClient provider found';
  return Promise.all(Array.from({ length: 10 }, () => api.call('GET_USER_DETAILS').then((u) => 'ok ' + u.email, (e) => 'failed ' + String(e))));
})()`;

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

  it('10 concurrent calls of the app\'s own API client with a really expired token → 10 real 401s, exactly one refresh, each call retried once', async () => {
    const token = await stack.signUp();
    await dev('/dev/faults', undefined, 'DELETE');
    const page = await stack.page();
    await page.addInitScript((t) => localStorage.setItem('auth:accessToken', t), token);
    await page.goto(`${stack.app.url}/web/pre-checkout`);
    await page.getByTestId('faq').waitFor();
    await page.waitForLoadState('networkidle'); // start-up is over: the app's client now exists and is idle
    await dev('/dev/clock', { advanceMs: 3600 * 1000 }); // the stored token expires at the gateway: no fault injection

    const events: Array<{ at: number; what: 'request' | '401' | 'refresh' | 'refreshed'; path: string; auth?: string }> = [];
    const t0 = Date.now();
    const pathOf = (r: Request) => new URL(r.url()).pathname;
    page.on('request', (r) => {
      if (!r.url().startsWith(stack.gatewayUrl) || r.method() === 'OPTIONS') return;
      const auth = r.headers()['authorization'];
      events.push({ at: Date.now() - t0, what: pathOf(r) === '/v1/auth/token' ? 'refresh' : 'request', path: pathOf(r), ...(auth ? { auth } : {}) });
    });
    page.on('response', (r) => {
      if (!r.url().startsWith(stack.gatewayUrl) || r.request().method() === 'OPTIONS') return;
      if (pathOf(r.request()) === '/v1/auth/token') events.push({ at: Date.now() - t0, what: 'refreshed', path: '/v1/auth/token' });
      else if (r.status() === 401) events.push({ at: Date.now() - t0, what: '401', path: pathOf(r.request()) });
    });

    // No screen makes ten user calls at once and no test hook ships, so the test reaches the app's one live
    // ApiClient the way React DevTools does: the entry module (already loaded; importing its URL again returns the
    // same instance) exports its React contexts for the lazy chunks; the provider of one of them in the mounted
    // tree holds the client bootstrap created ({ call }). page.evaluate runs through the DevTools protocol, outside
    // the page's CSP. The ten calls then run entirely in the app's code: its ky instance, hooks, shared refresher
    // and token store.
    const results: unknown = await page.evaluate(BURST_OF_TEN);

    expect(Array.isArray(results), String(results)).toBe(true);
    const fresh = await page.evaluate(() => localStorage.getItem('auth:accessToken'));
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    // The customer behind the new token, asked of the gateway directly: every call got that customer's details.
    const me = await fetch(`${stack.gatewayUrl}/v1/users/me`, { headers: { authorization: `Bearer ${fresh}`, 'device-id': 'e2e' } });
    expect(me.status).toBe(200);
    const { email } = ((await me.json()) as { result: { email: string } }).result;
    expect(results).toEqual(Array.from({ length: 10 }, () => `ok ${email}`));

    const refreshes = events.filter((e) => e.what === 'refresh');
    expect(refreshes).toHaveLength(1); // exactly one refresh for ten 401s
    expect(refreshes[0]!.auth).toBe(`Bearer ${token}`);
    const refreshedAt = events.find((e) => e.what === 'refreshed')!.at;
    const calls = events.filter((e) => e.what === 'request' && e.path === '/v1/users/me');
    const stale = calls.filter((e) => e.auth === `Bearer ${token}`);
    const retried = calls.filter((e) => e.auth === `Bearer ${fresh}`);
    expect(stale).toHaveLength(10);
    expect(events.filter((e) => e.what === '401' && e.path === '/v1/users/me')).toHaveLength(10); // real 401s: the token expired
    expect(events.filter((e) => e.what === '401')).toHaveLength(10);
    expect(retried).toHaveLength(10); // one retry each, with the new token
    expect(calls).toHaveLength(20);
    // Concurrent: all ten first attempts were out before the one refresh came back; every retry left after it was sent.
    for (const e of stale) expect(e.at).toBeLessThanOrEqual(refreshedAt);
    for (const e of retried) expect(e.at).toBeGreaterThanOrEqual(refreshes[0]!.at);
    expect(new URL(page.url()).pathname).toBe('/web/pre-checkout');
  });
});
