/**
 * A line's allowances as a ledger (issue 41; docs/decisions/2026-11-28-line-time-and-allowances.md): the plan's
 * for each period, each add-on's bought with the line, each bundle's and each loyalty reward's, every one with its
 * own start and expiry. What the line has is their sum; usage is drawn from the allowance expiring first (then the
 * one granted first), so nothing paid for is left to expire while another is used.
 */
import type { Queryable } from '../db/database';

export interface Units { dataMb: number; minutes: number; sms: number }
export type AllowanceKind = 'PLAN' | 'ADDON' | 'BUNDLE' | 'REWARD';

export interface Allowance {
  id: string;
  kind: AllowanceKind;
  item: string;
  name: string;
  total: Units;
  used: Units;
  startsAt: number;
  expiresAt: number;
  /** A bundle that renews with the plan (issue 44 part 3) until its customer stops it; false for every other kind. */
  renews: boolean;
  /** When its customer stopped it (it expired then), else null. */
  stoppedAt: number | null;
  /** Changed in memory; written back by saveUsed. */
  dirty?: boolean;
}

interface AllowanceRow {
  id: string; kind: AllowanceKind; item: string; name: string; data_mb: string; minutes: string; sms: string;
  data_mb_used: string; minutes_used: string; sms_used: string; starts_at: string; expires_at: string; renews: boolean; stopped_at: string | null;
}

const UNITS = ['dataMb', 'minutes', 'sms'] as const;
export const NONE: Units = { dataMb: 0, minutes: 0, sms: 0 };

const fromRow = (r: AllowanceRow): Allowance => ({
  id: String(r.id), kind: r.kind, item: r.item, name: r.name,
  total: { dataMb: Number(r.data_mb), minutes: Number(r.minutes), sms: Number(r.sms) },
  used: { dataMb: Number(r.data_mb_used), minutes: Number(r.minutes_used), sms: Number(r.sms_used) },
  startsAt: Number(r.starts_at), expiresAt: Number(r.expires_at), renews: r.renews === true, stoppedAt: r.stopped_at === null ? null : Number(r.stopped_at),
});

/** The order usage is drawn in: the one expiring first, then the one granted first. */
export const drawOrder = (a: Allowance, b: Allowance): number => a.expiresAt - b.expiresAt || Number(a.id) - Number(b.id);

/** The line's allowances that have not expired by `at` (index line_allowances_line), in draw order. */
export async function allowancesOf(q: Queryable, orderRef: string, at: number): Promise<Allowance[]> {
  const { rows } = await q.query<AllowanceRow>('SELECT * FROM line_allowances WHERE order_ref = $1 AND expires_at > $2 ORDER BY expires_at, id', [orderRef, at]);
  return rows.map(fromRow).sort(drawOrder);
}

export interface Grant { kind: AllowanceKind; item: string; name: string; reference: string; units: Units; startsAt: number; expiresAt: number; renews?: boolean }

/** Adds one allowance to the line, once per (kind, reference, item); returns it, or undefined when it was there. */
export async function grant(q: Queryable, orderRef: string, g: Grant): Promise<Allowance | undefined> {
  if (g.expiresAt <= g.startsAt || UNITS.every((u) => g.units[u] <= 0)) return undefined;
  const { rows } = await q.query<AllowanceRow>(
    `INSERT INTO line_allowances (order_ref, kind, item, name, reference, data_mb, minutes, sms, starts_at, expires_at, renews)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING *`,
    [orderRef, g.kind, g.item, g.name, g.reference, g.units.dataMb, g.units.minutes, g.units.sms, g.startsAt, g.expiresAt, g.kind === 'BUNDLE' && g.renews === true],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/** Ends every allowance of the line still running at `at` (a lapse to Grace: the validity is over). */
export async function endAllowances(q: Queryable, orderRef: string, at: number): Promise<void> {
  await q.query('UPDATE line_allowances SET expires_at = $2 WHERE order_ref = $1 AND expires_at > $2', [orderRef, at]);
}

/**
 * Draws `demand` from the allowances live at `at` (started, not expired), in draw order; what none of them has
 * left is not used (the sandbox charges no usage beyond the allowances). Returns what was drawn.
 */
export function draw(allowances: Allowance[], demand: Units, at: number): Units {
  const drawn = { ...NONE };
  for (const u of UNITS) {
    let want = demand[u];
    for (const a of allowances) {
      if (want <= 0) break;
      if (a.startsAt > at || a.expiresAt <= at) continue;
      const take = Math.min(want, a.total[u] - a.used[u]);
      if (take <= 0) continue;
      a.used = { ...a.used, [u]: a.used[u] + take };
      a.dirty = true;
      want -= take;
      drawn[u] += take;
    }
  }
  return drawn;
}

/** Writes back what was drawn from each allowance. */
export async function saveUsed(q: Queryable, allowances: readonly Allowance[]): Promise<void> {
  for (const a of allowances.filter((x) => x.dirty)) {
    await q.query('UPDATE line_allowances SET data_mb_used = $2, minutes_used = $3, sms_used = $4 WHERE id = $1', [a.id, a.used.dataMb, a.used.minutes, a.used.sms]);
    a.dirty = false;
  }
}

/** What is left of an allowance. */
export const leftOf = (a: Allowance): Units => ({ dataMb: a.total.dataMb - a.used.dataMb, minutes: a.total.minutes - a.used.minutes, sms: a.total.sms - a.used.sms });
const sum = (list: readonly Units[]): Units => ({
  dataMb: list.reduce((s, x) => s + x.dataMb, 0), minutes: list.reduce((s, x) => s + x.minutes, 0), sms: list.reduce((s, x) => s + x.sms, 0),
});

/** An allowance as the API shows it (schemas/api/lines.ts `usage.allowances`). */
export interface AllowanceView { kind: AllowanceKind; item: string; name: string; total: Units; remaining: Units; startsAt: number; expiresAt: number; renews: boolean }

/** The line's allowances in force at `now`, their sums and each one, for the line view. */
export function allowanceView(allowances: readonly Allowance[], now: number, planRenews: boolean): { allowance: Units; remaining: Units; allowances: AllowanceView[] } {
  const live = allowances.filter((a) => a.startsAt <= now && a.expiresAt > now);
  return {
    allowance: sum(live.map((a) => a.total)),
    remaining: sum(live.map(leftOf)),
    allowances: live.map((a) => ({ kind: a.kind, item: a.item, name: a.name, total: a.total, remaining: leftOf(a), startsAt: a.startsAt, expiresAt: a.expiresAt, renews: planRenews && (a.kind === 'PLAN' || a.renews) })),
  };
}
