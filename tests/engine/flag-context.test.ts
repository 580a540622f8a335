import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { createJourneyActor } from '../../engine';
import {
  ANONYMOUS_FLAG_IDENTITY,
  flagIdentityChange,
  flagIdentityOf,
  flagReconnectDelayMs,
  sameFlagIdentity,
  type FlagIdentity,
} from '../../engine/behaviours/flag-identity';
import { compiled } from '../support/journeys';
import { tick } from '../support/tick';

const user = (key: string, email = `${key}@example.pk`): FlagIdentity => ({ kind: 'user', key, email });

describe('SPEC §9 flag identity: guest or absent user id → anonymous', () => {
  const table: Array<[string, Parameters<typeof flagIdentityOf>[0], FlagIdentity]> = [
    ['no user', undefined, ANONYMOUS_FLAG_IDENTITY],
    ['null user', null, ANONYMOUS_FLAG_IDENTITY],
    ['guest', { external_id: 'U-9', email: 'g@example.pk', guest: true }, ANONYMOUS_FLAG_IDENTITY],
    ['empty id', { external_id: '', email: 'a@example.pk' }, ANONYMOUS_FLAG_IDENTITY],
    ['blank id', { external_id: '   ', email: 'a@example.pk' }, ANONYMOUS_FLAG_IDENTITY],
    ['id not a string', { external_id: 42, email: 'a@example.pk' }, ANONYMOUS_FLAG_IDENTITY],
    ['signed-in customer', { external_id: 'U-1', email: 'a@example.pk', guest: false }, user('U-1', 'a@example.pk')],
    ['signed-in, guest flag absent', { external_id: 'U-2', email: 'b@example.pk' }, user('U-2', 'b@example.pk')],
    ['signed-in, no email', { external_id: 'U-3' }, { kind: 'user', key: 'U-3', email: '' }],
  ];
  it.each(table)('%s', (_what, input, expected) => expect(flagIdentityOf(input)).toEqual(expected));
});

describe('SPEC §9 identity change: a non-guest id switches; anonymous to anonymous does nothing', () => {
  const table: Array<[string, FlagIdentity, FlagIdentity, 'none' | 'switch']> = [
    ['anonymous → anonymous', ANONYMOUS_FLAG_IDENTITY, ANONYMOUS_FLAG_IDENTITY, 'none'],
    ['anonymous → user (sign-in)', ANONYMOUS_FLAG_IDENTITY, user('U-1'), 'switch'],
    ['user → anonymous (sign-out)', user('U-1'), ANONYMOUS_FLAG_IDENTITY, 'switch'],
    ['same user again (token refresh)', user('U-1'), user('U-1'), 'none'],
    ['another user', user('U-1'), user('U-2'), 'switch'],
    ['same id, new email', user('U-1', 'old@example.pk'), user('U-1', 'new@example.pk'), 'switch'],
  ];
  it.each(table)('%s', (_what, from, to, expected) => {
    expect(flagIdentityChange(from, to)).toBe(expected);
    expect(sameFlagIdentity(from, to)).toBe(expected === 'none');
  });
});

describe('SPEC §9 stream reconnect delay: 1000 ms doubling, capped at 30 s', () => {
  const table: Array<[number, number]> = [
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [6, 30000],
    [50, 30000],
    [-1, 1000],
    [Number.NaN, 1000],
  ];
  it.each(table)('attempt %d → %d ms', (attempt, ms) => expect(flagReconnectDelayMs(attempt)).toBe(ms));
});

/** The flag-context machine with recording actors the test settles by hand. */
function harness() {
  const calls: Array<{ actor: string; identity: FlagIdentity; settle: (ok: boolean) => void }> = [];
  const recorder = (actor: string) =>
    fromPromise(({ input }: { input: { context: { target: unknown } } }) => {
      const identity = (input.context.target ?? ANONYMOUS_FLAG_IDENTITY) as FlagIdentity;
      return new Promise((resolve, reject) => calls.push({ actor, identity, settle: (ok) => (ok ? resolve({ identity }) : reject(new Error('down'))) }));
    });
  const clock = new SimulatedClock();
  const actor = createJourneyActor(compiled('flag-context'), {
    actors: { connectFlagService: recorder('connect'), switchFlagContext: recorder('switch') },
    clock,
  });
  actor.start();
  const settleLast = async (ok = true) => {
    calls.at(-1)!.settle(ok);
    await tick();
  };
  const identify = (identity: FlagIdentity) => actor.send({ type: 'FLAG_IDENTITY', identity });
  return { actor, calls, clock, settleLast, identify, state: () => String(actor.getSnapshot().value) };
}

