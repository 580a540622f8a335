/**
 * The gateway's one Idempotency-Key rule (issue 41 part 3; docs/decisions/2026-11-28-one-idempotency-key-rule.md),
 * applied by registerEndpoint to every endpoint the registry marks `idempotencyKey`:
 *
 * - The key belongs to its caller: the signed-in customer (`user:<id>`), else the guest's device (`device:<id>`,
 *   the device-id header the app sends on every call). Another caller's key is another key.
 * - The key row is stored first, in the same transaction as the work, under the primary key (scope, key): a
 *   parallel request with the same key waits for it (PostgreSQL: the unique index; PGlite: one transaction at a
 *   time) and then reads what it answered. One effect, one answer.
 * - The same key with the same request (endpoint, path parameters, query and body) answers the first result, as
 *   it was first answered; with another request, 422 IDEMPOTENCY_KEY_REUSED. A request that fails stores nothing
 *   (its transaction rolls back with the key row), so a retry with the same key runs again.
 * - A key lives KEY_LIFETIME_MS on the gateway's clock; after that it may be used again (expired rows are removed by the
 *   next keyed request, so the table holds one day of keys).
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { EndpointName } from '../../schemas/endpoints';
import type { HandlerContext } from './context';
import { DEVICE_ID } from '../orders/stale-orders';
import { badRequest, conflict, unprocessable } from './gateway-error';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const KEY_LIFETIME_MS = 24 * 3600 * 1000;

/** Canonical JSON (sorted keys) so the same request always hashes the same. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** The caller's Idempotency-Key header: null when absent and optional; 400 naming the header when malformed or required. */
function keyOf(ctx: Pick<HandlerContext, 'req'>, rule: 'required' | 'optional'): string | null {
  const raw = ctx.req.headers['idempotency-key'];
  if (raw === undefined && rule === 'optional') return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY.test(raw)) {
    throw badRequest(`headers.idempotency-key: ${raw === undefined ? 'is required, ' : ''}8 to 100 letters, digits, - or _`);
  }
  return raw;
}

/** Whose key it is: the signed-in customer, else the guest's device. */
function scopeOf(ctx: Pick<HandlerContext, 'req' | 'caller'>): string {
  if (ctx.caller) return `user:${ctx.caller.userId}`;
  const device = ctx.req.headers['device-id'];
  if (typeof device !== 'string' || !DEVICE_ID.test(device)) throw badRequest('headers.device-id: is required with an Idempotency-Key when not signed in');
  return `device:${device}`;
}

/** The database as seen from inside one transaction: every query and every nested `tx` runs in it. */
function inTransaction(db: Database, q: Queryable): Database {
  return { kind: db.kind, query: (sql, params) => q.query(sql, params), tx: (fn) => fn(q), close: () => db.close() };
}

/**
 * Runs `work` once per (caller, key) when the request carries a key (or must: `rule` 'required'); without one it
 * just runs. `work` gets the database to use, bound to the key's transaction.
 */
export async function oncePerKey<T>(
  ctx: Pick<HandlerContext, 'req' | 'caller' | 'services'>,
  name: EndpointName,
  rule: 'required' | 'optional',
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const { db, clock } = ctx.services;
  const key = keyOf(ctx, rule);
  if (key === null) return work(db);
  const scope = scopeOf(ctx);
  const { req } = ctx;
  const fingerprint = createHash('sha256').update(canonical({ endpoint: name, params: req.params ?? null, query: req.query ?? null, body: req.body ?? null })).digest('hex');
  const now = clock.now();
  return db.tx(async (q) => {
    // Expired keys: this one (so it may be used again), and a few others no one is touching (bounded, never waits).
    await q.query('DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND created_at <= $3', [scope, key, now - KEY_LIFETIME_MS]);
    await q.query(
      'DELETE FROM idempotent_requests WHERE (scope, key) IN (SELECT scope, key FROM idempotent_requests WHERE created_at <= $1 LIMIT 100 FOR UPDATE SKIP LOCKED)',
      [now - KEY_LIFETIME_MS],
    );
    const claimed = await q.query('INSERT INTO idempotent_requests (scope, key, fingerprint, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (scope, key) DO NOTHING RETURNING key', [
      scope, key, fingerprint, now,
    ]);
    if (!claimed.rows.length) {
      const { rows } = await q.query<{ fingerprint: string; response: T }>('SELECT fingerprint, response FROM idempotent_requests WHERE scope = $1 AND key = $2', [scope, key]);
      const prior = rows[0];
      // Only possible when the first request's row expired and was cleared in between: the caller may retry.
      if (!prior) throw conflict('CONCURRENT_REQUEST', 'A request with the same Idempotency-Key was handled at the same moment; send it again');
      if (prior.fingerprint !== fingerprint) throw unprocessable('IDEMPOTENCY_KEY_REUSED', 'headers.idempotency-key: was already used with a different request');
      return prior.response;
    }
    const result = await work(inTransaction(db, q));
    await q.query('UPDATE idempotent_requests SET response = $3::jsonb WHERE scope = $1 AND key = $2', [scope, key, JSON.stringify(result ?? null)]);
    return result;
  });
}
