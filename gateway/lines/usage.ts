/**
 * A line's time is one function (issue 41; docs/decisions/2026-11-28-line-time-and-allowances.md, which extends
 * docs/decisions/2026-11-25-recharge-and-bundles.md): playLine. Every read and every write of a line first brings it
 * up to now, in its own transaction, under the line's row lock (settleLine, ownLine, settleLinesOf), so two requests
 * at once never renew a line twice and nothing is charged out of turn.
 *
 * An Active line's period starts when it enters service (an eSIM when paid, a physical SIM when activated). Its
 * customer uses, evenly over each period on the gateway's clock, two thirds of the plan's data, half its minutes to
 * other networks and a quarter of its SMS, drawn from the line's allowances (allowances.ts: the plan's for the
 * period, add-ons', bundles', rewards'), the one expiring first first; a tester who moves the clock
 * (POST /dev/clock) sees the bars go down. On each due date in turn, with auto-renewal on at that date and enough
 * airtime, the plan's price is taken from the balance (booked in the line's ledger, line-ledger.ts) and a new period
 * starts with the plan's allowance; otherwise the line lapses to Grace (SPEC §4: validity over, receive only) on that
 * date and every allowance ends. There is no scheduler: a line is brought up to date when it is read or written.
 */
import type { Queryable } from '../db/database';
import { notFound } from '../http/gateway-error';
import { getContent } from '../seed/seed';
import { ADDON_ALLOWANCES } from '../seed/catalog-seed';
import { allowanceView, allowancesOf, draw, endAllowances, grant, saveUsed, type Allowance, type Units } from './allowances';
import { dayCuts, UsageDays } from './usage-days';
import { book, taxIn } from './line-ledger';
import { lineOf, toLine, type Line, type LineOwner, type LineRow } from './line-store';
import { raiseDataUse, raiseRenewalFailed, raiseRenewalNotice, type DataUse } from '../notifications/notifications';

export const DAY_MS = 24 * 3600 * 1000;
export const MB_PER_GB = 1024;

export interface PlanTerms {
  id: string;
  name?: string;
  productType?: string;
  validityDays?: number;
  price: { amount: number };
  allowances?: { dataGb: number; onNetMinutes: number; offNetMinutes: number; sms: number };
}

/** What share of the plan's allowance the sandbox uses over one full period. */
const SHARE = { data: 2 / 3, minutes: 1 / 2, sms: 1 / 4 } as const;

/** The allowance a plan gives each period (unlimited counts as none to count down: -1 becomes 0). */
export function planAllowance(plan: PlanTerms | undefined): Units {
  const a = plan?.allowances;
  return { dataMb: Math.max(0, (a?.dataGb ?? 0) * MB_PER_GB), minutes: Math.max(0, a?.offNetMinutes ?? 0), sms: Math.max(0, a?.sms ?? 0) };
}

export const planValidityMs = (plan: PlanTerms | undefined) => Math.max(1, plan?.validityDays ?? 30) * DAY_MS;

export const plansTerms = (q: Queryable) => getContent<PlanTerms[]>(q, 'plans');

/** How much of `total` the sandbox has used `elapsed` ms into a period of `period` ms. */
const usedAt = (total: number, share: number, elapsed: number, period: number) => Math.floor((total * share * Math.max(0, Math.min(elapsed, period))) / period);

/** What the line's customer uses from `from` to `to` (both within the period that started at `periodStart`). */
function demand(plan: Units, period: number, periodStart: number, from: number, to: number, dataShare: number): Units {
  const used = (total: number, share: number) => usedAt(total, share, to - periodStart, period) - usedAt(total, share, from - periodStart, period);
  return { dataMb: used(plan.dataMb, dataShare), minutes: used(plan.minutes, SHARE.minutes), sms: used(plan.sms, SHARE.sms) };
}

/** The share of its plan's data the line's customer uses each period: two thirds unless a tester set it (POST /dev/lines/appetite, issue 45). */
const dataShareOf = (row: LineRow): number => (row.data_share == null ? SHARE.data : Number(row.data_share));

