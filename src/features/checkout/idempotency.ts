import type { OrderAttempt } from './checkout-data';
import { isRecord } from '../../domain/parse';

/** Canonical JSON (sorted keys), so the same body always hashes the same. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (isRecord(v)) {
    const o = v;
    return `{${Object.keys(o).sort().filter((k) => o[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** FNV-1a of the canonical body: tells whether the order the customer is paying for changed. */
export function bodyHash(body: unknown): string {
  const text = canonicalJson(body);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A fresh Idempotency-Key (the gateway accepts 8 to 100 letters, digits, - or _). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `web-${random()}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 100);
}

/**
 * The order attempt to use for this body: the saved one while the body is unchanged (a retry, reload or
 * double click sends the same key, so the gateway answers the same order); a new key once the customer
 * went back and changed what they buy, so they never pay for an order that no longer matches the summary.
 */
export function orderAttemptFor(saved: OrderAttempt | undefined, hash: string, makeKey: () => string = newIdempotencyKey): OrderAttempt {
  if (saved && saved.bodyHash === hash) return saved;
  return { key: makeKey(), bodyHash: hash };
}
