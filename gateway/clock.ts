/**
 * The gateway's notion of now. Tests move it forward through the dev control
 * (POST /dev/clock) instead of waiting for one-time codes, tokens or locks to expire.
 */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the clock forward by `ms` (cumulative); returns the new offset. */
  advance(ms: number): number {
    this.offsetMs += ms;
    return this.offsetMs;
  }
}
