import { randomUUID } from 'node:crypto';
import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { codes, notFound, unprocessable } from '../http/gateway-error';
import { getContent } from '../seed/seed';
import { lineOf } from '../lines/line-store';
import { ownLine, settleLine } from '../lines/usage';
import { statusRefusal, type LineAction } from '../lines/line-rules';
import { closeOpenPayments } from '../payments/payables';
import { badCursor, pageSize, type PageAsk } from '../http/paging';
import { raiseRequestStatus } from '../notifications/notifications';

import { SIM_REPLACEMENT_FEE, simReplacementCharges } from './sim-replacement-handlers';
export { SIM_REPLACEMENT_FEE };
/** A termination takes effect this long after it is asked for (7 days). */
export const TERMINATION_COOLING_OFF_MS = 7 * 24 * 3600 * 1000;

/**
 * Terminations whose 7 days are over take effect: the request is COMPLETED and the line Inactive. Like a due plan
 * switch, this runs before the customer's requests or lines are read (the sandbox has no scheduler).
 */
export async function applyDueTerminations(q: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await q.query<{ id: string; type: string; number: string; effective_at: string }>(
    `UPDATE service_requests SET status = 'COMPLETED', updated_at = $2
     WHERE user_id = $1 AND type = 'TERMINATION_REQUEST' AND status IN ('SUBMITTED', 'IN_PROGRESS') AND (payload->>'effectiveAt')::bigint <= $2
     RETURNING id, type, payload->>'number' AS number, (payload->>'effectiveAt')::bigint AS effective_at`,
    [userId, now],
  );
  for (const r of rows) {
    // The line is brought up to its last day first: what fell due before it is charged, nothing after.
    const { rows: open } = await q.query<{ order_ref: string }>(`SELECT order_ref FROM lines WHERE number = $1 AND status <> 'Inactive'`, [r.number]);
    for (const l of open) await settleLine(q, l.order_ref, Math.min(now, Number(r.effective_at)));
    await q.query(`UPDATE lines SET status = 'Inactive', updated_at = $2 WHERE number = $1 AND status <> 'Inactive'`, [r.number, now]);
    await raiseRequestStatus(q, { userId, requestId: r.id, type: r.type, status: 'COMPLETED', at: Number(r.effective_at) });
  }
}

const TERMINATION_REASONS = [
  { id: 'MOVING_ABROAD', label: 'Moving abroad' },
  { id: 'COVERAGE', label: 'Coverage' },
  { id: 'PRICE', label: 'Price' },
  { id: 'OTHER', label: 'Other' },
];

