/**
 * Issue 45 part 1: sign in by the line's number (gateway/auth/users.ts findSignInAccount, SIGNIN in
 * gateway/handlers/auth-handlers.ts). A number that names an account (an open line's, else a confirmed contact
 * number) gets its code by SMS, however it is typed; a number that names none is told so (422
 * NO_ACCOUNT_FOR_NUMBER), without a word of whose it is; an email keeps its neutral answer. The per-identifier limits
 * hold across the ways one number is typed, also for 20 requests at once (scripts/gateway-pg-test.sh runs this on
 * PostgreSQL, where parallel requests really overlap).
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, responseErrors, startTestGateway, times, type Json, type TestGateway } from './harness';
import { device, freshEmail, signUp, wrong } from './auth-flow';
import { placePaidOrder } from './order-fixtures';
import { CODE_LIMITS } from '../../gateway/auth/code-limits';

const SENDS_PER_15_MIN = CODE_LIMITS.find((l) => l.kind === 'request')!.limit;
const WRONG_PER_15_MIN = CODE_LIMITS.find((l) => l.kind === 'failure')!.limit;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ limits: { rateLimit: 1_000_000 }, tokenTtlSeconds: 86_400 });
});
afterAll(() => gw.close());

/** A number no account has used (not one of the sandbox's own, which start 9234, 92330 and 92300). */
const strangerNumber = () => `9231${String(randomInt(0, 1e8)).padStart(8, '0')}`;
/** The same phone (92…) the ways the app may send it: international, national with 0, and bare. */
const spellings = (n: string) => [n, `0${n.slice(2)}`, n.slice(2)];

