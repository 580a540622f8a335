import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { createJourneyActor, persistJourney } from '../../engine';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

/** An OTP timer on a simulated clock, with actors the test controls. */
function otp(input: Record<string, unknown> = {}, actors: Partial<Record<'resendCode' | 'verifyCode' | 'completeSignIn', AnyActorLogic>> = {}) {
  const clock = new SimulatedClock();
  clock.set(1_700_000_000_000);
  const journey = compiled('otp-timer', { now: () => clock.now() });
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actor = createJourneyActor(journey, {
    clock,
    input,
    actors: { resendCode: actors.resendCode ?? never, verifyCode: actors.verifyCode ?? never, completeSignIn: actors.completeSignIn ?? never },
  }).start();
  return { clock, actor, journey, state: () => actor.getSnapshot().value as string };
}

describe('OTP timer (simulated clock)', () => {
  it.each([
    { name: 'default 120 s', input: {}, seconds: 120 },
    { name: 'expiresIn from the server', input: { expiresIn: 60 }, seconds: 60 },
    { name: 'odd expiresIn', input: { expiresIn: 45 }, seconds: 45 },
  ])('$name: resend opens exactly at half time, expiry exactly at zero', ({ input, seconds }) => {
    const { clock, state } = otp(input);
    const half = (seconds * 1000) / 2;
    expect(state()).toBe('counting');
    clock.increment(half - 1);
    expect(state()).toBe('counting');
    clock.increment(1);
    expect(state()).toBe('resendable');
    clock.increment(half - 1);
    expect(state()).toBe('resendable');
    clock.increment(1);
    expect(state()).toBe('expired');
  });

  it('a reload resumes from the absolute deadline instead of restarting the timer', () => {
    const first = otp({ expiresIn: 120 });
    first.clock.increment(70_000);
    expect(first.state()).toBe('resendable');
    const saved = persistJourney(first.journey.journey, first.actor);
    first.actor.stop();

    const clock = new SimulatedClock();
    clock.set(first.clock.now() + 10_000); // the reload took 10 s
    const journey = compiled('otp-timer', { now: () => clock.now() });
    const never = fromPromise(() => new Promise<never>(() => {}));
    const again = createJourneyActor(journey, { clock, saved, actors: { resendCode: never, verifyCode: never, completeSignIn: never } }).start();
    expect(again.getSnapshot().value).toBe('resendable');
    clock.increment(40_000 - 1);
    expect(again.getSnapshot().value).toBe('resendable');
    clock.increment(1);
    expect(again.getSnapshot().value).toBe('expired');
  });

  it('resend restarts the timer with the new expiry', async () => {
    const resendCode = fromPromise(async () => ({ requestId: 'r2', expiresIn: 30 }));
    const { clock, actor, state } = otp({ expiresIn: 120, requestId: 'r1' }, { resendCode });
    clock.increment(60_000);
    actor.send({ type: 'RESEND' });
    await tick();
    expect(state()).toBe('counting');
    expect(actor.getSnapshot().context).toMatchObject({ requestId: 'r2', expiresIn: 30 });
    clock.increment(15_000);
    expect(state()).toBe('resendable');
    clock.increment(15_000);
    expect(state()).toBe('expired');
  });

  it('a re-sent code is said once, counted, and forgotten when the customer acts again; a failed re-send says nothing', async () => {
    let fail = false;
    const resendCode = fromPromise(async () => {
      if (fail) throw { code: 'X', description: 'down' };
      return { requestId: 'r2', expiresIn: 120 };
    });
    const { clock, actor } = otp({ expiresIn: 120, requestId: 'r1' }, { resendCode });
    const ctx = () => actor.getSnapshot().context as { resent?: boolean; resends?: number };
    clock.increment(60_000);
    expect(ctx().resent).toBe(false);
    actor.send({ type: 'RESEND' });
    await tick();
    expect(ctx()).toMatchObject({ resent: true, resends: 1 });
    clock.increment(60_000);
    fail = true;
    actor.send({ type: 'RESEND' });
    await tick();
    expect(ctx()).toMatchObject({ resent: false, resends: 1 });
  });

  it('RESEND is ignored before half time', () => {
    const { actor, state } = otp();
    actor.send({ type: 'RESEND' });
    expect(state()).toBe('counting');
  });

  it.each([
    { name: 'incorrect code keeps the timer and records the error', code: '4221402', expected: 'counting', error: '4221402' },
    { name: 'max login retries ends the flow', code: '422005', expected: 'maxRetries', error: '422005' },
    { name: 'max signup retries ends the flow', code: '422006', expected: 'maxRetries', error: '422006' },
    { name: 'expired code goes to expired', code: '422004', expected: 'expired', error: '422004' },
  ])('verify failure: $name', async ({ code, expected, error }) => {
    const verifyCode = fromPromise(async () => {
      throw { status: 422, code };
    });
    const { actor, state } = otp({}, { verifyCode });
    actor.send({ type: 'VERIFY', code: '123456' });
    await tick();
    expect(state()).toBe(expected);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: error });
  });

  it.each([
    { ended: undefined, resume: false },
    { ended: 'expired', resume: true },
    { ended: 'revoked', resume: true },
    { ended: 'made-up', resume: false },
  ])('a sign-in after a session ended ($ended) goes back to the redirect: resume $resume (issue 45)', async ({ ended, resume }) => {
    let signIn: { resume?: unknown } | undefined;
    const verifyCode = fromPromise(async () => ({ accessToken: 't' }));
    const completeSignIn = fromPromise(async ({ input }: { input: { resume?: unknown } }) => {
      signIn = input;
      return { landing: '/profile' };
    });
    const { actor } = otp({ flow: 'login', identifier: '923001234567', redirect: '/profile', requestId: 'r', ...(ended ? { ended } : {}) }, { verifyCode: verifyCode as never, completeSignIn: completeSignIn as never });
    actor.send({ type: 'VERIFY', code: '654321' });
    await tick();
    expect(signIn?.resume).toBe(resume);
  });

  it('verify passes the code to the actor; the correct code signs in with its token and lands where the sign-in says', async () => {
    let seen: unknown;
    let signIn: unknown;
    const verifyCode = fromPromise(async ({ input }: { input: { event: { code: string } } }) => {
      seen = input.event.code;
      return { accessToken: 't' };
    });
    const completeSignIn = fromPromise(async ({ input }: { input: unknown }) => {
      signIn = input;
      return { landing: '/manage/order' };
    });
    const { actor, state } = otp({ flow: 'signup', identifier: 'a@b.pk', redirect: '/manage/order', requestId: 'r' }, { verifyCode: verifyCode as never, completeSignIn: completeSignIn as never });
    actor.send({ type: 'VERIFY', code: '654321' });
    await tick();
    expect(seen).toBe('654321');
    expect(signIn).toEqual({ accessToken: 't', flow: 'signup', identifier: 'a@b.pk', redirect: '/manage/order', resume: false });
    expect(state()).toBe('signedIn');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual({ landing: '/manage/order' });
  });

  it('a sign-in that fails after a correct code ends in signInFailed (the page goes back to the start page)', async () => {
    const verifyCode = fromPromise(async () => ({ accessToken: 't' }));
    const completeSignIn = fromPromise(async () => Promise.reject(Object.assign(new Error('x'), { status: 500, code: 'UNKNOWN_ERROR_CODE' })));
    const { actor, state } = otp({ flow: 'login', identifier: 'a@b.pk', requestId: 'r' }, { verifyCode: verifyCode as never, completeSignIn: completeSignIn as never });
    actor.send({ type: 'VERIFY', code: '654321' });
    await tick();
    expect(state()).toBe('signInFailed');
    expect(actor.getSnapshot().hasTag('signInFailed')).toBe(true);
  });
});

