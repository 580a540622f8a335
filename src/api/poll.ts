/** SPEC §9: API polling, 10 attempts at 1000 ms. */
export const POLL_ATTEMPTS = 10;
export const POLL_INTERVAL_MS = 1000;

/**
 * Calls `attempt` until `done` holds for its result, at most `attempts` times `intervalMs` apart; resolves with
 * the last result either way (the caller decides what "still pending" means).
 */
export async function poll<T>(attempt: () => Promise<T>, done: (value: T) => boolean, options: { attempts?: number; intervalMs?: number } = {}): Promise<T> {
  const attempts = options.attempts ?? POLL_ATTEMPTS;
  const interval = options.intervalMs ?? POLL_INTERVAL_MS;
  let value = await attempt();
  for (let i = 1; i < attempts && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    value = await attempt();
  }
  return value;
}