/**
 * Plays usage from `from` to `to` within one period: the demand of each stretch between two expiries (and two
 * Pakistan midnights, so each day's use is kept: usage-days.ts) is drawn from the allowances live at its start, the
 * one expiring first first (allowances.ts).
 */
function play(allowances: Allowance[], plan: Units, period: number, periodStart: number, from: number, to: number, days: UsageDays, dataShare: number): void {
  const expiries = allowances.map((a) => a.expiresAt).filter((t) => t > from && t < to);
  const cuts = [...new Set([...expiries, ...dayCuts(from, to)])].sort((a, b) => a - b);
  let at = from;
  for (const cut of [...cuts, to]) {
    if (cut > at) days.add(at, draw(allowances, demand(plan, period, periodStart, at, cut, dataShare), at));
    at = cut;
  }
}

/**
 * A bundle bought to renew (issue 44 part 3) comes back with the plan at `due`, while its customer has not stopped
 * it and the airtime balance (after the plan's price) covers its price: charged from the balance (booked as a
 * BUNDLE_RENEWAL of its due date) and granted again until the next due date, still renewing. Returns the balance left.
 */
async function renewBundles(q: Queryable, row: LineRow, allowances: Allowance[], due: number, next: number, balance: number): Promise<number> {
  const { BUNDLES } = await import('./topups');
  for (const a of allowances.filter((x) => x.kind === 'BUNDLE' && x.renews && x.expiresAt === due)) {
    const bundle = BUNDLES.find((b) => b.id === a.item);
    if (!bundle || balance < bundle.price) continue;
    const reference = `renewal:${due}:${a.id}`;
    if (!(await book(q, row.order_ref, { kind: 'CHARGE', what: 'BUNDLE_RENEWAL', item: bundle.id, amount: bundle.price, tax: taxIn(bundle.price), airtime: -bundle.price, reference, at: due }))) continue;
    balance -= bundle.price;
    const again = await grant(q, row.order_ref, { kind: 'BUNDLE', item: bundle.id, name: a.name, reference, units: a.total, startsAt: due, expiresAt: next, renews: true });
    if (again) allowances.push(again);
  }
  return balance;
}

/** The data of the allowances live at `at` and what is left of it (for the data notifications, issue 45). */
function dataUseAt(allowances: readonly Allowance[], at: number): DataUse {
  const live = allowances.filter((a) => a.startsAt <= at && a.expiresAt > at);
  return { dataMb: live.reduce((s, a) => s + a.total.dataMb, 0), dataLeftMb: live.reduce((s, a) => s + a.total.dataMb - a.used.dataMb, 0) };
}

/** The most renewals one read applies (about seven years of weekly plans); the rest wait for the next read. */
const MAX_RENEWALS_PER_READ = 400;

/** The plan's allowance for the period from `start` (one per period; the same period again grants nothing). */
const planPeriod = (q: Queryable, row: LineRow, plan: PlanTerms | undefined, start: number) =>
  grant(q, row.order_ref, { kind: 'PLAN', item: row.plan_id, name: plan?.name ?? row.plan_id, reference: `period:${start}`, units: planAllowance(plan), startsAt: start, expiresAt: start + planValidityMs(plan) });

/**
 * The line's first period starts (an eSIM when paid, a physical SIM when activated; a line back from Grace by a plan
 * switch): the plan's allowance and, the first time, the add-ons bought with it, each from `start` to the renewal.
 */
async function startPeriod(q: Queryable, row: LineRow, plan: PlanTerms | undefined, start: number): Promise<Allowance[]> {
  const end = start + planValidityMs(plan);
  const granted = [await planPeriod(q, row, plan, start)];
  if (row.renewals === 0 || row.renewals === null) {
    const { rows } = await q.query<{ payload: { addonIds?: string[] } }>('SELECT payload FROM orders WHERE ref = $1', [row.order_ref]);
    const addons = await getContent<Array<{ id: string; name: string }>>(q, 'addons');
    for (const id of rows[0]?.payload.addonIds ?? []) {
      const units = ADDON_ALLOWANCES[id];
      if (units) granted.push(await grant(q, row.order_ref, { kind: 'ADDON', item: id, name: addons.find((a) => a.id === id)?.name ?? id, reference: row.order_ref, units, startsAt: start, expiresAt: end }));
    }
  }
  return granted.filter((a): a is Allowance => a !== undefined);
}

