import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, warmUp } from '../../../src/landing/yield-to-main';
import { ticks } from '../../support/tick';

describe('warmUp: a warm-up that events ask for', () => {
  it('starts nothing in the asking task, then each load in a task of its own, in order', async () => {
    const seen: string[] = [];
    const warm = warmUp([
      () => {
        seen.push('a');
        setTimeout(() => seen.push('task between'), 0);
        return Promise.resolve();
      },
      () => {
        seen.push('b');
        return Promise.resolve();
      },
    ]);
    warm();
    expect(seen).toEqual([]);
    await ticks(5);
    expect(seen).toEqual(['a', 'task between', 'b']);
  });

  it('starts once however many events ask', async () => {
    let loads = 0;
    const warm = warmUp([() => Promise.resolve(++loads)]);
    warm();
    warm();
    await ticks(3);
    warm();
    await ticks(3);
    expect(loads).toBe(1);
  });

  it('after a failed load, the next event tries again', async () => {
    let attempts = 0;
    const warm = warmUp([() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve())]);
    warm();
    await ticks(4);
    warm();
    await ticks(4);
    warm();
    await ticks(4);
    expect(attempts).toBe(2);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A page in the given state whose frames run when the test says; resolves `resumed` once afterNextPaint does. */
  const page = (visibilityState: 'visible' | 'hidden') => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('document', { visibilityState });
    const state = { resumed: false, frames };
    void afterNextPaint().then(() => (state.resumed = true));
    return state;
  };

  it('resumes only after the next frame, in a task after it', async () => {
    const state = page('visible');
    await ticks(3);
    expect(state.resumed).toBe(false);
    state.frames.shift()?.();
    expect(state.resumed).toBe(false);
    await ticks(1);
    expect(state.resumed).toBe(true);
  });

  it('a hidden page, which draws no frame, resumes after a task', async () => {
    const state = page('hidden');
    await ticks(1);
    expect(state.resumed).toBe(true);
    expect(state.frames).toEqual([]);
  });
});
