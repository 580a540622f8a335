/** A fault a named endpoint answers with instead of its handler (tests only). */
export interface Fault {
  status?: number;
  code?: number | string;
  description?: string;
  delayMs?: number;
  /** Destroy the socket without answering (a network failure for the client). */
  drop?: boolean;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

/** In-memory faults by endpoint name; dev-only, never persisted. */
export class FaultInjector {
  private readonly faults = new Map<string, Fault>();

  set(endpoint: string, fault: Fault): void {
    this.faults.set(endpoint, { ...fault });
  }

  clear(endpoint?: string): void {
    if (endpoint) this.faults.delete(endpoint);
    else this.faults.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }

  /** The fault for this request, counting it down; undefined when none applies. */
  take(endpoint: string): Fault | undefined {
    const fault = this.faults.get(endpoint);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.delete(endpoint);
    }
    return fault;
  }
}