/**
 * The auto-renewal setting at `due`. Every change of the setting first brings the line up to now (SET_AUTO_RENEWAL
 * settles under the row lock, then records auto_renew_changed_at), so a period due before a change is settled
 * with the setting it had: what is stored holds for every due date after the last change.
 */
const autoRenewAt = (row: LineRow, due: number): boolean => (row.auto_renew_changed_at !== null && Number(row.auto_renew_changed_at) > due ? !row.auto_renew : row.auto_renew);

/**
 * Brings one line's usage and renewals up to `now`, in the caller's transaction; the line's row must be locked
 * (lockLine). Each period that fell due is charged from the airtime balance (booked in the ledger as a RENEWAL of
 * its due date) and gets its plan allowance, or the line lapses to Grace on that date and its allowances end.
 * Returns the row as stored afterwards. A line that is not Active (a blocked one is Suspend) uses nothing; an unblocked
 * line uses nothing of the time it was blocked (usage_resumes_at, issue 45).
 */
export async function playLine(q: Queryable, row: LineRow, plans: readonly PlanTerms[], until: number): Promise<LineRow> {
  if (row.status !== 'Active') return row;
  const upToDate = (at: number) => row.renews_at !== null && Number(row.usage_at) >= at && Number(row.renews_at) > at;
  if (upToDate(until)) return row;
  // A line whose termination is due is played up to its last day, never past it (nothing falls due after it).
  const now = Math.min(until, (await terminationDay(q, row)) ?? until);
  if (upToDate(now)) return row;
  const plan = plans.find((p) => p.id === row.plan_id);
  const units = planAllowance(plan);
  const period = planValidityMs(plan);
  const price = plan?.price.amount ?? 0;
  let status: LineRow['status'] = 'Active';
  let balance = Number(row.airtime_balance);
  let renewals = row.renewals ?? 0;
  let periodStart: number;
  let renewsAt: number;
  let usageAt: number;
  let allowances: Allowance[];
  if (row.renews_at === null) {
    // First active (an eSIM just paid, a SIM just activated, a line back from Grace): its period starts then.
    periodStart = Number(row.renewal_anchor ?? row.activated_at ?? row.created_at);
    renewsAt = periodStart + period;
    usageAt = periodStart;
    await startPeriod(q, row, plan, periodStart);
    allowances = await allowancesOf(q, row.order_ref, usageAt);
  } else {
    periodStart = Number(row.period_start);
    renewsAt = Number(row.renews_at);
    usageAt = Number(row.usage_at);
    allowances = await allowancesOf(q, row.order_ref, usageAt);
  }
  // Nothing is used while the customer had the line blocked (issue 45): usage starts again when it was unblocked.
  const resumesAt = Number(row.usage_resumes_at ?? 0);
  const days = new UsageDays();
  const dataShare = dataShareOf(row);
  for (let i = 0; renewsAt <= now && i < MAX_RENEWALS_PER_READ; i++) {
    play(allowances, units, period, periodStart, Math.max(usageAt, resumesAt), renewsAt, days, dataShare);
    const due = renewsAt;
    usageAt = due;
    // The last period the clock moved past (or the one that lapses) tells its data use, as it stood at its end.
    const lapses = !(autoRenewAt(row, due) && balance >= price);
    if (lapses || due + period > now) await raiseDataUse(q, { userId: row.user_id, orderRef: row.order_ref, number: row.number, periodStart, now: due - 1 }, dataUseAt(allowances, due - 1));
    if (!lapses) {
      balance -= price;
      await book(q, row.order_ref, { kind: 'CHARGE', what: 'RENEWAL', item: row.plan_id, amount: price, tax: taxIn(price), airtime: -price, reference: `renewal:${due}`, at: due });
      const next = await planPeriod(q, row, plan, due);
      if (next) allowances.push(next);
      balance = await renewBundles(q, row, allowances, due, due + period, balance);
      periodStart = due;
      renewsAt = due + period;
      renewals += 1;
      continue;
    }
    status = 'Grace';
    await raiseRenewalFailed(q, { userId: row.user_id, orderRef: row.order_ref, number: row.number, due, reason: autoRenewAt(row, due) ? 'BALANCE' : 'AUTO_RENEW_OFF' });
    await saveUsed(q, allowances);
    await endAllowances(q, row.order_ref, due);
    break;
  }
  if (status === 'Active') {
    play(allowances, units, period, periodStart, Math.max(usageAt, resumesAt), Math.min(now, renewsAt), days, dataShare);
    usageAt = Math.min(now, renewsAt);
    await saveUsed(q, allowances);
    // What the line's state now says to its customer (issue 45 part 3): data used, a renewal near, a short balance.
    const moment = { userId: row.user_id, orderRef: row.order_ref, number: row.number, periodStart, renewsAt, balance, price, now: usageAt, autoRenew: autoRenewAt(row, renewsAt) };
    await raiseDataUse(q, moment, dataUseAt(allowances, usageAt));
    await raiseRenewalNotice(q, moment);
  }
  await days.save(q, row.order_ref, until);
  const { rows } = await q.query<LineRow>(
    `UPDATE lines SET status = $2, airtime_balance = $3, renews_at = $4, period_start = $5, usage_at = $6, renewals = $7, updated_at = $8
     WHERE order_ref = $1 RETURNING *`,
    [row.order_ref, status, balance, renewsAt, periodStart, usageAt, renewals, until],
  );
  return rows[0]!;
}

