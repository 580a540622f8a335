import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, latestCode, responseErrors, startTestGateway, type TestGateway } from './harness';
import { freshEmail } from './auth-flow';

// Issue 16: a new customer's guest code proves the email; the sign-up that follows redeems a single-use proof
// bound to that email instead of asking a second code.

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

/** A new guest verifies the email; returns the proof the gateway hands out. */
async function verifiedGuest(email: string): Promise<string> {
  const g = await gw.call('OTT_GENERATE', { body: { ottType: 'VERIFY_GUEST_USER' }, headers: { 'x-guest-email': email, 'x-guest-contact-number': '923001112223' } });
  const ok = await gw.call('GUEST_VALIDATE', { body: { requestId: g.body.result.requestId, ott: await latestCode(gw, email) } });
  expect(responseErrors('GUEST_VALIDATE', ok.status, ok.body)).toEqual([]);
  expect(ok.body.result.accessToken).toBeUndefined();
  return ok.body.result.signupToken as string;
}
const signUp = (email: string, signupToken: string) =>
  gw.call('SIGNUP_GUEST_VERIFIED', { body: { email, channel: 'web', signupToken, device: { app_type: 'ecosystem', device_id: 'gw-test' } } });
const outboxCount = async (email: string) => (((await (await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { result: unknown[] }).result).length;

describe('sign-up with the guest proof (SIGNUP_GUEST_VERIFIED)', () => {
  it('creates the account with the email confirmed and signs in, without sending a second code', async () => {
    const email = freshEmail('proof');
    const proof = await verifiedGuest(email);
    expect(proof).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const before = await outboxCount(email);
    const res = await signUp(email, proof);
    expect(res.status).toBe(200);
    expect(responseErrors('SIGNUP_GUEST_VERIFIED', res.status, res.body)).toEqual([]);
    const me = await gw.call('GET_USER_DETAILS', { token: res.body.result.accessToken });
    expect(me.body.result).toMatchObject({ email, email_confirmed: true });
    expect(await outboxCount(email)).toBe(before);
  });

  it('is single use: the same proof is refused the second time', async () => {
    const email = freshEmail('proof');
    const proof = await verifiedGuest(email);
    expect((await signUp(email, proof)).status).toBe(200);
    const again = await signUp(email, proof);
    expect([again.status, again.body.code]).toEqual([422, 400061]);
  });

  it('is bound to the email it proved: another email is refused and the proof still works for its own', async () => {
    const email = freshEmail('proof');
    const proof = await verifiedGuest(email);
    const other = await signUp(freshEmail('thief'), proof);
    expect([other.status, other.body.code]).toEqual([422, 400061]);
    expect((await signUp(email.toUpperCase(), proof)).status).toBe(200);
  });

  it('refuses a forged secret (and blocks after repeated guesses), an unknown proof and an expired one', async () => {
    const email = freshEmail('proof');
    const proof = await verifiedGuest(email);
    const [id] = proof.split('.');
    const forged = `${id}.${'A'.repeat(43)}`;
    for (let i = 0; i < 3; i++) expect((await signUp(email, forged)).body.code).toBe(400061);
    expect((await signUp(email, proof)).body.code).toBe(400061);
    expect((await signUp(email, `00000000-0000-4000-8000-000000000000.${'B'.repeat(43)}`)).body.code).toBe(400061);

    const late = freshEmail('proof');
    const lateProof = await verifiedGuest(late);
    await dev(gw, '/dev/clock', { advanceMs: 601_000 });
    expect((await signUp(late, lateProof)).body.code).toBe(400061);
  });

  it('answers 400 for a malformed proof, never 5xx', async () => {
    for (const signupToken of ['', 'x', 'a'.repeat(5000), '../../etc']) {
      const res = await signUp(freshEmail('proof'), signupToken);
      expect(res.status).toBe(400);
    }
  });
});
