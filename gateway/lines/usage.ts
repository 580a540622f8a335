/**
 * The sandbox plays a line's usage and renewal (issue 29; docs/decisions/2026-11-25-recharge-and-bundles.md).
 *
 * An Active line has its plan's allowance for one validity period (data in MB, minutes to other networks, SMS),
 * starting at activation. It uses a fixed share of the plan's allowance over each period, evenly on the gateway's
 * clock (two thirds of the data, half the minutes, a quarter of the SMS), so a tester who moves the clock
 * (POST /dev/clock) sees the bars go down. On the renewal date, auto-renewal takes the plan's price from the airtime
 * balance and starts a new period with the full allowance (bundles bought in the period end with it); with
 * auto-renewal off or too little airtime, the line lapses to Grace (SPEC §4: validity over, receive only) and what
 * was left of the allowance is gone.
 *
 * There is no scheduler: a line is brought up to date when it is read or charged, its row locked for the update
 * (SELECT … FOR UPDATE), so two reads at once never renew a line twice.
 */
import type { Database, Queryable } from '../db/database';
import { getContent } from '../seed/seed';
import type { LineRow } from './line-store';

export const DAY_MS = 24 * 3600 * 1000;
export const MB_PER_GB = 1024;

export interface PlanTerms {
  id: string;
  productType?: string;
  validityDays?: number;
  price: { amount: number };
  allowances?: { dataGb: number; onNetMinutes: number; offNetMinutes: number; sms: number };
}

/** What share of the plan's allowance the sandbox uses over one full period. */
const SHARE = { data: 2 / 3, minutes: 1 / 2, sms: 1 / 4 } as const;

export interface Allowance { dataMb: number; minutes: number; sms: number }

/** The allowance a plan gives each period (unlimited counts as none to count down: -1 becomes 0). */
export function planAllowance(plan: PlanTerms | undefined): Allowance {
  const a = plan?.allowances;
  return { dataMb: Math.max(0, (a?.dataGb ?? 0) * MB_PER_GB), minutes: Math.max(0, a?.offNetMinutes ?? 0), sms: Math.max(0, a?.sms ?? 0) };
}

export const planValidityMs = (plan: PlanTerms | undefined) => Math.max(1, plan?.validityDays ?? 30) * DAY_MS;

export const plansTerms = (q: Queryable) => getContent<PlanTerms[]>(q, 'plans');

/** How much of `allowance` the sandbox has used `elapsed` ms into a period of `period` ms. */
const usedAt = (allowance: number, share: number, elapsed: number, period: number) => Math.floor((allowance * share * Math.max(0, Math.min(elapsed, period))) / period);

interface State {
  status: LineRow['status'];
  balance: number;
  renewsAt: number;
  periodStart: number;
  usageAt: number;
  allowance: Allowance;
  left: Allowance;
  renewals: number;
}

/** Uses the plan's allowance from state.usageAt up to `to` (never below zero). */
function consume(s: State, plan: Allowance, period: number, to: number): void {
  if (to <= s.usageAt) return;
  const from = s.usageAt - s.periodStart;
  const till = to - s.periodStart;
  const used = (total: number, share: number) => usedAt(total, share, till, period) - usedAt(total, share, from, period);
  s.left = {
    dataMb: Math.max(0, s.left.dataMb - used(plan.dataMb, SHARE.data)),
    minutes: Math.max(0, s.left.minutes - used(plan.minutes, SHARE.minutes)),
    sms: Math.max(0, s.left.sms - used(plan.sms, SHARE.sms)),
  };
  s.usageAt = to;
}

/** The most renewals one read applies (about seven years of weekly plans); the rest wait for the next read. */
const MAX_RENEWALS_PER_READ = 400;

/**
 * Brings one line's usage and renewals up to `now`, in the caller's transaction; the line's row must be locked
 * (lockLine). Returns the row as stored afterwards.
 */
