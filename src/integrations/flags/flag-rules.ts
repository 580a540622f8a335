import type { FlagIdentity } from '../../../engine/behaviours/flag-identity';
import type { FlagValue } from './flag-store';

/**
 * The pure rules of the feature-flag client (SPEC §9), apart from identity (engine/behaviours/flag-identity.ts,
 * which the flag-context machine's guards share): the multi-kind context, the device key, camel-cased keys and
 * the evaluation-event batch.
 */

/** SPEC §9: evaluation events are batched, at most 100 per batch, flushed every 2000 ms. */
export const FLAG_EVENT_CAPACITY = 100;
export const FLAG_EVENT_FLUSH_MS = 2000;
/** Where the device's generated key is kept (it survives sign-in and sign-out; reset=true clears it). */
export const DEVICE_KEY_STORAGE = 'flags:deviceKey';

export type { FlagValue } from './flag-store';

/** The multi-kind evaluation context posted to the flag service. */
export type FlagContext = {
  kind: 'multi';
  targetingKey: string;
  user: { anonymous: true } | { anonymous: false; key: string; email: string };
  device: { key: string; userAgent: string[] };
};

/** SPEC §9: the user agent split on spaces (runs of spaces give no empty parts). */
export function userAgentParts(userAgent: string): string[] {
  return userAgent.split(' ').filter(Boolean);
}

/**
 * SPEC §9 multi-kind context: the user (anonymous, or key = user id plus email) and the device (its generated
 * key and the user agent split on spaces). The targeting key is the user's id when signed in, else the device's.
 */
export function flagContextOf(identity: FlagIdentity, deviceKey: string, userAgent: string): FlagContext {
  const device = { key: deviceKey, userAgent: userAgentParts(userAgent) };
  if (identity.kind === 'anonymous') return { kind: 'multi', targetingKey: deviceKey, user: { anonymous: true }, device };
  return { kind: 'multi', targetingKey: identity.key, user: { anonymous: false, key: identity.key, email: identity.email }, device };
}

/** The keys of a context, for an evaluation event (who read the flag, without the email). */
export function contextKeysOf(context: FlagContext): Record<string, string> {
  return { user: context.user.anonymous ? 'anonymous' : context.user.key, device: context.device.key };
}

/** SPEC §9: flag keys camel-cased for the app ('port-in-offered', 'port_in_offered' → 'portInOffered'). */
export function camelFlagKey(key: string): string {
  const parts = key.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return parts.map((p, i) => (i === 0 ? p.charAt(0).toLowerCase() + p.slice(1) : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}

/** The app's flags by camel-cased key, from the service's evaluated flags; failed or odd-typed entries are left out. */
export function appFlagValues(evaluated: Readonly<Record<string, unknown>>): Record<string, FlagValue> {
  const out: Record<string, FlagValue> = {};
  for (const [key, entry] of Object.entries(evaluated)) {
    const e = entry as { value?: unknown; errorCode?: unknown } | null;
    if (!e || e.errorCode !== undefined) continue;
    if (typeof e.value === 'boolean' || typeof e.value === 'string' || (typeof e.value === 'number' && Number.isFinite(e.value))) out[camelFlagKey(key)] = e.value;
  }
  return out;
}

/** The device key kept on the device: the stored one, else a new one stored for next time (storage may be off). */
export function deviceKeyOf(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, generate: () => string): string {
  try {
    const kept = storage?.getItem(DEVICE_KEY_STORAGE);
    if (kept && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept;
  } catch {
    // storage disabled: a key for this page only
  }
  const fresh = generate();
  try {
    storage?.setItem(DEVICE_KEY_STORAGE, fresh);
  } catch {
    // as above
  }
  return fresh;
}

/** One "a flag was read" event. */
export interface FlagEvaluationEvent {
  kind: 'evaluation';
  key: string;
  value: FlagValue;
  variant?: string;
  reason?: string;
  contextKeys: Record<string, string>;
  at: number;
}

/** Timers the batcher uses, injectable so tests run on a simulated clock. */
export interface BatchTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * SPEC §9 evaluation events: queued as flags are read, sent in batches of at most `capacity`, FLUSH_MS after the
 * first queued event or at once when the batch is full. A failed send is dropped (events are best effort).
 */
export class FlagEventBatcher {
  private queue: FlagEvaluationEvent[] = [];
  private timer: unknown = undefined;

  constructor(
    private readonly send: (events: FlagEvaluationEvent[]) => void,
    private readonly timers: BatchTimers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
    private readonly capacity = FLAG_EVENT_CAPACITY,
    private readonly flushMs = FLAG_EVENT_FLUSH_MS,
  ) {}

  add(event: FlagEvaluationEvent): void {
    this.queue.push(event);
    if (this.queue.length >= this.capacity) this.flush();
    else if (this.timer === undefined) this.timer = this.timers.setTimeout(() => this.flush(), this.flushMs);
  }

  /** Sends what is queued, in batches of at most `capacity`. */
  flush(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length) this.send(this.queue.splice(0, this.capacity));
  }

  get pending(): number {
    return this.queue.length;
  }
}
