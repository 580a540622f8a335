// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ICU_WARM_WORKER, type IcuWarmGlobal } from '../../../src/i18n/icu-worker';

/** A Worker stand-in that records what was started and lets the test answer for it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe("ICU warm-up: the landing loader's worker, or one of its own", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (globalThis as IcuWarmGlobal).icuWarmStarted;
  });

  it('takes the warm-up paint-first.js started and starts no second worker', async () => {
    let finish!: () => void;
    (globalThis as IcuWarmGlobal).icuWarmStarted = new Promise<void>((resolve) => (finish = resolve));
    const { icuWarm } = await import('../../../src/i18n/icu-warm');
    expect(FakeWorker.started).toHaveLength(0);
    expect(await settled(icuWarm)).toBe(false);
    finish();
    expect(await settled(icuWarm)).toBe(true);
  });

  it('without it, starts the public worker, leaves it on the page for the loader, and resolves on its message', async () => {
    const { icuWarm } = await import('../../../src/i18n/icu-warm');
    expect(FakeWorker.started.map((w) => w.url)).toEqual([ICU_WARM_WORKER]);
    expect((globalThis as IcuWarmGlobal).icuWarmStarted).toBeInstanceOf(Promise);
    expect(await settled(icuWarm)).toBe(false);
    FakeWorker.started[0]?.onmessage?.();
    expect(await settled(icuWarm)).toBe(true);
    // The worker closes itself (public/icu-warm.js): terminating it cost main-thread time.
    expect(FakeWorker.started[0]?.terminated).toBe(false);
  });

  it('resolves when the worker fails to load', async () => {
    const { icuWarm } = await import('../../../src/i18n/icu-warm');
    FakeWorker.started[0]?.onerror?.();
    expect(await settled(icuWarm)).toBe(true);
  });

  it('stops waiting after 250 ms when the warm-up is slow', async () => {
    (globalThis as IcuWarmGlobal).icuWarmStarted = new Promise<void>(() => undefined);
    const { icuWarm } = await import('../../../src/i18n/icu-warm');
    await vi.advanceTimersByTimeAsync(249);
    expect(await settled(icuWarm)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(icuWarm)).toBe(true);
  });
});
