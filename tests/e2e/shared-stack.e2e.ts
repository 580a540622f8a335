import { describe, expect, it } from 'vitest';
import { startStack } from './support/harness';

// The browser suite's stacks share the worker's Chromium and app server (docs/decisions/
// 2026-11-29-one-stack-per-browser-worker.md): what one file did must not be seen by the next, and a second stack
// held at the same time gets parts of its own.

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const faultsOf = async (gatewayUrl: string) => ((await (await fetch(`${gatewayUrl}/dev/faults`)).json()) as { result: Record<string, unknown> }).result;
const outboxOf = async (gatewayUrl: string, email: string) => ((await (await fetch(`${gatewayUrl}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { result: unknown[] }).result;

describe('one stack per worker, a gateway per file', () => {
  it("a stack started after another's stop shares its browser and app server but sees none of its customers, clock, faults or pages", async () => {
    const first = await startStack();
    const email = `shared-${Math.random().toString(16).slice(2)}@example.pk`;
    expect((await post(`${first.gatewayUrl}/v1/auth/signup`, { email, channel: 'web', contactNumber: '923001234567' })).status).toBe(200);
    expect(await outboxOf(first.gatewayUrl, email)).toHaveLength(1);
    expect((await post(`${first.gatewayUrl}/dev/clock`, { advanceMs: 3_600_000 })).status).toBe(200);
    expect((await post(`${first.gatewayUrl}/dev/faults`, { endpoint: 'GET_LINES', status: 503 })).status).toBe(200);
    expect(Object.keys(await faultsOf(first.gatewayUrl))).toEqual(['GET_LINES']);
    const page = await first.page();
    await page.goto(`${first.app.url}/web/login`);
    await first.stop();
    expect(first.browser.isConnected()).toBe(true);
    expect(first.browser.contexts()).toEqual([]);

    const next = await startStack();
    try {
      expect(next.browser).toBe(first.browser);
      expect(next.app.url).toBe(first.app.url);
      expect(next.gatewayUrl).toBe(first.gatewayUrl);
      expect(await outboxOf(next.gatewayUrl, email)).toEqual([]);
      const clock = (await (await post(`${next.gatewayUrl}/dev/clock`, { advanceMs: 0 })).json()) as { result: { offsetMs: number } };
      expect(clock.result.offsetMs).toBe(0);
      expect(await faultsOf(next.gatewayUrl)).toEqual({});

      // Held meanwhile: a second stack has a browser, an app server and a gateway of its own, and stop() ends them.
      const second = await startStack();
      expect(second.browser).not.toBe(next.browser);
      expect(second.app.url).not.toBe(next.app.url);
      expect(second.gatewayUrl).not.toBe(next.gatewayUrl);
      await second.stop();
      expect(second.browser.isConnected()).toBe(false);
      expect(next.browser.isConnected()).toBe(true);
    } finally {
      await next.stop();
    }
  }, 120_000);
});
