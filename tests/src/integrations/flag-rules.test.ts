import { describe, expect, it } from 'vitest';
import { ANONYMOUS_FLAG_IDENTITY } from '../../../engine/behaviours/flag-identity';
import {
  appFlagValues,
  camelFlagKey,
  contextKeysOf,
  DEVICE_KEY_STORAGE,
  deviceKeyOf,
  FLAG_EVENT_CAPACITY,
  FLAG_EVENT_FLUSH_MS,
  flagContextOf,
  FlagEventBatcher,
  userAgentParts,
  type FlagEvaluationEvent,
} from '../../../src/integrations/flags/flag-rules';
import { flagValueOr } from '../../../src/integrations/flags/flag-store';

const UA = 'Mozilla/5.0 (X11; Linux x86_64)  AppleWebKit/537.36';

describe('SPEC §9 multi-kind context', () => {
  it.each([
    ['anonymous', ANONYMOUS_FLAG_IDENTITY, { kind: 'multi', targetingKey: 'dev-1234', user: { anonymous: true }, device: { key: 'dev-1234', userAgent: ['Mozilla/5.0', '(X11;', 'Linux', 'x86_64)', 'AppleWebKit/537.36'] } }],
    [
      'signed in',
      { kind: 'user', key: 'U-1', email: 'a@example.pk' } as const,
      { kind: 'multi', targetingKey: 'U-1', user: { anonymous: false, key: 'U-1', email: 'a@example.pk' }, device: { key: 'dev-1234', userAgent: ['Mozilla/5.0', '(X11;', 'Linux', 'x86_64)', 'AppleWebKit/537.36'] } },
    ],
  ])('%s', (_what, identity, expected) => expect(flagContextOf(identity, 'dev-1234', UA)).toEqual(expected));

  it.each([
    ['a b  c', ['a', 'b', 'c']],
    ['', []],
    ['  lead', ['lead']],
    ['one', ['one']],
  ])('user agent %j split on spaces', (ua, parts) => expect(userAgentParts(ua)).toEqual(parts));

  it('event context keys name the user (or anonymous) and the device, never the email', () => {
    expect(contextKeysOf(flagContextOf(ANONYMOUS_FLAG_IDENTITY, 'dev-1', UA))).toEqual({ user: 'anonymous', device: 'dev-1' });
    expect(contextKeysOf(flagContextOf({ kind: 'user', key: 'U-1', email: 'a@example.pk' }, 'dev-1', UA))).toEqual({ user: 'U-1', device: 'dev-1' });
  });
});

describe('SPEC §9 device key: generated once, kept on the device', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const data = { ...initial };
    return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
  };
  it.each([
    ['nothing stored → generated and stored', {}, 'fresh-key-0001', 'fresh-key-0001'],
    ['stored → reused', { [DEVICE_KEY_STORAGE]: 'kept-key-0001' }, 'kept-key-0001', 'kept-key-0001'],
    ['stored junk → replaced', { [DEVICE_KEY_STORAGE]: '<script>' }, 'fresh-key-0001', 'fresh-key-0001'],
  ])('%s', (_what, initial, expected, stored) => {
    const s = memory(initial);
    expect(deviceKeyOf(s, () => 'fresh-key-0001')).toBe(expected);
    expect(s.data[DEVICE_KEY_STORAGE]).toBe(stored);
  });
  it('storage that throws → a key for this page', () => {
    const broken = { getItem: () => { throw new Error('off'); }, setItem: () => { throw new Error('off'); } };
    expect(deviceKeyOf(broken, () => 'page-key-0001')).toBe('page-key-0001');
  });
});

describe('SPEC §9 flag keys camel-cased for the app', () => {
  it.each([
    ['port-in-offered', 'portInOffered'],
    ['loyalty_entry_points', 'loyaltyEntryPoints'],
    ['Loyalty.Entry.Points', 'loyaltyEntryPoints'],
    ['alreadyCamel', 'alreadyCamel'],
    ['x', 'x'],
    ['new-ui-2', 'newUi2'],
  ])('%s → %s', (key, camel) => expect(camelFlagKey(key)).toBe(camel));

  it('evaluated flags become app values by camel key; errors and odd types are left out', () => {
    expect(
      appFlagValues({
        'port-in-offered': { key: 'port-in-offered', value: false, reason: 'STATIC' },
        'loyalty-entry-points': { key: 'loyalty-entry-points', errorCode: 'FLAG_NOT_FOUND' },
        'some-object': { key: 'some-object', value: { a: 1 } },
        'a-number': { key: 'a-number', value: 3 },
      }),
    ).toEqual({ portInOffered: false, aNumber: 3 });
  });

  it.each([
    ['present and same type', { portInOffered: false }, false],
    ['absent (service down) → default', {}, true],
    ['wrong type → default', { portInOffered: 'no' }, true],
  ])('reading: %s', (_what, values, expected) => expect(flagValueOr(values, 'portInOffered', true)).toBe(expected));
});

describe('SPEC §9 evaluation events: capacity 100, flush every 2000 ms', () => {
  const event = (i: number): FlagEvaluationEvent => ({ kind: 'evaluation', key: `k${i}`, value: true, contextKeys: { device: 'd' }, at: i });
  function fakeTimers() {
    let now = 0;
    const pending: Array<{ at: number; fn: () => void; id: number }> = [];
    let next = 1;
    return {
      timers: {
        setTimeout: (fn: () => void, ms: number) => {
          pending.push({ at: now + ms, fn, id: next });
          return next++;
        },
        clearTimeout: (id: unknown) => {
          const i = pending.findIndex((p) => p.id === id);
          if (i >= 0) pending.splice(i, 1);
        },
      },
      advance(ms: number) {
        now += ms;
        for (const due of pending.filter((p) => p.at <= now)) {
          pending.splice(pending.indexOf(due), 1);
          due.fn();
        }
      },
    };
  }

  it('constants are SPEC §9', () => {
    expect([FLAG_EVENT_CAPACITY, FLAG_EVENT_FLUSH_MS]).toEqual([100, 2000]);
  });

  it.each([
    ['one read, sent 2000 ms later', 1, 1999, [], [1]],
    ['99 reads wait for the timer', 99, 1999, [], [99]],
    ['100 reads are sent at once', 100, 0, [100], [100]],
    ['250 reads: two full batches at once, the rest on the timer', 250, 0, [100, 100], [100, 100, 50]],
  ])('%s', (_what, reads, wait, sentBefore, sentAfter) => {
    const t = fakeTimers();
    const batches: number[] = [];
    const b = new FlagEventBatcher((events) => batches.push(events.length), t.timers);
    for (let i = 0; i < reads; i++) b.add(event(i));
    t.advance(wait);
    expect(batches).toEqual(sentBefore);
    t.advance(2000);
    expect(batches).toEqual(sentAfter);
    expect(b.pending).toBe(0);
  });

  it('flush sends what is queued at once (page hidden), and the timer then sends nothing twice', () => {
    const t = fakeTimers();
    const batches: FlagEvaluationEvent[][] = [];
    const b = new FlagEventBatcher((events) => batches.push(events), t.timers);
    b.add(event(1));
    b.add(event(2));
    b.flush();
    t.advance(5000);
    expect(batches.map((x) => x.map((e) => e.key))).toEqual([['k1', 'k2']]);
  });
});