describe('OTP timer on the default clock', () => {
  it('runs its delayed transitions when no clock is given (the app passes none)', async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    try {
      const never = fromPromise(() => new Promise<never>(() => {}));
      const actor = createJourneyActor(compiled('otp-timer'), { input: { expiresIn: 10 }, actors: { resendCode: never, verifyCode: never, completeSignIn: never } }).start();
      expect(actor.getSnapshot().value).toBe('counting');
      vi.advanceTimersByTime(5_000);
      expect(actor.getSnapshot().value).toBe('resendable');
      vi.advanceTimersByTime(5_000);
      expect(actor.getSnapshot().value).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the sixth digit typed is checked at once; the same refused code typed again is not sent, another code is (issue 46)', async () => {
    const tried: string[] = [];
    const verifyCode = fromPromise<never, { event: { code?: string } }>(async ({ input }) => {
      tried.push(String(input.event.code));
      throw { status: 422, code: '422003', attemptsLeft: 2 };
    });
    const { actor, state } = otp({}, { verifyCode });
    actor.send({ type: 'CODE_TYPED', code: '111111' });
    expect(state()).toBe('verifying');
    await tick();
    expect(state()).toBe('counting');
    expect(actor.getSnapshot().context).toMatchObject({ triedCode: '111111', error: { code: '422003' } });
    // The refused code, completed again (a digit deleted and retyped), sends nothing.
    actor.send({ type: 'CODE_TYPED', code: '111111' });
    expect(state()).toBe('counting');
    await tick();
    expect(tried).toEqual(['111111']);
    // The button sends it again on purpose; another code sends at once.
    actor.send({ type: 'VERIFY', code: '111111' });
    await tick();
    actor.send({ type: 'CODE_TYPED', code: '222222' });
    await tick();
    expect(tried).toEqual(['111111', '111111', '222222']);
  });
});
