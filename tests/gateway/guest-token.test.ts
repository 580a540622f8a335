import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { freshEmail, signUp, wrong } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const generate = async (email: string, phone?: string) => {
  const res = await gw.call('OTT_GENERATE', {
    body: { ottType: 'VERIFY_GUEST_USER' },
    headers: { 'x-guest-email': email, ...(phone ? { 'x-guest-contact-number': phone } : {}) },
  });
  return res;
};
const validate = (requestId: string, ott: string) => gw.call('GUEST_VALIDATE', { body: { requestId, ott } });

describe('guest one-time token', () => {
  it('verifies a new guest without a token and a returning customer with one', async () => {
    const guest = freshEmail('guest');
    const g = await generate(guest, '923001112223');
    expect(responseErrors('OTT_GENERATE', g.status, g.body)).toEqual([]);
    expect(g.body.result.channels.sms).toBe(true);
    const ok = await validate(g.body.result.requestId, await latestCode(gw, guest));
    expect(ok.status).toBe(200);
    expect(responseErrors('GUEST_VALIDATE', ok.status, ok.body)).toEqual([]);
    expect(ok.body.result.accessToken).toBeUndefined();

    const { email } = await signUp(gw);
    const r = await generate(email);
    const back = await validate(r.body.result.requestId, await latestCode(gw, email));
    expect(back.body.result.accessToken).toEqual(expect.any(String));
  });

  it('answers 422028 for wrong tokens, 422026 on the third, then 422035 (blocked), also for a new token', async () => {
    const email = freshEmail('guest');
    const g = await generate(email);
    const code = await latestCode(gw, email);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push((await validate(g.body.result.requestId, wrong(code))).body.code);
    expect(seen).toEqual([422028, 422028, 422026, 422035]);
    expect((await generate(email)).body.code).toBe(422035);
  });

  it('answers 422025 for an expired token and 400061 for an unknown request', async () => {
    const email = freshEmail('guest');
    const g = await generate(email);
    const code = await latestCode(gw, email);
    await dev(gw, '/dev/clock', { advanceMs: 121_000 });
    expect((await validate(g.body.result.requestId, code)).body.code).toBe(422025);
    expect((await validate('00000000-0000-4000-8000-000000000000', code)).body.code).toBe(400061);
  });

  it('blocks resend before half the lifetime with 422024, then allows it', async () => {
    const email = freshEmail('guest');
    const g = await generate(email);
    const requestId = g.body.result.requestId;
    expect((await gw.call('OTT_RESEND', { body: { requestId } })).body.code).toBe(422024);
    await dev(gw, '/dev/clock', { advanceMs: 61_000 });
    const res = await gw.call('OTT_RESEND', { body: { requestId } });
    expect(res.status).toBe(200);
    expect(responseErrors('OTT_RESEND', res.status, res.body)).toEqual([]);
  });

  it.each<{ headers: Record<string, string>; mentions: string }>([
    { headers: {}, mentions: 'x-guest-email' },
    { headers: { 'x-guest-email': 'not-an-email' }, mentions: 'x-guest-email' },
    { headers: { 'x-guest-email': 'a@b.pk', 'x-guest-contact-number': '12ab' }, mentions: 'x-guest-contact-number' },
  ])('refuses bad guest headers naming $mentions', async ({ headers, mentions }) => {
    const res = await gw.call('OTT_GENERATE', { body: { ottType: 'VERIFY_GUEST_USER' }, headers });
    expect(res.status).toBe(400);
    expect(res.body.description).toContain(mentions);
  });
});
