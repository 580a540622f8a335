import { randomUUID } from 'node:crypto';
import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { unprocessable } from '../http/gateway-error';
import { getContent } from '../seed/seed';
import type { LineRow } from '../lines/line-store';
import { statusRefusal } from '../lines/line-rules';
import { lineReads } from './line-handlers';
import { applyDueTerminations, serviceRequestHandlers } from './service-request-handlers';
import { applyDueCnicReports } from './cnic-handlers';
import { applyDueChats } from './chat-handlers';
import { raiseRequestStatus } from '../notifications/notifications';
import { lockLinesOf, ownLine, settleLine, settleLinesOf } from '../lines/usage';

/**
 * Plan switch in the sandbox (issue 9 part 4; rules in docs/decisions/2026-11-23-plan-switch.md):
 * - the line may move to another plan of its own product type;
 * - a dearer plan costs the price difference, paid now through PAYMENT_REQUEST; it takes effect once paid;
 * - a plan of the same price or cheaper costs nothing now and takes effect at the line's next renewal (at once
 *   for a line in Grace, whose validity is over); until then the switch is pending and can be cancelled.
 * A due switch is applied when the customer's requests or lines are next read (the sandbox has no scheduler).
 */

const DAY_MS = 24 * 3600 * 1000;
interface PlanContent { id: string; name: string; productType: string; validityDays?: number; price: { amount: number } }
interface SrRow { id: string; user_id: string; type: string; status: string; payload: Record<string, unknown>; created_at: string; updated_at: string }

const plansContent = (q: Queryable) => getContent<PlanContent[]>(q, 'plans');

/** The plans a line on `currentPlanId` may move to: the other plans of its product type. */
export function switchablePlans(plans: readonly PlanContent[], currentPlanId: string): PlanContent[] {
  const current = plans.find((p) => p.id === currentPlanId);
  const productType = current?.productType ?? currentPlanId.split('-')[1];
  return plans.filter((p) => p.id !== currentPlanId && p.productType === productType);
}

/**
 * The line's next renewal: the one the sandbox keeps for it (gateway/lines/usage.ts) while it is ahead, else its
 * activation (or creation) plus whole validity periods of its plan, after `now`.
 */
export function nextRenewalAt(line: Pick<LineRow, 'activated_at' | 'created_at'> & Partial<Pick<LineRow, 'renews_at'>>, validityDays: number, now: number): number {
  if (line.renews_at != null && Number(line.renews_at) > now) return Number(line.renews_at);
  const start = Number(line.activated_at ?? line.created_at);
  const period = Math.max(1, validityDays) * DAY_MS;
  const periods = Math.max(1, Math.floor((now - start) / period) + 1);
  return start + periods * period;
}

/** What a switch from `current` to `target` charges now, and when it takes effect. */
export function switchTerms(current: PlanContent | undefined, target: PlanContent, line: LineRow, now: number) {
  const charge = Math.max(0, target.price.amount - (current?.price.amount ?? 0));
  if (charge > 0) return { totalCharges: charge, paymentRequired: true, paymentStatus: 'NOT_PAID', takesEffect: 'ON_PAYMENT' as const };
  const effectiveAt = line.status === 'Grace' ? now : nextRenewalAt(line, current?.validityDays ?? 30, now);
  return { totalCharges: 0, paymentRequired: false, paymentStatus: 'NOT_REQUIRED', takesEffect: line.status === 'Grace' ? ('NOW' as const) : ('NEXT_RENEWAL' as const), effectiveAt };
}

