import { describe, expect, it } from 'vitest';
import { layoutShiftOf } from '../../scripts/visit-scripts';

const shift = (value: number, at: number, moved: string[] = ['p.lead']) => ({ value, at, moved });

describe("the bytes visit's CLS (scripts/visit-scripts.ts, layoutShiftOf)", () => {
  it('is 0 with nothing moved', () => {
    expect(layoutShiftOf([])).toEqual({ cls: 0, moved: [] });
  });

  it('sums shifts less than a second apart into one window, and takes the largest window', () => {
    // 0.02 + 0.03 at 100 and 900 ms; then a pause of more than a second; 0.04 alone.
    const got = layoutShiftOf([shift(0.04, 2500, ['main']), shift(0.02, 100), shift(0.03, 900)]);
    expect(got.cls).toBeCloseTo(0.05, 6);
    expect(got.moved).toEqual(['p.lead (0.050)']);
  });

  it('ends a window at 5 s however close its shifts', () => {
    const every = Array.from({ length: 12 }, (_, i) => shift(0.01, i * 900));
    // 900 ms apart: a window holds the shifts of its first 5 s (0, 900, ..., 4500 ms): six.
    expect(layoutShiftOf(every).cls).toBeCloseTo(0.06, 6);
  });

  it("names what moved most first, each shift's value shared among the elements it moved", () => {
    const got = layoutShiftOf([shift(0.04, 0, ['footer', 'main']), shift(0.01, 200, ['main'])]);
    expect(got.moved).toEqual(['main (0.030)', 'footer (0.020)']);
  });
});
