/**
 * Lets what is already queued run: promise jobs (a settled call reaching its actor's onDone, the calls that starts)
 * and the I/O callbacks and immediates queued before it. It waits for no time; a test that needs time to pass uses
 * a simulated clock. It is a setImmediate, not a zero-delay setTimeout: Node holds a timer at least 1 ms, so a test
 * that replays thousands of steps spent seconds doing nothing (2000 ticks: 2.3 s as timers, 0.04 s as immediates).
 */
export const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `tick` repeated: for chains that hop through several tasks (a settled call whose answer starts another). */
export async function ticks(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await tick();
}
