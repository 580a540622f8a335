import { describe, expect, it } from 'vitest';
import { benchCases } from '../../fields/bench-cases';

// Timing is the benchmark script's job (DESIGN budgets); this only keeps the cases runnable and complete.
describe('bench cases', () => {
  it('cover the rules and run without throwing', () => {
    expect(benchCases.length).toBeGreaterThanOrEqual(18);
    expect(new Set(benchCases.map((c) => c.name)).size).toBe(benchCases.length);
    for (const c of benchCases) expect(c.run, c.name).not.toThrow();
  });
});
