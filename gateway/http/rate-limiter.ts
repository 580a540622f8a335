import type { Queryable } from '../db/database';
import { DEFAULT_LIMITS } from './limits';

/**
 * Fixed-window request counter per client and route, in the database (table rate_windows), so several gateway
 * processes on one database count one client's calls together (issue 41 part 5). Over the limit the gateway answers
 * 429 (SPEC §8: the app shows its rate-limit page). One upsert per request; windows that have passed are deleted at
 * most once a window per process, never waiting on a row another request holds. Limits are adjustable through the
 * dev control so tests can trip it without thousands of requests (the setting is the process's own; the windows are
 * shared). Windows run on real time, not the sandbox clock: they measure how fast a client really calls.
 */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly db: Queryable,
    private limit = DEFAULT_LIMITS.rateLimit,
    private windowMs = DEFAULT_LIMITS.rateWindowMs,
  ) {}

  /** New limits; every client starts a new window (on every process sharing the database). */
  async configure(limit: number, windowMs: number): Promise<void> {
    this.limit = limit;
    this.windowMs = windowMs;
    await this.db.query('DELETE FROM rate_windows');
  }

  settings(): { limit: number; windowMs: number } {
    return { limit: this.limit, windowMs: this.windowMs };
  }

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  async hit(key: string, now: number): Promise<number> {
    return this.hitUnder(key, now, this.limit);
  }

  /**
   * Counts one request against a tighter `limit` of its own in the same shared windows (a public endpoint that
   * answers something about a number: the recharge of any Sitara number); its key must not be a route's.
   */
  async hitUnder(key: string, now: number, limit: number): Promise<number> {
    await this.prune(now);
    const { rows } = await this.db.query<{ started_at: string; hits: number }>(
      `INSERT INTO rate_windows AS w (key, started_at, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         started_at = CASE WHEN w.started_at <= $2 - $3 THEN $2 ELSE w.started_at END,
         hits = CASE WHEN w.started_at <= $2 - $3 THEN 1 ELSE w.hits + 1 END
       RETURNING started_at, hits`,
      [key, now, this.windowMs],
    );
    const w = rows[0]!;
    return w.hits > limit ? Math.max(1, Math.ceil((Number(w.started_at) + this.windowMs - now) / 1000)) : 0;
  }

  /** Deletes the windows that have passed, at most once a window (each process). */
  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    await this.db.query(
      'DELETE FROM rate_windows WHERE key IN (SELECT key FROM rate_windows WHERE started_at <= $1 FOR UPDATE SKIP LOCKED)',
      [now - this.windowMs],
    );
  }
}
