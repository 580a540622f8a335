/**
 * Fixed-window request counter per client and endpoint. Over the limit the gateway answers
 * 429 (SPEC §8: the app shows its rate-limit page). Limits are adjustable through the dev
 * control so tests can trip it without thousands of requests.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private limit = 300,
    private windowMs = 60_000,
  ) {}

  configure(limit: number, windowMs: number): void {
    this.limit = limit;
    this.windowMs = windowMs;
    this.windows.clear();
  }

  settings(): { limit: number; windowMs: number } {
    return { limit: this.limit, windowMs: this.windowMs };
  }

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > 10_000) this.prune(now);
      return 0;
    }
    w.count += 1;
    return w.count > this.limit ? Math.ceil((w.start + this.windowMs - now) / 1000) : 0;
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
