import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { device, freshEmail, signUp, wrong } from './auth-flow';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const start = async (kind: 'signin' | 'signup', email: string) => {
  const res = kind === 'signin' ? await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } }) : await gw.call('SIGNUP', { body: { email, channel: 'web' } });
  expect(res.status).toBe(200);
  expect(responseErrors(kind === 'signin' ? 'SIGNIN' : 'SIGNUP', res.status, res.body)).toEqual([]);
  expect(res.body.result.expiresIn).toBe(120);
  return res.body.result.requestId as string;
};
const validate = (kind: 'signin' | 'signup', requestId: string, otpCode: string) =>
  gw.call(kind === 'signin' ? 'VALIDATE_OTP_SIGNIN' : 'VALIDATE_OTP_SIGNUP', { body: { device, otpCode, requestId } });

describe('sign-up and sign-in by one-time code', () => {
  it('signs up, then signs in with a new code, each giving a token that reads user details', async () => {
    const { token, email } = await signUp(gw);
    const me = await gw.call('GET_USER_DETAILS', { token });
    expect(me.status).toBe(200);
    expect(responseErrors('GET_USER_DETAILS', me.status, me.body)).toEqual([]);
    expect(me.body.result).toMatchObject({ email, email_confirmed: true });

    const requestId = await start('signin', email);
    const code = await latestCode(gw, email);
    expect(code).toMatch(/^[0-9]{6}$/);
    const res = await validate('signin', requestId, code);
    expect(res.status).toBe(200);
    expect(responseErrors('VALIDATE_OTP_SIGNIN', res.status, res.body)).toEqual([]);
  });

  it.each([
    { kind: 'signin' as const, max: 422005 },
    { kind: 'signup' as const, max: 422006 },
  ])('$kind: wrong codes answer 422011, the third one $max, and then the right code is refused too', async ({ kind, max }) => {
    const email = kind === 'signin' ? (await signUp(gw)).email : freshEmail();
    const requestId = await start(kind, email);
    const code = await latestCode(gw, email);
    const codesSeen: number[] = [];
    for (let i = 0; i < 3; i++) codesSeen.push((await validate(kind, requestId, wrong(code))).body.code);
    expect(codesSeen).toEqual([422011, 422011, max]);
    const after = await validate(kind, requestId, code);
    expect(after.status).toBe(422);
    expect(after.body.code).toBe(max);
    expect(responseErrors('VALIDATE_OTP_SIGNIN', after.status, after.body)).toEqual([]);
  });

  it('shows the latest code on the dev outbox page', async () => {
    const email = freshEmail('page');
    await start('signup', email);
    const html = await (await gw.fetch('/dev')).text();
    expect(html).toContain('<h1>Dev outbox</h1>');
    expect(html).toContain(`${email}</td>`);
    expect(html).toContain(`<td class="code">${await latestCode(gw, email)}</td>`);
  });

  it.each([
    { name: 'unknown request', requestId: '00000000-0000-4000-8000-000000000000', code: 4221402 },
  ])('answers $code for an $name', async ({ requestId, code }) => {
    const res = await validate('signin', requestId, '123456');
    expect(res.body).toMatchObject({ status: 422, code });
  });

  it('refuses a code used twice with 4221402', async () => {
    const email = freshEmail();
    const requestId = await start('signup', email);
    const code = await latestCode(gw, email);
    expect((await validate('signup', requestId, code)).status).toBe(200);
    expect((await validate('signup', requestId, code)).body.code).toBe(4221402);
  });

  it('answers 422004 once the code has expired, and resend then answers 422004 too', async () => {
    const email = freshEmail();
    const requestId = await start('signup', email);
    const code = await latestCode(gw, email);
    await dev(gw, '/dev/clock', { advanceMs: 121_000 });
    expect((await validate('signup', requestId, code)).body.code).toBe(422004);
    expect((await gw.call('SIGNIN_RESEND', { body: { requestId } })).body.code).toBe(422004);
  });

  it('answers 422019 for a second sign-up while the first code is still valid', async () => {
    const email = freshEmail();
    await start('signup', email);
    const again = await gw.call('SIGNUP', { body: { email, channel: 'web' } });
    expect(again.body).toMatchObject({ status: 422, code: 422019 });
  });

  it('resends a new code that replaces the old one, up to three times, then 422005', async () => {
    const { email } = await signUp(gw);
    const requestId = await start('signin', email);
    const first = await latestCode(gw, email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await gw.call('SIGNIN_RESEND', { body: { requestId } })).status);
    expect(statuses).toEqual([200, 200, 200, 422]);
    const latest = await latestCode(gw, email);
    if (latest !== first) expect((await validate('signin', requestId, first)).body.code).toBe(422011);
    expect((await validate('signin', requestId, latest)).status).toBe(200);
  });

  it('signs in an unknown identifier with the same answer but no usable code', async () => {
    const email = freshEmail('nobody');
    const requestId = await start('signin', email);
    const outbox = await (await gw.fetch(`/dev/outbox?recipient=${email}`)).json();
    expect(outbox.result[0].code).toBeNull();
    expect((await validate('signin', requestId, '000000')).body.code).toBe(422011);
  });

  it.each([
    { body: { otpCode: '12345', requestId: 'abcdefgh1' }, field: 'body.otpCode' },
    { body: { otpCode: '123456' }, field: 'body.requestId' },
    { body: { otpCode: '123456', requestId: 'abcdefgh1', extra: 1 }, field: 'body.extra' },
  ])('refuses a malformed validate body naming $field', async ({ body, field }) => {
    const res = await gw.call('VALIDATE_OTP_SIGNIN', { body });
    expect(res.status).toBe(400);
    expect(res.body.description).toContain(field);
  });
});
