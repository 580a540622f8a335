import { describe, expect, it } from 'vitest';
import { startInTasks } from '../../../src/landing/yield-to-main';

describe('startInTasks: one call set-up per task', () => {
  it('starts each in a task of its own, in order, and answers their promises', async () => {
    const seen: string[] = [];
    const calls = await startInTasks([
      () => {
        seen.push('a');
        // A task queued now runs before the next start: the starts are not in one task.
        setTimeout(() => seen.push('task between'), 0);
        return Promise.resolve(1);
      },
      () => {
        seen.push('b');
        return Promise.resolve(2);
      },
    ]);
    expect(seen).toEqual(['a', 'task between', 'b']);
    expect(await Promise.all(calls)).toEqual([1, 2]);
  });

  it('leaves an early failure to the caller without an unhandled rejection while later calls start', async () => {
    const calls = await startInTasks([() => Promise.reject(new Error('down')), () => Promise.resolve('up')]);
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });
});
