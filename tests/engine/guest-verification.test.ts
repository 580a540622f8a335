import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { createJourneyActor } from '../../engine';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

const ok = (value: unknown) => fromPromise(async () => value);
const fail = (code: string) =>
  fromPromise(async () => {
    throw { status: 422, code };
  });

function guest(validate: AnyActorLogic, send: AnyActorLogic = ok({ requestId: 'g1', expiresIn: 120 }), signUp: AnyActorLogic = ok({ accessToken: 't', redirect: '/web/order-summary' })) {
  const clock = new SimulatedClock();
  clock.set(1_700_000_000_000);
  const journey = compiled('guest-verification', { now: () => clock.now() });
  const actor = createJourneyActor(journey, { clock, actors: { sendGuestCode: send, validateGuestCode: validate, signUpVerifiedGuest: signUp, readConsentType: ok({ consentType: 'EXPLICIT' }) } }).start();
  return { clock, actor, state: () => actor.getSnapshot().value as string };
}

async function toCode(g: ReturnType<typeof guest>) {
  g.actor.send({ type: 'SUBMIT_EMAIL', email: ' a@b.pk ' });
  await tick();
}

describe('guest verification machine', () => {
  it('email, then a 6-digit code entry', async () => {
    const g = guest(ok({}));
    expect(g.state()).toBe('enterEmail');
    await toCode(g);
    expect(g.state()).toBe('enterCode');
    expect(g.actor.getSnapshot().context).toMatchObject({ email: 'a@b.pk', requestId: 'g1' });
  });

  it.each([
    { name: 'no token: a new user continues as signup', output: {}, expected: 'newUser' },
    { name: 'a token: a returning user', output: { accessToken: 't', redirect: '/web/pre-checkout' }, expected: 'returningUser' },
    { name: 'a token and an order: the previous-order alert first', output: { accessToken: 't', redirect: '/manage/order?order_ref=1' }, expected: 'previousOrderAlert' },
    { name: 'a token and a pending cart: the previous-order alert first', output: { accessToken: 't', redirect: '/web/pending-order-details' }, expected: 'previousOrderAlert' },
  ])('$name', async ({ output, expected }) => {
    const g = guest(ok(output));
    await toCode(g);
    g.actor.send({ type: 'VERIFY', code: '123456' });
    await tick();
    expect(g.state()).toBe(expected);
  });

  it.each([
    { name: 'a new user with a sign-up proof is signed up without a second code', signUp: ok({ accessToken: 't', redirect: '/web/order-summary' }), expected: 'signedUp' },
    { name: 'a failed proof sign-up falls back to sign-up with a code', signUp: fail('400061'), expected: 'newUser' },
  ])('$name', async ({ signUp, expected }) => {
    const g = guest(ok({ requestId: 'g1', email: 'a@b.pk', signupToken: 'proof' }), undefined, signUp);
    await toCode(g);
    g.actor.send({ type: 'VERIFY', code: '123456' });
    await tick();
    await tick();
    expect(g.state()).toBe(expected);
  });

  it('a new user reads the customer consent setting on the way (an unreadable one is none)', async () => {
    const g = guest(ok({ requestId: 'g1', email: 'a@b.pk' }));
    await toCode(g);
    g.actor.send({ type: 'VERIFY', code: '123456' });
    await tick();
    expect(g.state()).toBe('newUser');
    expect(g.actor.getSnapshot().context).toMatchObject({ consentType: 'EXPLICIT', result: { requestId: 'g1', email: 'a@b.pk' } });
  });

  it('counts the codes sent, so a re-send reads differently from the first send', async () => {
    const g = guest(ok({}));
    await toCode(g);
    expect(g.actor.getSnapshot().context.sends).toBe(1);
    g.clock.increment(121_000);
    await tick();
    expect(g.state()).toBe('codeExpired');
    g.actor.send({ type: 'CONFIRM' });
    await tick();
    expect(g.actor.getSnapshot().context.sends).toBe(2);
  });

  it('the previous-order alert moves on when confirmed', async () => {
    const g = guest(ok({ accessToken: 't', redirect: '/manage/order' }));
    await toCode(g);
    g.actor.send({ type: 'VERIFY', code: '123456' });
    await tick();
    g.actor.send({ type: 'CONFIRM' });
    expect(g.state()).toBe('returningUser');
  });

  it.each([
    { name: 'incorrect token stays on the code with the error', code: '422028', expected: 'enterCode' },
    { name: 'expired token opens the expiry alert', code: '422025', expected: 'codeExpired' },
    { name: 'max token retries blocks', code: '422026', expected: 'blocked' },
    { name: 'blocked verification', code: '422035', expected: 'blocked' },
  ])('validate failure: $name', async ({ code, expected }) => {
    const g = guest(fail(code));
    await toCode(g);
    g.actor.send({ type: 'VERIFY', code: '123456' });
    await tick();
    expect(g.state()).toBe(expected);
    expect(g.actor.getSnapshot().context.error).toMatchObject({ code });
  });

  it('expiry opens an alert, and confirming re-sends a code', async () => {
    let sends = 0;
    const send = fromPromise(async () => ({ requestId: `g${++sends}`, expiresIn: 60 }));
    const g = guest(ok({}), send);
    await toCode(g);
    g.clock.increment(60_000);
    expect(g.state()).toBe('codeExpired');
    g.actor.send({ type: 'CONFIRM' });
    await tick();
    expect(g.state()).toBe('enterCode');
    expect(sends).toBe(2);
  });

  it('a send failure returns to the email with the error', async () => {
    const g = guest(ok({}), fail('500'));
    await toCode(g);
    expect(g.state()).toBe('enterEmail');
    expect(g.actor.getSnapshot().context.error).toMatchObject({ code: '500' });
  });
});
