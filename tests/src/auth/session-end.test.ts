// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdJourneyProgress, loginAfterSessionEnd, restoreJourneyProgress, sessionEndReasonFor, sessionEndReasonOf } from '../../../src/auth/session-end';
import { clearLocalData } from '../../../src/auth/local-data';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const redirectOf = (to: string) => new URLSearchParams(to.split('?')[1]).get('redirect');

describe('the login address after a session ended (issue 45 part 2)', () => {
  it.each([
    { here: '/profile', redirect: '/profile' },
    { here: '/manage/plan-switch/plan-details?number=923001234567', redirect: '/manage/plan-switch/plan-details?number=923001234567' },
    // Never anywhere a browser could read as another origin (no open redirect).
    { here: '//evil.example', redirect: null },
    { here: 'https://evil.example/profile', redirect: null },
    { here: '/\\evil.example', redirect: null },
    { here: '/%2F%2Fevil.example', redirect: null },
    { here: 'javascript:alert(1)', redirect: null },
    // The sign-in pages themselves are no place to come back to.
    { here: '/web/login?redirect=%2Fprofile', redirect: null },
    { here: '/web/verify-otp/login', redirect: null },
  ])('$here → redirect $redirect', ({ here, redirect }) => {
    const to = loginAfterSessionEnd('expired', here);
    expect(to.startsWith('/web/login?reset=true&ended=expired')).toBe(true);
    expect(redirectOf(to)).toBe(redirect);
  });

  it.each([
    { status: 401, reason: 'expired' },
    { status: 403, reason: 'revoked' },
  ] as const)('a $status says $reason, and the login page reads it back', ({ status, reason }) => {
    expect(sessionEndReasonFor(status)).toBe(reason);
    expect(sessionEndReasonOf(loginAfterSessionEnd(reason, '/profile').split('?')[1]!)).toBe(reason);
  });

  it('a made-up reason in the address says nothing', () => {
    expect(sessionEndReasonOf('?ended=hacked')).toBeUndefined();
    expect(sessionEndReasonOf('?reset=true')).toBeUndefined();
  });
});

describe("the journeys' progress across a session end", () => {
  const plan = JSON.stringify({ journeyId: 'plan-switch', currentStep: 'planDetails' });

  it('goes back to the same customer once, after local data was cleared', () => {
    sessionStorage.setItem('journey:plan-switch', plan);
    sessionStorage.setItem('journey:otp-timer', '{"code":"old"}');
    holdJourneyProgress('u1');
    clearLocalData();
    expect(sessionStorage.getItem('journey:plan-switch')).toBeNull();
    expect(restoreJourneyProgress('u1')).toBe(1);
    expect(sessionStorage.getItem('journey:plan-switch')).toBe(plan);
    // The code page's own session is never carried over.
    expect(sessionStorage.getItem('journey:otp-timer')).toBeNull();
    sessionStorage.clear();
    expect(restoreJourneyProgress('u1')).toBe(0);
  });

  it('never goes to another customer who signs in on this browser', () => {
    sessionStorage.setItem('journey:plan-switch', plan);
    holdJourneyProgress('u1');
    clearLocalData();
    expect(restoreJourneyProgress('u2')).toBe(0);
    expect(sessionStorage.getItem('journey:plan-switch')).toBeNull();
    // Nor to the first customer afterwards: it was forgotten.
    expect(restoreJourneyProgress('u1')).toBe(0);
  });

  it('the other calls that fail with the first (the customer no longer known, the storage cleared) keep what it held', () => {
    sessionStorage.setItem('journey:plan-switch', plan);
    holdJourneyProgress('u1');
    clearLocalData();
    holdJourneyProgress(undefined);
    holdJourneyProgress('u1');
    expect(restoreJourneyProgress('u1')).toBe(1);
  });

  it('holds nothing when nobody was known to be signed in', () => {
    sessionStorage.setItem('journey:plan-switch', plan);
    holdJourneyProgress(undefined);
    expect(restoreJourneyProgress('u1')).toBe(0);
  });
});