/** The day the line's open termination request takes effect, if it has one (index service_requests_one_open). */
async function terminationDay(q: Queryable, row: LineRow): Promise<number | undefined> {
  const { rows } = await q.query<{ at: string | null }>(
    `SELECT (payload->>'effectiveAt')::bigint AS at FROM service_requests
     WHERE type = 'TERMINATION_REQUEST' AND payload->>'number' = $1 AND status IN ('SUBMITTED', 'IN_PROGRESS') AND user_id = $2`,
    [row.number, row.user_id],
  );
  return rows[0]?.at == null ? undefined : Number(rows[0].at);
}

/** Locks one line's row for the rest of the transaction. */
export async function lockLine(q: Queryable, orderRef: string): Promise<LineRow | undefined> {
  return (await q.query<LineRow>('SELECT * FROM lines WHERE order_ref = $1 FOR UPDATE', [orderRef])).rows[0];
}

/** Locks one line and brings it up to now: the first step of every write of a line (in the caller's transaction). */
export async function settleLine(q: Queryable, orderRef: string, now: number): Promise<LineRow | undefined> {
  const row = await lockLine(q, orderRef);
  return row && playLine(q, row, await plansTerms(q), now);
}

/**
 * The owner's line with `number` (lineOf's choice: the open one, else the latest closed), locked and brought up to
 * now; 404 for anyone else's number. Must run in a transaction.
 */
export async function ownLine(q: Queryable, owner: LineOwner, number: string, now: number): Promise<LineRow> {
  const row = await settleLine(q, (await lineOf(q, owner, number)).order_ref, now);
  if (!row) throw notFound(`Line ${number}`);
  return row;
}

/**
 * Locks every line of the customer, in order_ref order (so two reads, a renewal and a top-up queue behind each other
 * and never deadlock), in the caller's transaction.
 */
export async function lockLinesOf(q: Queryable, userId: string): Promise<LineRow[]> {
  return (await q.query<LineRow>('SELECT * FROM lines WHERE user_id = $1 ORDER BY order_ref FOR UPDATE', [userId])).rows;
}

/** Brings every line of the customer up to now (locked by lockLinesOf first), in the caller's transaction. */
export async function settleLinesOf(q: Queryable, userId: string, now: number): Promise<void> {
  const plans = await plansTerms(q);
  for (const row of await lockLinesOf(q, userId)) await playLine(q, row, plans, now);
}

/** A line as the API shows it, with its allowances in force now (their sums, and each one). */
export async function lineView(q: Queryable, row: LineRow, now: number): Promise<Line> {
  const line = toLine(row);
  if (!line.usage) return line;
  const view = allowanceView(await allowancesOf(q, row.order_ref, now), now, row.auto_renew);
  return { ...line, usage: { ...line.usage, ...view } };
}
