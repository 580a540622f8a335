import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness';
import { signUp } from './auth-flow';
import { solvedCaptchaToken } from './captcha-fixtures';
import { webfrontSettings } from '../../gateway/seed/config-seed';

let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startTestGateway();
  token = (await signUp(gw)).token;
});
afterAll(() => gw.close());

const orderList = (captchaToken: unknown) => gw.call('MANAGE_ORDER', { body: { captchaToken }, token });

describe('captcha on the order list (ALTCHA)', () => {
  it('hands out a signed, expiring challenge that is never cached', async () => {
    const res = await gw.fetch('/integrations/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string };
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('lists the orders for a solved challenge, and refuses the same answer a second time', async () => {
    const answer = await solvedCaptchaToken(gw.url);
    const first = await orderList(answer);
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body.result)).toBe(true);
    const replay = await orderList(answer);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('CAPTCHA_REFUSED');
    expect(replay.body.description).toMatch(/already used/);
  });

  it.each([
    ['the old constant marker', 'web-no-captcha'],
    ['base64 of nonsense', Buffer.from('{"challenge":1}').toString('base64')],
    ['a huge string', 'x'.repeat(3999)],
  ])('refuses %s with 400 CAPTCHA_REFUSED', async (_name, bad) => {
    const res = await orderList(bad);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CAPTCHA_REFUSED');
  });

  it('refuses a forged answer: a made-up derived key, and a challenge signed by someone else', async () => {
    const decoded = JSON.parse(Buffer.from(await solvedCaptchaToken(gw.url), 'base64').toString());
    const wrongCounter = { ...decoded, solution: { ...decoded.solution, derivedKey: '0'.repeat(64) } };
    expect((await orderList(Buffer.from(JSON.stringify(wrongCounter)).toString('base64'))).status).toBe(400);
    const otherSignature = { ...decoded, challenge: { ...decoded.challenge, signature: 'a'.repeat(64) } };
    const res = await orderList(Buffer.from(JSON.stringify(otherSignature)).toString('base64'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CAPTCHA_REFUSED');
  });

  it('refuses a missing token before looking at anything else', async () => {
    expect((await gw.call('MANAGE_ORDER', { body: {}, token })).status).toBe(400);
    expect((await orderList('')).status).toBe(400);
  });

});

describe('browser-monitoring collector', () => {
  const harvest = { kind: 'errors', session: { id: 's-1', startedAt: 1, replay: false }, items: [{ message: 'boom' }], sentAt: 2 };
  const beacon = (body: string) => gw.fetch('/integrations/monitoring/harvest', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });

  it('stores a text/plain beacon and lists it on the dev route', async () => {
    expect((await beacon(JSON.stringify(harvest))).status).toBe(204);
    const stored = (await (await gw.fetch('/dev/monitoring/harvests')).json()) as { result: Array<typeof harvest> };
    expect(stored.result.at(-1)).toMatchObject(harvest);
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown kind', JSON.stringify({ ...harvest, kind: 'secrets' })],
    ['no session', JSON.stringify({ ...harvest, session: undefined })],
    ['too many items', JSON.stringify({ ...harvest, items: new Array(501).fill(1) })],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = ((await (await gw.fetch('/dev/monitoring/harvests')).json()) as { result: unknown[] }).result.length;
    expect((await beacon(body)).status).toBe(400);
    const after = ((await (await gw.fetch('/dev/monitoring/harvests')).json()) as { result: unknown[] }).result.length;
    expect(after).toBe(before);
  });
});

describe('support widget', () => {
  it('serves the widget script only for the configured key', async () => {
    const ok = await gw.fetch(`/integrations/support/snippet.js?key=${webfrontSettings.supportWidgetKey}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('javascript');
    expect(await ok.text()).toContain('window.zE');
    expect((await gw.fetch('/integrations/support/snippet.js?key=nope')).status).toBe(404);
  });

  it('records the calls it is sent and answers the agents status the dev route sets', async () => {
    const calls = { key: 'k', calls: [{ command: 'webWidget:hide', args: [], at: 1 }] };
    const sent = await gw.fetch('/integrations/support/calls', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(calls) });
    expect(sent.status).toBe(204);
    const listed = (await (await gw.fetch('/dev/support/calls')).json()) as { result: unknown[] };
    expect(listed.result).toContainEqual({ key: 'k', command: 'webWidget:hide', args: [], at: 1 });
    expect(await (await gw.fetch('/integrations/support/status')).json()).toEqual({ online: false });
    await gw.fetch('/dev/support/agents', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ online: true }) });
    expect(await (await gw.fetch('/integrations/support/status')).json()).toEqual({ online: true });
    const bad = await gw.fetch('/integrations/support/calls', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"key":1}' });
    expect(bad.status).toBe(400);
  });
});
