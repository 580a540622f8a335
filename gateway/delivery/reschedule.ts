/**
 * Rescheduling a SIM delivery (SPEC §2 Reschedule delivery, §7 POST /v1|v2/shipments/reschedule): what may be
 * rescheduled, what it costs, and applying a reschedule once it is free or paid.
 */
import type { Queryable } from '../db/database';
import { RESCHEDULE_FEE, SLOT_WINDOWS } from '../seed/delivery-seed';

/** Shipment statuses a doorstep delivery can still be moved from (the SIM is not out of the operator's hands). */
const MOVABLE = new Set(['PENDING', 'RESCHEDULED']);
/** Order statuses whose SIM will never (again) be delivered. */
const CLOSED_ORDERS = new Set(['CANCELLED', 'FAILED', 'COMPLETED']);

/** Why a shipment cannot be rescheduled (an error code), or null when it can. */
export function rescheduleRefusal(shipment: { method: string; status: string }, orderStatus: string): string | null {
  if (CLOSED_ORDERS.has(orderStatus)) return 'ORDER_CLOSED';
  // A store collection has no slot; a pickup-point shipment may be moved to a doorstep slot instead.
  if (shipment.method === 'RETAIL') return 'NOT_DOORSTEP_DELIVERY';
  if (!MOVABLE.has(shipment.status)) return 'SHIPMENT_NOT_MOVABLE';
  return null;
}

/** The first reschedule of a shipment is free; each one after it (asked for, paid or not) costs RESCHEDULE_FEE. */
export async function nextRescheduleFee(q: Queryable, shipmentRef: string): Promise<number> {
  const prior = await q.query('SELECT 1 FROM reschedules WHERE shipment_ref = $1 AND paid = true LIMIT 1', [shipmentRef]);
  return prior.rows.length ? RESCHEDULE_FEE : 0;
}

/** A slot id `SLOT-YYYYMMDD-n` in words (date and window), or null for none or a malformed id. */
export function slotInWords(id: string | null): { id: string; date: string; from: string; to: string } | null {
  const m = id ? /^SLOT-(\d{4})(\d{2})(\d{2})-([1-3])$/.exec(id) : null;
  if (!m || !id) return null;
  const window = SLOT_WINDOWS[Number(m[4]) - 1]!;
  return { id, date: `${m[1]}-${m[2]}-${m[3]}`, from: window[0], to: window[1] };
}

/** Moves the shipment to the reschedule's slot (and its address and contact, when it names them). */
export async function applyReschedule(q: Queryable, rescheduleId: string, now: number): Promise<void> {
  const { rows } = await q.query<{ shipment_ref: string; slot_id: string; address: object | null; contact: object | null }>(
    'UPDATE reschedules SET paid = true WHERE id = $1 RETURNING shipment_ref, slot_id, address, contact',
    [rescheduleId],
  );
  const r = rows[0];
  if (!r) return;
  await q.query(
    `UPDATE shipments SET slot_id = $2, status = 'RESCHEDULED', method = 'DOORSTEP_DELIVERY', location_id = NULL, address = coalesce($3::jsonb, address), contact = coalesce($4::jsonb, contact), updated_at = $5 WHERE ref = $1`,
    [r.shipment_ref, r.slot_id, r.address ? JSON.stringify(r.address) : null, r.contact ? JSON.stringify(r.contact) : null, now],
  );
}

/** The reschedules asked for on a shipment, oldest first. */
export async function reschedulesOf(q: Queryable, shipmentRef: string) {
  const { rows } = await q.query<{ id: string; slot_id: string; fee: string; paid: boolean; created_at: string }>(
    'SELECT id, slot_id, fee, paid, created_at FROM reschedules WHERE shipment_ref = $1 ORDER BY created_at, id',
    [shipmentRef],
  );
  return rows.map((r) => ({ rescheduleId: r.id, slotId: r.slot_id, fee: Number(r.fee), paid: r.paid, createdAt: Number(r.created_at) }));
}
