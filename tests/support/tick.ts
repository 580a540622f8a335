/**
 * Lets what is already queued run: promise jobs (a settled call reaching its actor's onDone, the calls that starts)
 * and zero-delay timers queued before it. It waits for no time; a test that needs time to pass uses a simulated clock.
 */
export const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `tick` repeated: for chains that hop through several tasks (a settled call whose answer starts another). */
export async function ticks(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await tick();
}

/**
 * Lets promise jobs (and I/O callbacks) queued before it run, but not timers: for a test that replays thousands of
 * steps whose work is promises only. Node holds a zero-delay timer at least 1 ms, so `tick` there spent most of the
 * time waiting for nothing (2000 ticks: 2.3 s as timers, 0.04 s as immediates).
 */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
