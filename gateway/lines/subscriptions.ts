/**
 * My subscriptions (issue 44 part 3; docs/decisions/2026-11-29-usage-history-and-subscriptions.md): each allowance
 * in force on a line (its plan's, add-ons', bundles', rewards') with its own bar and expiry, whether it renews, and
 * what its customer may do with it. The plan renews by the line's auto-renewal (SET_AUTO_RENEWAL's setting); a
 * bundle bought to renew comes back with the plan until its customer stops its renewal (usage.ts renewBundles).
 * Stopping one ends it now (what is left of it is gone, nothing more is charged for it); a plan is not stopped here:
 * it ends with its line (termination).
 *
 * Every change first brings the line up to now under its row lock (ownLine), so a renewal due before the change is
 * settled by the setting it had, and twenty changes at once queue behind each other: the last one stands.
 */
import type { Queryable } from '../db/database';
import { notFound, unprocessable } from '../http/gateway-error';
import { allowancesOf, leftOf, type Allowance, type AllowanceKind } from './allowances';
import type { LineRow } from './line-store';
import { planValidityMs, plansTerms } from './usage';
import { BUNDLES } from './topups';

/** What a subscription of each kind allows: renewal changed (plan, bundle), stopped (all but the plan). */
const RENEWABLE: ReadonlySet<AllowanceKind> = new Set(['PLAN', 'BUNDLE']);
const STOPPABLE: ReadonlySet<AllowanceKind> = new Set(['ADDON', 'BUNDLE', 'REWARD']);

export const subscriptionOf = (a: Allowance, line: LineRow, price: number | null) => ({
  id: a.id,
  kind: a.kind,
  item: a.item,
  name: a.name,
  total: a.total,
  remaining: leftOf(a),
  startsAt: a.startsAt,
  expiresAt: a.expiresAt,
  // A bundle renews only with its plan: with auto-renewal off, the line lapses and nothing of it comes back.
  renews: line.auto_renew && (a.kind === 'PLAN' || a.renews),
  /** The customer's own choice for it (a bundle's may stand while the plan's auto-renewal is off). */
  renewalOn: a.kind === 'PLAN' ? line.auto_renew : a.renews,
  renewable: RENEWABLE.has(a.kind),
  stoppable: STOPPABLE.has(a.kind),
  /** What it costs again at its renewal (from the airtime balance); null for what does not renew. */
  price,
});

/**
 * The line's subscriptions in force at `now` (the line brought up to now by the caller), in the order usage draws them;
 * each named by `nameOf` (the request's language, history.ts itemNames) where it knows the item.
 */
export async function subscriptionsOf(q: Queryable, line: LineRow, now: number, nameOf: (item: string) => string | null = () => null) {
  const plans = await plansTerms(q);
  const plan = plans.find((p) => p.id === line.plan_id);
  const live = (await allowancesOf(q, line.order_ref, now)).filter((a) => a.startsAt <= now);
  const priceOf = (a: Allowance) => (a.kind === 'PLAN' ? plan?.price.amount ?? null : a.kind === 'BUNDLE' ? BUNDLES.find((b) => b.id === a.item)?.price ?? null : null);
  return {
    number: line.number,
    status: line.status,
    autoRenew: line.auto_renew,
    renewsAt: line.status === 'Active' && line.renews_at !== null ? Number(line.renews_at) : null,
    periodDays: Math.round(planValidityMs(plan) / (24 * 3600 * 1000)),
    airtimeBalance: Number(line.airtime_balance),
    subscriptions: live.map((a) => ({ ...subscriptionOf(a, line, priceOf(a)), name: nameOf(a.item) ?? a.name })),
  };
}

/** One allowance of the line by its id, expired or not; 404 for an id of another line (or customer) and for none. */
async function allowanceOfLine(q: Queryable, line: LineRow, id: string): Promise<Allowance> {
  const found = /^[0-9]{1,18}$/.test(id) ? (await allowancesOf(q, line.order_ref, -1)).find((a) => a.id === id) : undefined;
  if (!found) throw notFound(`Subscription ${id} of line ${line.number}`);
  return found;
}

/** The plan's auto-renewal (SET_AUTO_RENEWAL and a plan's renewal here): stored with when it changed (usage.ts autoRenewAt). */
export async function setLineAutoRenew(q: Queryable, line: LineRow, autoRenew: boolean, now: number): Promise<LineRow> {
  if (line.status === 'Inactive') throw unprocessable('LINE_INACTIVE', `params.number: line ${line.number} is closed`);
  const { rows } = await q.query<LineRow>(
    `UPDATE lines SET auto_renew = $2, auto_renew_changed_at = CASE WHEN auto_renew <> $2 THEN $3 ELSE auto_renew_changed_at END, updated_at = $3
     WHERE order_ref = $1 RETURNING *`,
    [line.order_ref, autoRenew, now],
  );
  return rows[0]!;
}

/** Stops or restarts a subscription's renewal (the line locked and up to now); returns the line as it is after. */
export async function setRenewal(q: Queryable, line: LineRow, id: string, renews: boolean, now: number): Promise<LineRow> {
  const a = await allowanceOfLine(q, line, id);
  if (!RENEWABLE.has(a.kind)) throw unprocessable('NOT_RENEWABLE', `params.subscriptionId: ${a.name} (${a.kind.toLowerCase()}) ends with its period and does not renew`);
  if (a.expiresAt <= now) throw unprocessable('SUBSCRIPTION_ENDED', `params.subscriptionId: ${a.name} has ended`);
  if (a.kind === 'PLAN') return setLineAutoRenew(q, line, renews, now);
  await q.query('UPDATE line_allowances SET renews = $2 WHERE id = $1', [a.id, renews]);
  return line;
}

/**
 * Stops a subscription now: what is left of it is gone and it never renews. Stopping one already stopped answers as
 * the first stop did (a retried or parallel stop changes nothing more); one that ran out by itself is refused.
 */
export async function stopSubscription(q: Queryable, line: LineRow, id: string, now: number): Promise<void> {
  const a = await allowanceOfLine(q, line, id);
  if (!STOPPABLE.has(a.kind)) throw unprocessable('PLAN_NOT_STOPPABLE', 'params.subscriptionId: a plan ends with its line; to stop it, close the line (termination)');
  if (a.stoppedAt !== null) return;
  if (a.expiresAt <= now) throw unprocessable('SUBSCRIPTION_ENDED', `params.subscriptionId: ${a.name} has ended`);
  await q.query('UPDATE line_allowances SET expires_at = $2, stopped_at = $2, renews = false WHERE id = $1', [a.id, now]);
}
