// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useRevealed } from '../../../src/landing/landing-frame';

describe('useRevealed: a long list in short tasks', () => {
  it('gives two at once, then two more per task up to the total', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const n = useRevealed(5, 'a');
      seen.push(n);
      return n;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(result.current).toBe(5));
    // Every step rendered on its own: 2, 4, 5 (never all at once, never past the total).
    expect([...new Set(seen)]).toEqual([2, 4, 5]);
  });

  it('starts again from two when the list changes, and never exceeds a shorter list', async () => {
    const { result, rerender } = renderHook(({ total, list }) => useRevealed(total, list), { initialProps: { total: 6, list: 'prepaid' } });
    await waitFor(() => expect(result.current).toBe(6));
    rerender({ total: 6, list: 'postpaid' });
    expect(result.current).toBe(2);
    await waitFor(() => expect(result.current).toBe(6));
    rerender({ total: 1, list: 'weekly' });
    expect(result.current).toBe(1);
  });
});
