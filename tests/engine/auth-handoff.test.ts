import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJourneyActor } from '../../engine';
import type { ApiClient } from '../../src/api/api-client';
import { sessionActors } from '../../src/auth/actors';
import { answerHandoff, pendingHandoff, sessionWorkRunning, startSessionWork } from '../../src/auth/handoff-check';
import { accessToken, clearSession, setAccessToken, setUserDetails, userDetails, type UserDetails } from '../../src/auth/session-store';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

const user = (id: string, email = `${id}@b.pk`) => ({ external_id: id, email, email_confirmed: true }) as UserDetails;

/** journeys/auth-handoff.json with the gate's real actors over a gateway that knows two tokens. */
function gateWork(answers: Record<string, UserDetails>) {
  const call = vi.fn(async (_name: string, options?: { asToken?: string }) => {
    const who = answers[options?.asToken ?? accessToken() ?? ''];
    if (!who) throw Object.assign(new Error('expired'), { status: 401, code: '401001' });
    return who;
  });
  const actor = createJourneyActor(compiled('auth-handoff'), { actors: sessionActors({ call } as unknown as ApiClient) }).start();
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

describe('journeys/auth-handoff.json (the authentication gate)', () => {
  it('LOAD keeps the signed-in customer; a refused token ends in failed', async () => {
    setAccessToken('tok-a');
    const ok = gateWork({ 'tok-a': user('a') });
    startSessionWork(ok.actor, { type: 'LOAD' }, ok.failed);
    expect(sessionWorkRunning()).toBe(true);
    expect(pendingHandoff()).toBeUndefined();
    await tick();
    expect(ok.state()).toBe('signedIn');
    expect(userDetails()?.external_id).toBe('a');
    expect(sessionWorkRunning()).toBe(false);
    expect(ok.failed).not.toHaveBeenCalled();
    const refused = gateWork({});
    startSessionWork(refused.actor, { type: 'LOAD' }, refused.failed);
    await tick();
    expect(refused.state()).toBe('failed');
    expect(refused.failed).toHaveBeenCalledTimes(1);
  });

  it("CHECK reads the token's customer with the token itself: the same customer's fresh token is stored without a question", async () => {
    setAccessToken('tok-a');
    setUserDetails(user('a'));
    const m = gateWork({ 'tok-a2': user('a') });
    startSessionWork(m.actor, { type: 'CHECK', token: 'tok-a2', currentCustomerId: 'a' }, m.failed);
    expect(pendingHandoff()).toEqual({ phase: 'checking' });
    expect(sessionWorkRunning('tok-a2')).toBe(true);
    await tick();
    expect(m.call).toHaveBeenCalledWith('GET_USER_DETAILS', { asToken: 'tok-a2' });
    expect(m.state()).toBe('signedIn');
    expect(accessToken()).toBe('tok-a2');
  });

  it("another customer's token asks: stay keeps this session, switch replaces it", async () => {
    for (const answer of ['STAY', 'SWITCH'] as const) {
      setAccessToken('tok-a');
      setUserDetails(user('a'));
      const m = gateWork({ 'tok-b': user('b') });
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
});
