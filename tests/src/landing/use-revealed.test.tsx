// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useRevealed } from '../../../src/landing/landing-frame';

describe('useRevealed: a long list in short tasks', () => {
  it('gives one at once, then one more per task up to the total', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const n = useRevealed(5, 'a');
      seen.push(n);
      return n;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(5));
    // Every step rendered on its own: 1 to 5 (never all at once, never past the total).
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts again from one when the list changes, and never exceeds a shorter list', async () => {
    const { result, rerender } = renderHook(({ total, list }) => useRevealed(total, list), { initialProps: { total: 6, list: 'prepaid' } });
    await waitFor(() => expect(result.current).toBe(6));
    rerender({ total: 6, list: 'postpaid' });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(6));
    rerender({ total: 1, list: 'weekly' });
    expect(result.current).toBe(1);
  });
});
