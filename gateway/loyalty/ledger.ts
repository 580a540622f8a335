import type { Queryable } from '../db/database';
import { raise } from '../notifications/notifications';
import { POINTS_LIFETIME_MS, WELCOME_POINTS, tiers } from '../seed/loyalty-seed';

/** Reasons that earn points towards a tier (a refund of a failed redemption does not). */
const EARNING = `(points > 0 AND reason NOT LIKE 'REFUND%')`;
/** Earned points count towards a tier once they are available: pending ones (a purchase's return window) do not. */
const EARNED_BY = (now: string) => `(${EARNING} AND (available_at IS NULL OR available_at <= ${now}))`;

/** Whether the customer joined the programme. */
export async function isMember(q: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM loyalty_members WHERE customer_id = $1', [customerId]);
  return rows.length > 0;
}

/** Joins the programme once (a second join is a no-op) with the welcome bonus. */
export async function join(q: Queryable, customerId: string, now: number): Promise<void> {
  const { rows } = await q.query('INSERT INTO loyalty_members (customer_id, joined_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING customer_id', [customerId, now]);
  if (!rows.length) return;
  const welcome = await q.query<{ id: string }>(
    `INSERT INTO loyalty_ledger (customer_id, points, reason, created_at, expires_at) VALUES ($1, $2, 'WELCOME', $3, $4)
     ON CONFLICT (customer_id) WHERE reason = 'WELCOME' DO NOTHING RETURNING id`,
    [customerId, WELCOME_POINTS, now, now + POINTS_LIFETIME_MS],
  );
  if (welcome.rows[0]) await raisePointsEarned(q, customerId, welcome.rows[0].id, WELCOME_POINTS, now);
}

/** Adds a ledger entry; earned points expire a year later and may be pending until `availableAt`. */
export async function record(q: Queryable, customerId: string, points: number, reason: string, now: number, availableAt?: number): Promise<void> {
  const { rows } = await q.query<{ id: string }>('INSERT INTO loyalty_ledger (customer_id, points, reason, created_at, expires_at, available_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
    customerId,
    points,
    reason,
    now,
    points > 0 ? now + POINTS_LIFETIME_MS : null,
    availableAt ?? null,
  ]);
  // Points earned are told to the customer (issue 45 part 3); a refund of a failed redemption is not an earning.
  if (points > 0 && !reason.startsWith('REFUND')) await raisePointsEarned(q, customerId, rows[0]!.id, points, now);
}

const raisePointsEarned = (q: Queryable, customerId: string, entryId: string, points: number, at: number) =>
  raise(q, { userId: customerId, kind: 'POINTS_EARNED', key: `POINTS_EARNED:${entryId}`, params: { points }, at });

export interface Balance {
  points: number;
  pending: number;
  lifetime: number;
}

export async function balance(q: Queryable, customerId: string, now: number): Promise<Balance> {
  const { rows } = await q.query<{ points: string | null; pending: string | null; lifetime: string | null }>(
    `SELECT sum(points) FILTER (WHERE available_at IS NULL OR available_at <= $2) AS points,
            sum(points) FILTER (WHERE available_at > $2) AS pending,
            sum(points) FILTER (WHERE ${EARNED_BY('$2')}) AS lifetime
       FROM loyalty_ledger WHERE customer_id = $1`,
    [customerId, now],
  );
  return { points: Number(rows[0]?.points ?? 0), pending: Number(rows[0]?.pending ?? 0), lifetime: Number(rows[0]?.lifetime ?? 0) };
}

/**
 * Expires earned entries whose year is up (once each, as an 'EXPIRED <entry id>' row), never below zero;
 * run before reading a balance, so a moved dev clock expires points too.
 */
export async function expireDue(q: Queryable, customerId: string, now: number): Promise<void> {
  const { rows } = await q.query<{ id: string; points: number }>(
    `SELECT l.id, l.points FROM loyalty_ledger l WHERE l.customer_id = $1 AND l.points > 0 AND l.expires_at <= $2
       AND NOT EXISTS (SELECT 1 FROM loyalty_ledger e WHERE e.customer_id = $1 AND e.reason = 'EXPIRED ' || l.id) ORDER BY l.id`,
    [customerId, now],
  );
  for (const row of rows) {
    const available = (await balance(q, customerId, now)).points;
    await q.query('INSERT INTO loyalty_ledger (customer_id, points, reason, created_at) VALUES ($1, $2, $3, $4)', [customerId, -Math.min(Number(row.points), Math.max(0, available)), `EXPIRED ${row.id}`, now]);
  }
}

/** The next earned points to expire: the oldest unexpired batch, capped by the balance. */
export async function nextExpiry(q: Queryable, customerId: string, now: number, available: number): Promise<{ points: number; at: number } | undefined> {
  const { rows } = await q.query<{ points: number; expires_at: string }>(
    `SELECT points, expires_at FROM loyalty_ledger WHERE customer_id = $1 AND points > 0 AND expires_at > $2 ORDER BY expires_at LIMIT 1`,
    [customerId, now],
  );
  const row = rows[0];
  if (!row || available <= 0) return undefined;
  return { points: Math.min(Number(row.points), available), at: Number(row.expires_at) };
}

export const tierOf = (lifetime: number) => [...tiers].reverse().find((t) => lifetime >= t.minPoints)!;

/** When the customer reached each tier, walking the earning entries in order. */
export async function tierHistory(q: Queryable, customerId: string, joinedAt: number, now: number): Promise<Array<{ tier: string; since: number }>> {
  const { rows } = await q.query<{ points: number; created_at: string; available_at: string | null }>(
    `SELECT points, coalesce(available_at, created_at) AS created_at FROM loyalty_ledger WHERE customer_id = $1 AND ${EARNED_BY('$2')} ORDER BY coalesce(available_at, created_at), id`,
    [customerId, now],
  );
  const history = [{ tier: tiers[0].id as string, since: joinedAt }];
  let total = 0;
  for (const row of rows) {
    total += Number(row.points);
    const reached = tierOf(total).id;
    if (reached !== history[history.length - 1]!.tier) history.push({ tier: reached, since: Number(row.created_at) });
  }
  return history;
}

export async function joinedAt(q: Queryable, customerId: string): Promise<number | undefined> {
  const { rows } = await q.query<{ joined_at: string }>('SELECT joined_at FROM loyalty_members WHERE customer_id = $1', [customerId]);
  return rows[0] ? Number(rows[0].joined_at) : undefined;
}
