/**
 * What a payment pays for (issue 27, DESIGN.md "Money and identity"): an order, a service request with a charge
 * (SIM replacement, plan switch), a delivery reschedule, a top-up of a line (recharge or bundle, gateway/lines/topups.ts)
 * or a paylink for a plain amount. A paylink for an order
 * is the order itself: paying either way pays the same thing.
 *
 * Every payable has at most one open payment and at most one successful one (payments.payable, with partial
 * unique indexes, migration 2701). Opening and settling a payment first lock the payable's row, then the payment
 * rows, always in that order, so two tabs, a double click or twenty parallel requests queue behind each other on
 * PostgreSQL as they do on PGlite, and never deadlock.
 */
import type { Queryable } from '../db/database';
import { lockTopup } from '../lines/topups';

export type PaymentPurpose = 'order' | 'reschedule' | 'service_request' | 'paylink' | 'topup';

/** How a payment row names what it pays for (payments.purpose, order_ref and purpose_ref). */
export interface PaymentTarget {
  purpose: PaymentPurpose;
  /** The order (or, for a service request or an amount paylink, its own reference) the payment shows. */
  orderRef: string;
  purposeRef?: string | null;
}

/** Why a payable can no longer be paid (a SPEC §8 style code), or null while it can. */
export type PayableRefusal = 'ORDER_NOT_PAYABLE' | 'ALREADY_PAID' | 'PAYLINK_EXPIRED' | 'REQUEST_CLOSED' | 'RESCHEDULE_CANCELLED' | 'PAYABLE_NOT_FOUND';

const isOrderPaylink = (t: PaymentTarget) => t.purpose === 'paylink' && t.purposeRef !== t.orderRef;

/** The one key a payable's payments share: `order:…`, `request:…`, `reschedule:…`, `topup:…` or `paylink:…`. */
export function payableKey(t: PaymentTarget): string {
  if (t.purpose === 'service_request') return `request:${t.purposeRef}`;
  if (t.purpose === 'reschedule') return `reschedule:${t.purposeRef}`;
  if (t.purpose === 'topup') return `topup:${t.purposeRef}`;
  if (t.purpose === 'paylink' && !isOrderPaylink(t)) return `paylink:${t.purposeRef}`;
  return `order:${t.orderRef}`;
}

async function lockOrder(q: Queryable, ref: string): Promise<PayableRefusal | null> {
  const { rows } = await q.query<{ status: string }>('SELECT status FROM orders WHERE ref = $1 FOR UPDATE', [ref]);
  if (!rows[0]) return 'PAYABLE_NOT_FOUND';
  if (rows[0].status === 'PLACED' || rows[0].status === 'APPROVED' || rows[0].status === 'COMPLETED') return 'ALREADY_PAID';
  return rows[0].status === 'CREATED' || rows[0].status === 'INITIATED' ? null : 'ORDER_NOT_PAYABLE';
}

async function lockPaylink(q: Queryable, id: string, now: number): Promise<PayableRefusal | null> {
  const { rows } = await q.query<{ status: string; expires_at: string }>('SELECT status, expires_at FROM paylinks WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) return 'PAYABLE_NOT_FOUND';
  if (rows[0].status === 'PAID') return 'ALREADY_PAID';
  return now >= Number(rows[0].expires_at) ? 'PAYLINK_EXPIRED' : null;
}

async function lockRequest(q: Queryable, id: string): Promise<PayableRefusal | null> {
  const { rows } = await q.query<{ status: string; payload: Record<string, unknown> }>('SELECT status, payload FROM service_requests WHERE id = $1 FOR UPDATE', [id]);
  const r = rows[0];
  if (!r) return 'PAYABLE_NOT_FOUND';
  if (r.payload.paymentStatus === 'SUCCESS') return 'ALREADY_PAID';
  if (r.status !== 'SUBMITTED' && r.status !== 'IN_PROGRESS') return 'REQUEST_CLOSED';
  return r.payload.paymentRequired ? null : 'ORDER_NOT_PAYABLE';
}

async function lockReschedule(q: Queryable, id: string): Promise<PayableRefusal | null> {
  // The shipment first, as a new reschedule locks it before replacing the unpaid ones (delivery-handlers.ts).
  await q.query('SELECT 1 FROM shipments WHERE ref = (SELECT shipment_ref FROM reschedules WHERE id = $1) FOR UPDATE', [id]);
  const { rows } = await q.query<{ paid: boolean; cancelled_at: string | null }>('SELECT paid, cancelled_at FROM reschedules WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) return 'PAYABLE_NOT_FOUND';
  if (rows[0].paid) return 'ALREADY_PAID';
  return rows[0].cancelled_at === null ? null : 'RESCHEDULE_CANCELLED';
}

/**
 * Locks the payable's row for the rest of the transaction and says whether it may still be paid: an order while
 * it waits for payment, a paylink while open and unexpired (a paylink for an order: both), a service request while
 * open and unpaid, a reschedule while unpaid and not replaced by a newer one, a top-up while unpaid and its line open.
 */
export async function lockPayable(q: Queryable, t: PaymentTarget, now: number): Promise<PayableRefusal | null> {
  switch (t.purpose) {
    case 'service_request':
      return lockRequest(q, String(t.purposeRef));
    case 'reschedule':
      return lockReschedule(q, String(t.purposeRef));
    case 'topup':
      return lockTopup(q, String(t.purposeRef));
    case 'paylink':
      if (!isOrderPaylink(t)) return lockPaylink(q, String(t.purposeRef), now);
      return (await lockOrder(q, t.orderRef)) ?? (await lockPaylink(q, String(t.purposeRef), now));
    default:
      return lockOrder(q, t.orderRef);
  }
}

/** Closes the open payments of a payable that was cancelled or replaced, so a late approval pays nothing. */
export async function closeOpenPayments(q: Queryable, t: PaymentTarget, now: number): Promise<void> {
  await q.query(`UPDATE payments SET status = 'CANCELLED', updated_at = $2 WHERE payable = $1 AND status IN ('PENDING', 'WALLET_PENDING')`, [payableKey(t), now]);
}
