/**
 * What each line used on each day (issue 44 part 2; docs/decisions/2026-11-29-usage-history-and-subscriptions.md).
 * playLine (usage.ts) draws usage a day at a time and adds what it drew to the day's row of line_usage_days: the days
 * are Pakistan's calendar days (UTC+5 all year), so the chart's days are the customer's. Only the last
 * USAGE_DAYS_KEPT days before the read are written (a clock moved seven years on writes a month, not 2,500 rows);
 * a later read only plays time after the last one, so no day it keeps was missed.
 */
import type { Queryable } from '../db/database';
import { NONE, type Units } from './allowances';

/** Pakistan Standard Time, UTC+5 all year: the customer's calendar (days of the usage, months of the history). */
export const PKT_OFFSET_MS = 5 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** The days the usage history shows (today and the 29 before it). */
export const USAGE_HISTORY_DAYS = 30;
/** The days kept at each write (one more than shown, so a read just after midnight still has the whole month). */
const USAGE_DAYS_KEPT = USAGE_HISTORY_DAYS + 1;

/** The start (epoch ms) of the Pakistan day `at` falls in. */
export const dayOf = (at: number): number => Math.floor((at + PKT_OFFSET_MS) / DAY_MS) * DAY_MS - PKT_OFFSET_MS;
/** The Pakistan date (YYYY-MM-DD) of a day's start. */
export const dateOf = (day: number): string => new Date(day + PKT_OFFSET_MS).toISOString().slice(0, 10);

/** Cuts [from, to) at each Pakistan midnight: the stretches usage is drawn in, a day at a time. */
export function dayCuts(from: number, to: number): number[] {
  const cuts: number[] = [];
  for (let d = dayOf(from) + DAY_MS; d < to; d += DAY_MS) cuts.push(d);
  return cuts;
}

/** What one read drew, per day start; written by saveDays. */
export class UsageDays {
  private readonly days = new Map<number, Units>();

  add(at: number, drawn: Units): void {
    if (drawn.dataMb + drawn.minutes + drawn.sms <= 0) return;
    const day = dayOf(at);
    const had = this.days.get(day) ?? NONE;
    this.days.set(day, { dataMb: had.dataMb + drawn.dataMb, minutes: had.minutes + drawn.minutes, sms: had.sms + drawn.sms });
  }

  /** Adds each day drawn within the last USAGE_DAYS_KEPT days before `now` to the line's rows (in the caller's transaction). */
  async save(q: Queryable, orderRef: string, now: number): Promise<void> {
    const oldest = dayOf(now) - (USAGE_DAYS_KEPT - 1) * DAY_MS;
    for (const [day, u] of [...this.days].filter(([d]) => d >= oldest).sort(([a], [b]) => a - b)) {
      await q.query(
        `INSERT INTO line_usage_days (order_ref, day, data_mb, minutes, sms) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (order_ref, day) DO UPDATE SET data_mb = line_usage_days.data_mb + $3, minutes = line_usage_days.minutes + $4, sms = line_usage_days.sms + $5`,
        [orderRef, day, u.dataMb, u.minutes, u.sms],
      );
    }
    this.days.clear();
  }
}

export interface UsageDay { date: string; dataMb: number; minutes: number; sms: number }

/** The line's last USAGE_HISTORY_DAYS days up to `now`, oldest first, a day with no use as zeros. */
export async function usageHistory(q: Queryable, orderRef: string, now: number): Promise<UsageDay[]> {
  const today = dayOf(now);
  const first = today - (USAGE_HISTORY_DAYS - 1) * DAY_MS;
  const { rows } = await q.query<{ day: string; data_mb: string; minutes: string; sms: string }>(
    'SELECT day, data_mb, minutes, sms FROM line_usage_days WHERE order_ref = $1 AND day >= $2 AND day <= $3',
    [orderRef, first, today],
  );
  const byDay = new Map(rows.map((r) => [Number(r.day), r]));
  return Array.from({ length: USAGE_HISTORY_DAYS }, (_, i) => {
    const day = first + i * DAY_MS;
    const r = byDay.get(day);
    return { date: dateOf(day), dataMb: Number(r?.data_mb ?? 0), minutes: Number(r?.minutes ?? 0), sms: Number(r?.sms ?? 0) };
  });
}
