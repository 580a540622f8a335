import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { notFound, unprocessable } from '../http/gateway-error';

/**
 * A physical replacement SIM costs this much (card and delivery); an eSIM replacement is free
 * (docs/decisions/2026-11-23-sim-replacement.md).
 */
export const SIM_REPLACEMENT_FEE = 500;

/** The charges of a new SIM replacement request, by SIM type. */
export function simReplacementCharges(body: Record<string, unknown>): Record<string, unknown> {
  const paid = body.simType !== 'esim';
  return { paymentRequired: paid, totalCharges: paid ? SIM_REPLACEMENT_FEE : 0, paymentStatus: paid ? 'NOT_PAID' : 'NOT_REQUIRED' };
}

interface OpenRequest { id: string; type: string; status: string; payload: Record<string, unknown> }

/** The caller's own open request (someone else's, or an unknown id, is 404: existence is not revealed). */
export async function ownOpenRequest(q: Queryable, userId: string, requestId: string, lock = false): Promise<OpenRequest> {
  const { rows } = await q.query<OpenRequest>(`SELECT id, type, status, payload FROM service_requests WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`, [requestId, userId]);
  const row = rows[0];
  if (!row) throw notFound(`Service request ${requestId}`);
  if (row.status !== 'SUBMITTED' && row.status !== 'IN_PROGRESS') throw unprocessable('REQUEST_CLOSED', `Service request ${requestId} is ${row.status}`);
  return row;
}

/** What a payment for the caller's own service request charges (a paid one is refused as ALREADY_PAID by payables.ts). */
export async function payableRequest(q: Queryable, userId: string | undefined, requestId: string): Promise<{ amount: number }> {
  if (!userId) throw notFound(`Service request ${requestId}`);
  const row = await ownOpenRequest(q, userId, requestId, true);
  if (!row.payload.paymentRequired) throw unprocessable('ORDER_NOT_PAYABLE', `Service request ${requestId} needs no payment`);
  return { amount: Number(row.payload.totalCharges ?? 0) };
}

/** A settled payment of a service request: paid requests move on to IN_PROGRESS. */
export async function settleRequestPayment(q: Queryable, requestId: string, status: string, now: number): Promise<void> {
  await q.query(
    `UPDATE service_requests SET payload = payload || jsonb_build_object('paymentStatus', $2::text),
       status = CASE WHEN $2 = 'SUCCESS' AND status = 'SUBMITTED' THEN 'IN_PROGRESS' ELSE status END, updated_at = $3 WHERE id = $1`,
    [requestId, status, now],
  );
}

interface DeliveryBody { deliveryMethod: string; deliveryAddress?: Record<string, string> }
/** Delivery details of a physical replacement SIM (the request exists since its first step, so KYC can name it). */
const setDelivery: Handler<DeliveryBody, never, { requestId: string }> = async ({ services, caller, params, body }) =>
  services.db.tx(async (q) => {
    const row = await ownOpenRequest(q, caller!.userId, params.requestId, true);
    if (row.type !== 'SIM_REPLACEMENT') throw notFound(`SIM replacement request ${params.requestId}`);
    if (row.payload.simType === 'esim') throw unprocessable('DELIVERY_NOT_NEEDED', 'An eSIM replacement is not delivered');
    if (body.deliveryMethod === 'DOORSTEP_DELIVERY' && !body.deliveryAddress) throw unprocessable('ADDRESS_REQUIRED', 'body.deliveryAddress: is required for doorstep delivery');
    const patch = { deliveryMethod: body.deliveryMethod, ...(body.deliveryAddress ? { deliveryAddress: body.deliveryAddress } : {}) };
    const { rows } = await q.query<{ id: string; type: string; status: string; payload: Record<string, unknown>; created_at: string }>(
      'UPDATE service_requests SET payload = payload || $2::jsonb, updated_at = $3 WHERE id = $1 RETURNING *',
      [params.requestId, JSON.stringify(patch), services.clock.now()],
    );
    const r = rows[0]!;
    return { requestId: r.id, type: r.type, status: r.status, number: String(r.payload.number ?? ''), payload: r.payload, paymentRequired: Boolean(r.payload.paymentRequired), totalCharges: Number(r.payload.totalCharges ?? 0), createdAt: Number(r.created_at) };
  });

export const simReplacementHandlers: HandlerMap = {
  SET_SIM_REPLACEMENT_DELIVERY: setDelivery,
};