describe('journeys/flag-context.json', () => {
  it('a sign-in switches the context once; token refreshes and repeats do nothing; sign-out returns to anonymous', async () => {
    const h = harness();
    expect(h.calls.map((c) => c.actor)).toEqual(['connect']);
    await h.settleLast();
    expect(h.state()).toBe('live');
    h.identify(ANONYMOUS_FLAG_IDENTITY);
    expect(h.calls).toHaveLength(1);
    h.identify(user('U-1'));
    h.identify(user('U-1'));
    expect(h.calls.map((c) => [c.actor, c.identity])).toEqual([
      ['connect', ANONYMOUS_FLAG_IDENTITY],
      ['switch', user('U-1')],
    ]);
    await h.settleLast();
    h.identify(user('U-1'));
    expect(h.calls).toHaveLength(2);
    h.identify(ANONYMOUS_FLAG_IDENTITY);
    expect(h.calls.at(-1)).toMatchObject({ actor: 'switch', identity: ANONYMOUS_FLAG_IDENTITY });
    await h.settleLast();
    expect(h.calls).toHaveLength(3);
    expect(h.state()).toBe('live');
  });

  it('overlapping switches resolve to the last one', async () => {
    const h = harness();
    await h.settleLast();
    h.identify(user('U-1'));
    h.identify(user('U-2'));
    h.identify(user('U-3'));
    expect(h.calls).toHaveLength(2);
    await h.settleLast();
    expect(h.calls.map((c) => c.identity)).toEqual([ANONYMOUS_FLAG_IDENTITY, user('U-1'), user('U-3')]);
    await h.settleLast();
    expect(h.state()).toBe('live');
    expect((h.actor.getSnapshot().context as { applied: FlagIdentity }).applied).toEqual(user('U-3'));
  });

  it('a switch back to the identity already applied, during a switch, still ends on the last one', async () => {
    const h = harness();
    await h.settleLast();
    h.identify(user('U-1'));
    h.identify(ANONYMOUS_FLAG_IDENTITY);
    await h.settleLast();
    expect(h.calls.map((c) => c.identity)).toEqual([ANONYMOUS_FLAG_IDENTITY, user('U-1'), ANONYMOUS_FLAG_IDENTITY]);
  });

  it('service down: runs on defaults and reconnects after 1 s, 2 s, 4 s … with the latest identity', async () => {
    const h = harness();
    await h.settleLast(false);
    expect(h.actor.getSnapshot().hasTag('flagsDefaults')).toBe(true);
    h.identify(user('U-7'));
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = h.calls.length;
      h.clock.increment(flagReconnectDelayMs(attempt) - 1);
      expect(h.calls.length).toBe(before);
      h.clock.increment(1);
      expect(h.calls.length).toBe(before + 1);
      waits.push(flagReconnectDelayMs(attempt));
      await h.settleLast(false);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    h.clock.increment(30000);
    expect(h.calls.at(-1)).toMatchObject({ actor: 'connect', identity: user('U-7') });
    await h.settleLast(true);
    expect(h.state()).toBe('live');
    expect((h.actor.getSnapshot().context as { attempts: number }).attempts).toBe(0);
  });

  it('a lost change stream goes offline and reconnects', async () => {
    const h = harness();
    await h.settleLast();
    h.actor.send({ type: 'FLAG_SERVICE_LOST' });
    expect(h.state()).toBe('offline');
    h.clock.increment(1000);
    expect(h.calls.at(-1)?.actor).toBe('connect');
  });
});