const toRequest = (r: SrRow) => ({
  requestId: r.id, type: r.type, status: r.status, number: String(r.payload.number ?? ''), payload: r.payload,
  paymentRequired: Boolean(r.payload.paymentRequired), totalCharges: Number(r.payload.totalCharges ?? 0), createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

/**
 * Moves the line of a plan switch to its new plan (a line in Grace is back in service, with a new period of the new
 * plan from now: gateway/lines/usage.ts starts it on the next read) and closes the request.
 */
async function applySwitch(q: Queryable, request: SrRow, now: number): Promise<void> {
  const { rows } = await q.query<{ order_ref: string }>(
    `UPDATE lines SET plan_id = $2, status = CASE WHEN status = 'Grace' THEN 'Active' ELSE status END,
       renewal_anchor = CASE WHEN status = 'Grace' THEN $3 ELSE renewal_anchor END,
       renews_at = CASE WHEN status = 'Grace' THEN NULL ELSE renews_at END, updated_at = $3
     WHERE number = $1 AND status <> 'Inactive' RETURNING order_ref`,
    [request.payload.number, request.payload.planId, now],
  );
  // A line back from Grace starts its new period now (its plan allowance from this moment).
  for (const r of rows) await settleLine(q, r.order_ref, now);
  await q.query(`UPDATE service_requests SET status = 'COMPLETED', payload = payload || jsonb_build_object('effectiveAt', $2::bigint), updated_at = $2 WHERE id = $1`, [request.id, now]);
  await raiseRequestStatus(q, { userId: request.user_id, requestId: request.id, type: request.type, status: 'COMPLETED', at: now });
}

/** Free switches whose day has come take effect (called before the customer's requests or lines are read). */
export async function applyDuePlanSwitches(q: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await q.query<SrRow>(
    `SELECT * FROM service_requests WHERE user_id = $1 AND type = 'PLAN_SWITCH' AND status IN ('SUBMITTED', 'IN_PROGRESS')
       AND (payload->>'paymentRequired')::boolean IS NOT TRUE AND (payload->>'effectiveAt')::bigint <= $2`,
    [userId, now],
  );
  for (const r of rows) await applySwitch(q, r, now);
}

/** A paid plan switch takes effect as its payment settles (gateway/payments/payments.ts). */
export async function applyPaidPlanSwitch(q: Queryable, requestId: string, now: number): Promise<void> {
  const { rows } = await q.query<SrRow>(`SELECT * FROM service_requests WHERE id = $1 AND type = 'PLAN_SWITCH' AND status IN ('SUBMITTED', 'IN_PROGRESS')`, [requestId]);
  if (rows[0]) await applySwitch(q, rows[0], now);
}

async function openSwitch(q: Queryable, userId: string, number: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM service_requests WHERE user_id = $1 AND type = 'PLAN_SWITCH' AND payload->>'number' = $2 AND status IN ('SUBMITTED', 'IN_PROGRESS')`, [userId, number]);
  return rows.length > 0;
}

const eligibility: Handler<never, { number: string }> = async ({ services, caller, query }) => services.db.tx(async (q) => {
  const now = services.clock.now();
  await dueChanges(q, caller!.userId, now);
  const line = await ownLine(q, caller!, query.number, now);
  const plans = await plansContent(q);
  const current = plans.find((p) => p.id === line.plan_id);
  const reason = statusRefusal(line.status, 'PLAN_SWITCH') ?? ((await openSwitch(q, caller!.userId, query.number)) ? 'REQUEST_ALREADY_OPEN' : undefined);
  return {
    eligible: !reason,
    ...(reason ? { reason } : {}),
    currentPlanId: line.plan_id,
    plans: switchablePlans(plans, line.plan_id).map((p) => p.id),
    renewsAt: nextRenewalAt(line, current?.validityDays ?? 30, now),
  };
});

const create: Handler<{ number: string; planId: string }> = async ({ services, caller, body }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const line = await ownLine(q, caller!, body.number, now);
    const refused = statusRefusal(line.status, 'PLAN_SWITCH') ?? ((await openSwitch(q, caller!.userId, body.number)) ? 'REQUEST_ALREADY_OPEN' : undefined);
    if (refused) throw unprocessable(refused, `Number ${body.number}: ${refused}`);
    const plans = await plansContent(q);
    const target = switchablePlans(plans, line.plan_id).find((p) => p.id === body.planId);
    if (!target) throw unprocessable('PLAN_NOT_OFFERED', `body.planId: ${body.planId} is not a plan this line can move to`);
    const current = plans.find((p) => p.id === line.plan_id);
    const terms = switchTerms(current, target, line, now);
    const payload = { number: body.number, planId: target.id, planName: target.name, fromPlanId: line.plan_id, fromPlanName: current?.name ?? line.plan_id, ...terms };
    const id = `SR-${randomUUID().slice(0, 8).toUpperCase()}`;
    const { rows } = await q.query<SrRow>(`INSERT INTO service_requests (id, user_id, type, status, payload, created_at, updated_at) VALUES ($1, $2, 'PLAN_SWITCH', 'SUBMITTED', $3::jsonb, $4, $4) RETURNING *`, [
      id, caller!.userId, JSON.stringify(payload), now,
    ]);
    if (terms.takesEffect === 'NOW') {
      await applySwitch(q, rows[0]!, now);
      return toRequest((await q.query<SrRow>('SELECT * FROM service_requests WHERE id = $1', [id])).rows[0]!);
    }
    return toRequest(rows[0]!);
  });

/**
 * What is due on the customer's lines before they are read, in the read's transaction: their rows locked first (in
 * order_ref order, as settleLinesOf does), then due free switches (a switch due at a renewal applies before the
 * renewal is charged, which then is at the new plan's price) and due terminations (the line brought up to the
 * termination's day first).
 */
export async function dueChanges(q: Queryable, userId: string, now: number): Promise<void> {
  await lockLinesOf(q, userId);
  await applyDuePlanSwitches(q, userId, now);
  await applyDueTerminations(q, userId, now);
  await applyDueCnicReports(q, userId, now);
  await applyDueChats(q, userId, now);
}

/**
 * Reads that first apply the caller's due switches and terminations, so a request shows as done (the line on its
 * new plan, or closed) from its day on, and their lines' usage and renewals up to now (usage.ts).
 */
const afterDueSwitches = <H extends Handler<never, never, never>>(read: H | undefined): H =>
  (async (ctx: Parameters<H>[0]) => {
    if (ctx.caller) {
      const userId = ctx.caller.userId;
      const now = ctx.services.clock.now();
      await ctx.services.db.tx(async (q) => {
        await dueChanges(q, userId, now);
        await settleLinesOf(q, userId, now);
      });
    }
    return read!(ctx);
  }) as unknown as H;

/** Spread after the other handler maps (gateway/handlers/index.ts): these replace their plan-switch entries. */
export const planSwitchHandlers: HandlerMap = {
  GET_PLAN_SWITCH_ELIGIBILITY: eligibility,
  CREATE_PLAN_SWITCH: create,
  GET_SERVICE_REQUESTS: afterDueSwitches(serviceRequestHandlers.GET_SERVICE_REQUESTS as Handler<never, never, never>),
  GET_SERVICE_REQUEST: afterDueSwitches(serviceRequestHandlers.GET_SERVICE_REQUEST as Handler<never, never, never>),
  ...lineReads(dueChanges),
};
