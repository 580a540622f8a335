import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJourneyActor } from '../../engine';
import type { ApiClient } from '../../src/api/api-client';
import { sessionActors } from '../../src/auth/actors';
import { startSessionJourney } from '../../src/auth/session-journey';
import { answerHandoff, pendingHandoff, retrySession, sessionUnreachable, sessionWorkRunning, startSessionWork } from '../../src/auth/handoff-check';
import { abortedError, networkError } from '../../src/api/api-error';
import { accessToken, clearSession, setAccessToken, setUserDetails, userDetails, type UserDetails } from '../../src/auth/session-store';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

const user = (id: string, email = `${id}@b.pk`) => ({ external_id: id, email, email_confirmed: true }) as UserDetails;

/**
 * The two runners of the gate's journey: the app's (src/auth/session-journey.ts, without XState) and the engine's
 * (XState, as any other journey runs): every test runs on both and expects the same states and effects.
 */
const RUNNERS = ['plain', 'engine'] as const;
type Runner = (typeof RUNNERS)[number];

/** journeys/auth-handoff.json with the gate's real actors over a gateway that knows two tokens. */
function gateWork(runner: Runner, answers: Record<string, UserDetails>, noAnswer?: Error) {
  const call = vi.fn(async (_name: string, options?: { asToken?: string }) => {
    if (noAnswer) throw noAnswer;
    const who = answers[options?.asToken ?? accessToken() ?? ''];
    if (!who) throw Object.assign(new Error('expired'), { status: 401, code: '401001' });
    return who;
  });
  const api = { call } as unknown as ApiClient;
  const actor = runner === 'plain' ? startSessionJourney(api) : createJourneyActor(compiled('auth-handoff'), { actors: sessionActors(api) }).start();
  const failed = vi.fn();
  return { actor, call, failed, state: () => String(actor.getSnapshot().value) };
}

// The session store keeps the token in localStorage, which Node does not have.
beforeAll(() => {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) });
});
afterEach(() => clearSession());
afterAll(() => vi.unstubAllGlobals());

describe.each(RUNNERS)('journeys/auth-handoff.json (the authentication gate), run by the %s runner', (runner) => {
  it('LOAD keeps the signed-in customer; a refused token ends in failed', async () => {
    setAccessToken('tok-a');
    const ok = gateWork(runner, { 'tok-a': user('a') });
    startSessionWork(ok.actor, { type: 'LOAD' }, ok.failed);
    expect(sessionWorkRunning()).toBe(true);
    expect(pendingHandoff()).toBeUndefined();
    await tick();
    expect(ok.state()).toBe('signedIn');
    expect(userDetails()?.external_id).toBe('a');
    expect(sessionWorkRunning()).toBe(false);
    expect(ok.failed).not.toHaveBeenCalled();
    const refused = gateWork(runner, {});
    startSessionWork(refused.actor, { type: 'LOAD' }, refused.failed);
    await tick();
    expect(refused.state()).toBe('failed');
    expect(refused.failed).toHaveBeenCalledTimes(1);
  });

  it("CHECK reads the token's customer with the token itself: the same customer's fresh token is stored without a question", async () => {
    setAccessToken('tok-a');
    setUserDetails(user('a'));
    const m = gateWork(runner, { 'tok-a2': user('a') });
    startSessionWork(m.actor, { type: 'CHECK', token: 'tok-a2', currentCustomerId: 'a' }, m.failed);
    expect(pendingHandoff()).toEqual({ phase: 'checking' });
    expect(sessionWorkRunning('tok-a2')).toBe(true);
    await tick();
    // With its own token, and showing its own failure (the gate's page says it; no app-wide notice as well).
    expect(m.call).toHaveBeenCalledWith('GET_USER_DETAILS', { asToken: 'tok-a2', showsOwnFailure: true });
    expect(m.state()).toBe('signedIn');
    expect(accessToken()).toBe('tok-a2');
  });

  it("another customer's token asks: stay keeps this session, switch replaces it", async () => {
    for (const answer of ['STAY', 'SWITCH'] as const) {
      setAccessToken('tok-a');
      setUserDetails(user('a'));
      const m = gateWork(runner, { 'tok-b': user('b') });
      startSessionWork(m.actor, { type: 'CHECK', token: 'tok-b', currentCustomerId: 'a' }, m.failed);
      await tick();
      expect(m.state()).toBe('asking');
      expect(pendingHandoff()).toEqual({ phase: 'asking', other: user('b') });
      expect(accessToken()).toBe('tok-a');
      answerHandoff(answer);
      await tick();
      expect(m.state()).toBe(answer === 'STAY' ? 'stayed' : 'signedIn');
      expect(accessToken()).toBe(answer === 'STAY' ? 'tok-a' : 'tok-b');
      expect(userDetails()?.external_id).toBe(answer === 'STAY' ? 'a' : 'b');
      expect(pendingHandoff()).toBeUndefined();
      expect(m.failed).not.toHaveBeenCalled();
    }
  });

  it('a LOAD or CHECK that gets no answer (no connection, the page left mid-call, a server failure) signs no one out', async () => {
    for (const noAnswer of [networkError('GET_USER_DETAILS'), abortedError('GET_USER_DETAILS'), Object.assign(new Error('down'), { status: 503, code: 'UNAVAILABLE' })]) {
      setAccessToken('tok-a');
      const load = gateWork(runner, { 'tok-a': user('a') }, noAnswer);
      startSessionWork(load.actor, { type: 'LOAD' }, load.failed);
      await tick();
      expect(load.state()).toBe('unreachable');
      expect(load.failed).not.toHaveBeenCalled();
      expect(accessToken()).toBe('tok-a');
      expect(sessionUnreachable()).toBe(true);
      retrySession();
      expect(sessionUnreachable()).toBe(false);
      const retry = gateWork(runner, { 'tok-a': user('a') });
      startSessionWork(retry.actor, { type: 'LOAD' }, retry.failed);
      await tick();
      expect(retry.state()).toBe('signedIn');
      expect(userDetails()?.external_id).toBe('a');
      const check = gateWork(runner, {}, noAnswer);
      startSessionWork(check.actor, { type: 'CHECK', token: 'tok-b', currentCustomerId: 'a' }, check.failed);
      await tick();
      expect(check.state()).toBe('unreachable');
      expect(check.failed).not.toHaveBeenCalled();
      expect(sessionUnreachable()).toBe(false);
      expect([accessToken(), userDetails()?.external_id]).toEqual(['tok-a', 'a']);
      clearSession();
    }
  });
});