export async function playLine(q: Queryable, row: LineRow, plans: readonly PlanTerms[], now: number): Promise<LineRow> {
  if (row.status !== 'Active') return row;
  const plan = plans.find((p) => p.id === row.plan_id);
  const allowance = planAllowance(plan);
  const period = planValidityMs(plan);
  const price = plan?.price.amount ?? 0;
  let s: State;
  if (row.renews_at === null) {
    // First seen active (just activated, or back from Grace by a plan switch): the period containing now.
    const anchor = Number(row.renewal_anchor ?? row.activated_at ?? row.created_at);
    const periods = Math.max(1, Math.floor((now - anchor) / period) + 1);
    const renewsAt = anchor + periods * period;
    s = { status: row.status, balance: Number(row.airtime_balance), renewsAt, periodStart: renewsAt - period, usageAt: Math.max(anchor, renewsAt - period), allowance, left: { ...allowance }, renewals: row.renewals ?? 0 };
  } else {
    s = {
      status: row.status, balance: Number(row.airtime_balance), renewsAt: Number(row.renews_at), periodStart: Number(row.period_start), usageAt: Number(row.usage_at),
      allowance: { dataMb: Number(row.data_mb_allowance), minutes: Number(row.minutes_allowance), sms: Number(row.sms_allowance) },
      left: { dataMb: Number(row.data_mb_left), minutes: Number(row.minutes_left), sms: Number(row.sms_left) },
      renewals: row.renewals ?? 0,
    };
    if (s.usageAt >= now && s.renewsAt > now) return row;
  }
  for (let i = 0; s.status === 'Active' && s.renewsAt <= now && i < MAX_RENEWALS_PER_READ; i++) {
    consume(s, allowance, period, s.renewsAt);
    if (row.auto_renew && s.balance >= price) {
      s.balance -= price;
      s.periodStart = s.renewsAt;
      s.usageAt = s.renewsAt;
      s.renewsAt += period;
      s.allowance = { ...allowance };
      s.left = { ...allowance };
      s.renewals += 1;
    } else {
      s.status = 'Grace';
      s.left = { dataMb: 0, minutes: 0, sms: 0 };
    }
  }
  if (s.status === 'Active') consume(s, allowance, period, now);
  const { rows } = await q.query<LineRow>(
    `UPDATE lines SET status = $2, airtime_balance = $3, renews_at = $4, period_start = $5, usage_at = $6,
       data_mb_allowance = $7, minutes_allowance = $8, sms_allowance = $9, data_mb_left = $10, minutes_left = $11, sms_left = $12,
       renewals = $13, updated_at = $14
     WHERE order_ref = $1 RETURNING *`,
    [row.order_ref, s.status, s.balance, s.renewsAt, s.periodStart, s.usageAt, s.allowance.dataMb, s.allowance.minutes, s.allowance.sms, s.left.dataMb, s.left.minutes, s.left.sms, s.renewals, now],
  );
  return rows[0]!;
}

/** Locks one line's row for the rest of the transaction. */
export async function lockLine(q: Queryable, orderRef: string): Promise<LineRow | undefined> {
  return (await q.query<LineRow>('SELECT * FROM lines WHERE order_ref = $1 FOR UPDATE', [orderRef])).rows[0];
}

/**
 * Brings every active line of the customer up to date (before their lines are read), each row locked in order_ref
 * order so two reads, a renewal and a top-up queue behind each other and never deadlock.
 */
export async function playUsageOf(db: Database, userId: string, now: number): Promise<void> {
  const { rows } = await db.query<{ order_ref: string }>(
    `SELECT order_ref FROM lines WHERE user_id = $1 AND status = 'Active' AND (renews_at IS NULL OR renews_at <= $2 OR usage_at < $2) ORDER BY order_ref`,
    [userId, now],
  );
  if (!rows.length) return;
  await db.tx(async (t) => {
    const plans = await plansTerms(t);
    for (const r of rows) {
      const row = await lockLine(t, r.order_ref);
      if (row) await playLine(t, row, plans, now);
    }
  });
}
