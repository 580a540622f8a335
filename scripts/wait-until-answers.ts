import { setTimeout as sleepFor } from 'node:timers/promises';

export interface WaitOptions {
  /** Pause between attempts (default 200 ms). */
  intervalMs?: number;
  /** Longest wait for one attempt's answer, so a server that accepts and never answers cannot hang the wait (default 2 s). */
  attemptMs?: number;
  /** Seams for tests: the HTTP client, the clock and the pause. */
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * Resolves true once `url` answers an HTTP GET with any status (the server listens and serves), or false when
 * `timeoutMs` has passed without an answer. Example: `await waitUntilAnswers('http://127.0.0.1:8081/', 60_000)`.
 */
export async function waitUntilAnswers(url: string, timeoutMs: number, options: WaitOptions = {}): Promise<boolean> {
  const { intervalMs = 200, attemptMs = 2000, fetch: get = fetch, now = Date.now, sleep = sleepFor } = options;
  const deadline = now() + timeoutMs;
  for (;;) {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(attemptMs) });
      await response.body?.cancel();
      return true;
    } catch {
      // Not listening yet (refused), or no answer within attemptMs.
    }
    const left = deadline - now();
    if (left <= 0) return false;
    await sleep(Math.min(intervalMs, left));
  }
}