export interface SrRow { id: string; type: string; status: string; payload: Record<string, unknown>; created_at: string; updated_at: string }
/** A request as the API answers it; a request about no line (a chat) has no number. */
export const toRequest = (r: SrRow) => ({
  requestId: r.id, type: r.type, status: r.status, ...(r.payload.number ? { number: String(r.payload.number) } : {}), payload: r.payload,
  paymentRequired: Boolean(r.payload.paymentRequired), totalCharges: Number(r.payload.totalCharges ?? 0), createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

async function openRequest(q: Queryable, userId: string, type: string, number: string): Promise<SrRow | undefined> {
  const { rows } = await q.query<SrRow>(`SELECT * FROM service_requests WHERE user_id = $1 AND type = $2 AND payload->>'number' = $3 AND status IN ('SUBMITTED', 'IN_PROGRESS')`, [userId, type, number]);
  return rows[0];
}

/**
 * Why a number may not take a request of `type`, or undefined when it may: the line's status (line-rules.ts),
 * then an open request of the same type. Another customer's number is 404 (lineOf), never a reason.
 */
async function refusal(q: Queryable, caller: { userId: string; email: string }, type: string, number: string, now: number): Promise<string | undefined> {
  // Locked and brought up to now (a line that lapsed is in Grace): parallel requests for one line queue here (one open per line and kind).
  const line = await ownLine(q, caller, number, now);
  const byStatus = statusRefusal(line.status, type as LineAction);
  if (byStatus) return byStatus;
  if (await openRequest(q, caller.userId, type, number)) return 'REQUEST_ALREADY_OPEN';
  return undefined;
}

async function insertRequest(q: Queryable, userId: string, type: string, payload: Record<string, unknown>, now: number) {
  const id = `SR-${randomUUID().slice(0, 8).toUpperCase()}`;
  const { rows } = await q.query<SrRow>(`INSERT INTO service_requests (id, user_id, type, status, payload, created_at, updated_at) VALUES ($1, $2, $3, 'SUBMITTED', $4::jsonb, $5, $5) RETURNING *`, [
    id, userId, type, JSON.stringify(payload), now,
  ]);
  return toRequest(rows[0]!);
}

const eligibility = (type: string): Handler<never, { number: string }> => async ({ services, caller, query }) => {
  const reason = await services.db.tx((q) => refusal(q, caller!, type, query.number, services.clock.now()));
  if (type === 'TERMINATION_REQUEST' && reason) throw unprocessable(codes.NOT_ELIGIBLE_FOR_TERMINATION, `Number ${query.number} is not eligible for termination (${reason})`);
  return reason ? { eligible: false, reason } : { eligible: true };
};

const create = (type: string, extra: (body: Record<string, unknown>, now: number) => Record<string, unknown> = () => ({})): Handler<Record<string, unknown> & { number: string }> =>
  async ({ services, caller, body }) =>
    services.db.tx(async (q) => {
      const reason = await refusal(q, caller!, type, body.number, services.clock.now());
      if (reason) {
        if (type === 'TERMINATION_REQUEST') throw unprocessable(codes.NOT_ELIGIBLE_FOR_TERMINATION, `Number ${body.number} is not eligible for termination (${reason})`);
        throw unprocessable(reason, `Number ${body.number}: ${reason}`);
      }
      const now = services.clock.now();
      return insertRequest(q, caller!.userId, type, { ...body, ...extra(body, now) }, now);
    });

/**
 * Cancels an open request; its open payment closes with it, so a late approval charges nothing. With `unpaidOnly`
 * (a SIM replacement), a request whose fee is paid is refused (ALREADY_PAID): the new SIM is being prepared.
 */
const cancel = (type: string, unpaidOnly = false): Handler<{ requestId: string }> => async ({ services, caller, body }) =>
  services.db.tx(async (q) => {
    const now = services.clock.now();
    const { rows } = await q.query<SrRow>(
      `UPDATE service_requests SET status = 'CANCELLED', updated_at = $4 WHERE id = $1 AND user_id = $2 AND type = $3 AND status IN ('SUBMITTED', 'IN_PROGRESS')
         AND ($5::boolean IS NOT TRUE OR coalesce(payload->>'paymentStatus', '') <> 'SUCCESS') RETURNING *`,
      [body.requestId, caller!.userId, type, now, unpaidOnly],
    );
    if (!rows[0]) {
      const { rows: paid } = await q.query(`SELECT 1 FROM service_requests WHERE id = $1 AND user_id = $2 AND type = $3 AND status IN ('SUBMITTED', 'IN_PROGRESS')`, [body.requestId, caller!.userId, type]);
      if (paid.length) throw unprocessable('ALREADY_PAID', `${type} request ${body.requestId} is paid: it can no longer be cancelled here`);
      throw notFound(`Open ${type} request ${body.requestId}`);
    }
    await closeOpenPayments(q, { purpose: 'service_request', orderRef: rows[0].id, purposeRef: rows[0].id }, now);
    return toRequest(rows[0]);
  });

const planSwitchEligibility: Handler<never, { number: string }> = async (ctx) => {
  const base = (await eligibility('PLAN_SWITCH')(ctx)) as { eligible: boolean };
  const currentPlanId = (await lineOf(ctx.services.db, ctx.caller!, ctx.query.number)).plan_id;
  const plans = (await getContent<Array<{ id: string; productType: string }>>(ctx.services.db, 'plans'))
    .filter((p) => p.id !== currentPlanId && currentPlanId.startsWith(`plan-${p.productType}-`)).map((p) => p.id);
  return { ...base, currentPlanId, plans };
};

const byId = (type?: string): Handler<never, never, { requestId: string }> => async ({ services, caller, params }) => {
  const { rows } = await services.db.query<SrRow>('SELECT * FROM service_requests WHERE id = $1 AND user_id = $2 AND ($3::text IS NULL OR type = $3)', [params.requestId, caller!.userId, type ?? null]);
  if (!rows[0]) throw notFound(`Service request ${params.requestId}`);
  return toRequest(rows[0]);
};

/**
 * The customer's requests (of one type, or all), newest first with the id breaking ties, one page at a time
 * (indexes service_requests_user_list and service_requests_user_type_list).
 */
async function listRequests(q: Queryable, userId: string, ask: { type?: string } & PageAsk): Promise<SrRow[]> {
  const type = ask.type ?? null;
  if (ask.after === undefined) {
    const sql = type === null
      ? 'SELECT * FROM service_requests WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2'
      : 'SELECT * FROM service_requests WHERE user_id = $1 AND type = $3 ORDER BY created_at DESC, id DESC LIMIT $2';
    return (await q.query<SrRow>(sql, type === null ? [userId, pageSize(ask)] : [userId, pageSize(ask), type])).rows;
  }
  const { rows: [cursor] } = await q.query<{ created_at: string; id: string }>('SELECT created_at, id FROM service_requests WHERE id = $1 AND user_id = $2', [ask.after, userId]);
  if (!cursor) throw badCursor();
  const args = [userId, pageSize(ask), cursor.created_at, cursor.id];
  const sql = type === null
    ? 'SELECT * FROM service_requests WHERE user_id = $1 AND (created_at, id) < ($3::bigint, $4::text) ORDER BY created_at DESC, id DESC LIMIT $2'
    : 'SELECT * FROM service_requests WHERE user_id = $1 AND type = $5 AND (created_at, id) < ($3::bigint, $4::text) ORDER BY created_at DESC, id DESC LIMIT $2';
  return (await q.query<SrRow>(sql, type === null ? args : [...args, type])).rows;
}

export const serviceRequestHandlers: HandlerMap = {
  GET_SIM_REPLACEMENT_ELIGIBILITY: eligibility('SIM_REPLACEMENT'),
  GET_SIM_REPLACEMENT_SPECIFICATION: async () => ({ fee: SIM_REPLACEMENT_FEE, reasons: ['LOST', 'STOLEN', 'DAMAGED', 'UPGRADE_TO_ESIM'], simTypes: ['physical_sim', 'esim'], kycRequired: true, esimDeliveryNeeded: false }),
  CREATE_SIM_REPLACEMENT_ORDER: create('SIM_REPLACEMENT', simReplacementCharges),
  CANCEL_SIM_REPLACEMENT: cancel('SIM_REPLACEMENT', true),
  GET_TERMINATION_ELIGIBILITY: eligibility('TERMINATION_REQUEST'),
  GET_TERMINATION_REASONS: async () => TERMINATION_REASONS,
  // The number stays in service for a cooling-off period; the request can be cancelled until then
  // (docs/decisions/2026-11-23-termination-on-its-day.md).
  TERMINATE_NUMBER: create('TERMINATION_REQUEST', (_body, now) => ({ effectiveAt: now + TERMINATION_COOLING_OFF_MS })),
  CANCEL_TERMINATION: cancel('TERMINATION_REQUEST'),
  GET_PLAN_SWITCH_ELIGIBILITY: planSwitchEligibility,
  CREATE_PLAN_SWITCH: create('PLAN_SWITCH'),
  CANCEL_PLAN_SWITCH: cancel('PLAN_SWITCH'),
  GET_SERVICE_REQUESTS: async ({ services, caller, query }: Parameters<Handler<never, { type?: string } & PageAsk>>[0]) =>
    (await listRequests(services.db, caller!.userId, query)).map(toRequest),
  GET_SERVICE_REQUEST: byId(),
  GET_REVERSE_PORTIN_STATUS: byId('REVERSE_PORTIN_REQUEST'),
  GET_REVERSE_PORTOUT_STATUS: byId('REVERSE_PORTOUT_REQUEST'),
};