const signin = (identifier: string) => gw.call('SIGNIN', { body: { identifier, channel: 'web' } });
const validate = (requestId: string, otpCode: string) => gw.call('VALIDATE_OTP_SIGNIN', { body: { device, otpCode, requestId } });
const whoIs = async (token: string): Promise<string> => (await gw.call('GET_USER_DETAILS', { token })).body.result.external_id;
const outbox = async (recipient: string): Promise<Array<{ channel: string; code: string | null; body: string }>> =>
  ((await (await gw.fetch(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as { result: Array<{ channel: string; code: string | null; body: string }> }).result;

/** A customer (signed up by email) with an Active line. */
async function customerWithLine(): Promise<{ token: string; userId: string; email: string; number: string }> {
  const user = await signUp(gw);
  const line = await placePaidOrder(gw, user.token, user.email);
  return { ...user, number: line.number };
}

/** Confirms `typed` as the contact number of the customer behind `token`, with the code sent to it. */
async function confirmContact(token: string, typed: string): Promise<void> {
  const sent = await gw.call('SIGNUP_GENERATE_OTP', { body: { contactNumber: typed }, token });
  expect(sent.status).toBe(200);
  const code = await latestCode(gw, typed);
  const done = await gw.call('SIGNUP_VALIDATE_OTP', { body: { otpCode: code, requestId: sent.body.result.requestId }, token });
  expect(done.status).toBe(200);
}

/** Signs in with `identifier` through the SMS code; returns the account it signed in. */
async function signInByNumber(identifier: string, smsTo: string): Promise<string> {
  const started = await signin(identifier);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sms = (await outbox(smsTo))[0]!;
  expect(sms.channel).toBe('sms');
  const done = await validate(started.body.result.requestId, sms.code!);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return whoIs(done.body.result.accessToken);
}

describe('a number that names an account', () => {
  it("signs in the line's owner by SMS, however the number is typed", async () => {
    const owner = await customerWithLine();
    for (const typed of spellings(owner.number)) expect(await signInByNumber(typed, owner.number)).toBe(owner.userId);
  });

  it('signs in the account that confirmed it as its contact number', async () => {
    const user = await signUp(gw);
    const number = strangerNumber();
    await confirmContact(user.token, `0${number.slice(2)}`);
    // Confirmed as typed with a 0, kept as 92…: it signs in written any way.
    expect((await gw.call('GET_USER_DETAILS', { token: user.token })).body.result.telco_info.phone_no).toBe(number);
    for (const typed of spellings(number)) expect(await signInByNumber(typed, number)).toBe(user.userId);
  });

  it("a line's owner wins over another account that confirmed the number as its contact number", async () => {
    const owner = await customerWithLine();
    const other = await signUp(gw);
    await confirmContact(other.token, owner.number);
    expect(await signInByNumber(owner.number, owner.number)).toBe(owner.userId);
  });

  it('a code sent for a contact number that another account then confirms no longer signs in', async () => {
    const first = await signUp(gw);
    const number = strangerNumber();
    await confirmContact(first.token, number);
    const started = await signin(number);
    const code = (await outbox(number))[0]!.code!;
    const second = await signUp(gw);
    await confirmContact(second.token, number);
    const done = await validate(started.body.result.requestId, code);
    expect(done.status).toBe(422);
    expect(done.body.accessToken).toBeUndefined();
  });
});

describe('a number that names no account', () => {
  it('is told so at once, with nothing about whose number it is, and gets no code', async () => {
    const number = strangerNumber();
    const res = await signin(number);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NO_ACCOUNT_FOR_NUMBER');
    expect(responseErrors('SIGNIN', res.status, res.body)).toEqual([]);
    expect((await outbox(number)).filter((m) => m.code !== null)).toEqual([]);
  });

  it('an unconfirmed contact number, or a number only another customer typed, names no account', async () => {
    const user = await signUp(gw);
    const number = strangerNumber();
    // Named in the profile without its code: not proof.
    expect((await gw.call('UPDATE_PROFILE', { body: { contactNumber: number }, token: user.token })).status).toBe(200);
    const res = await signin(`0${number.slice(2)}`);
    expect(res.body.code).toBe('NO_ACCOUNT_FOR_NUMBER');
    expect(JSON.stringify(res.body)).not.toContain(user.email);
    expect(JSON.stringify(res.body)).not.toContain(user.userId);
  });

  it('an email keeps its neutral answer: an unknown address looks like a known one', async () => {
    const known = await signUp(gw);
    const [a, b] = [await signin(known.email), await signin(freshEmail('nobody'))];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Object.keys(a.body.result).sort()).toEqual(Object.keys(b.body.result).sort());
  });
});

describe('the per-identifier limits hold for a number, however it is typed', () => {
  it(`sends at most ${SENDS_PER_15_MIN} codes in 15 minutes across the ways one number is written`, async () => {
    const owner = await customerWithLine();
    const typed = spellings(owner.number);
    const answers: Array<{ status: number; body: Json }> = [];
    for (let i = 0; i < SENDS_PER_15_MIN + 2; i++) answers.push(await signin(typed[i % typed.length]!));
    expect(answers.slice(0, SENDS_PER_15_MIN).every((r) => r.status === 200)).toBe(true);
    for (const r of answers.slice(SENDS_PER_15_MIN)) {
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(422005);
      expect(typeof r.body.retryAt).toBe('number');
    }
    expect((await outbox(owner.number)).filter((m) => m.code !== null)).toHaveLength(SENDS_PER_15_MIN);
  });

  it('a number with no account is counted alike: probing it again is refused the same way', async () => {
    const number = strangerNumber();
    const answers = [];
    for (let i = 0; i < SENDS_PER_15_MIN + 1; i++) answers.push(await signin(spellings(number)[i % 3]!));
    expect(answers.slice(0, SENDS_PER_15_MIN).map((r) => r.body.code)).toEqual(Array(SENDS_PER_15_MIN).fill('NO_ACCOUNT_FOR_NUMBER'));
    expect(answers[SENDS_PER_15_MIN]!.body.code).toBe(422005);
  });

  it('20 requests at once for one number send at most the limit', async () => {
    const owner = await customerWithLine();
    const answers = await times(20, (i) => signin(spellings(owner.number)[i % 3]!));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(SENDS_PER_15_MIN);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    expect((await outbox(owner.number)).filter((m) => m.code !== null)).toHaveLength(SENDS_PER_15_MIN);
  });

  it(`${WRONG_PER_15_MIN} wrong codes across requests typed differently lock the number, the right code included`, async () => {
    const owner = await customerWithLine();
    const requests: string[] = [];
    for (const typed of spellings(owner.number)) requests.push((await signin(typed)).body.result.requestId);
    const right = (await outbox(owner.number))[0]!.code!;
    const last = requests[requests.length - 1]!;
    // Two wrong codes on each of the first two requests, one on the last: five in all, each request under its own 3.
    for (const id of [requests[0]!, requests[0]!, requests[1]!, requests[1]!]) expect((await validate(id, wrong(right))).status).toBe(422);
    const fifth = await validate(last, wrong(right));
    expect(fifth.body.code).toBe(422005);
    const refused = await validate(last, right);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(422005);
  });

  it("another customer's request id with one's own code signs nobody in", async () => {
    const [a, b] = [await customerWithLine(), await customerWithLine()];
    const ra = (await signin(a.number)).body.result.requestId;
    await signin(b.number);
    const codeB = (await outbox(b.number))[0]!.code!;
    const res = await validate(ra, codeB);
    expect(res.status).toBe(422);
    expect(res.body.result).toBeUndefined();
  });
});

describe('bad input', () => {
  it.each([['+92 300 1234567'], ['0300-1234567'], ['12345'], ['92300123456789'], ['']])('%j is refused with a 400 naming the field, never a 5xx', async (identifier) => {
    const res = await signin(identifier);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('identifier');
  });
});


