import type { StoreSize } from './bounded-log';
import { DEFAULT_LIMITS, ENTRY_OVERHEAD_BYTES, stringBytes } from './limits';

interface RateWindow {
  start: number;
  count: number;
}

/**
 * Fixed-window request counter per client and route. Over the limit the gateway answers 429 (SPEC §8: the app shows
 * its rate-limit page). Limits are adjustable through the dev control so tests can trip it without thousands of
 * requests. Its own table is bounded in bytes: windows are kept in the order they started, so the expired and then
 * the oldest are forgotten first (a forgotten client starts a new window, so it is never wrongly refused).
 */
export class RateLimiter {
  /** In the order their windows started: a new window is moved to the end. */
  private readonly windows = new Map<string, RateWindow>();
  private bytes = 0;

  constructor(
    private limit = DEFAULT_LIMITS.rateLimit,
    private windowMs = DEFAULT_LIMITS.rateWindowMs,
    private readonly boundBytes = DEFAULT_LIMITS.rateTableBytes,
  ) {}

  configure(limit: number, windowMs: number): void {
    this.limit = limit;
    this.windowMs = windowMs;
    this.windows.clear();
    this.bytes = 0;
  }

  settings(): { limit: number; windowMs: number } {
    return { limit: this.limit, windowMs: this.windowMs };
  }

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (w) this.forget(key);
      this.windows.set(key, { start: now, count: 1 });
      this.bytes += entryBytes(key);
      this.evict(now);
      return 0;
    }
    w.count += 1;
    return w.count > this.limit ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 0;
  }

  size(): StoreSize {
    return { entries: this.windows.size, bytes: this.bytes, boundBytes: this.boundBytes };
  }

  /** Forgets expired windows from the oldest on, then the oldest live ones while the table is over its bound. */
  private evict(now: number): void {
    for (const [key, w] of this.windows) {
      if (now - w.start < this.windowMs && this.bytes <= this.boundBytes) break;
      this.forget(key);
    }
  }

  private forget(key: string): void {
    this.windows.delete(key);
    this.bytes -= entryBytes(key);
  }
}

/** The key string and its window object, with the map's own share. */
const entryBytes = (key: string) => stringBytes(key) + ENTRY_OVERHEAD_BYTES;
