import type { Queryable } from '../db/database';

const HOUR = 3_600_000;

/**
 * How a sandbox SIM shipment moves along, by the gateway's clock
 * (docs/decisions/2026-11-21-delivery-and-reschedule.md, "Sandbox shipments move by the clock"): prepared when the
 * order is paid, handed to the courier 2 hours later, out for delivery at 20 hours, delivered at 24 hours; a
 * self-pickup SIM is ready to collect after 4 hours. A reschedule starts the run again
 * from its own time. `POST /dev/clock` moves the clock, so testers see every step without waiting.
 */
export const DELIVERY_STEPS: ReadonlyArray<{ status: string; afterMs: number }> = [
  { status: 'DISPATCHED', afterMs: 2 * HOUR },
  { status: 'OUT_FOR_DELIVERY', afterMs: 20 * HOUR },
  { status: 'DELIVERED', afterMs: 24 * HOUR },
];
export const PICKUP_STEPS: ReadonlyArray<{ status: string; afterMs: number }> = [{ status: 'READY_FOR_PICKUP', afterMs: 4 * HOUR }];

export interface ShipmentEvent { at: number; status: string }

/**
 * The events of a shipment up to `now`: its stored status at `since` (PENDING or RESCHEDULED), then each step
 * whose time has come. Any other stored status (FAILED…) is the operator's word and stays as it is.
 * @example progressOf({ status: 'PENDING', method: 'HOME_DELIVERY' }, 0, 3 * HOUR) // PENDING at 0, DISPATCHED at 2 h
 */
export function progressOf(shipment: { status: string; method: string }, since: number, now: number): ShipmentEvent[] {
  const events: ShipmentEvent[] = [{ at: since, status: shipment.status }];
  if (shipment.status !== 'PENDING' && shipment.status !== 'RESCHEDULED') return events;
  const steps = shipment.method === 'SELF_PICKUP' ? PICKUP_STEPS : DELIVERY_STEPS;
  for (const step of steps) if (now >= since + step.afterMs) events.push({ at: since + step.afterMs, status: step.status });
  return events;
}

/**
 * When the shipment's run started: a reschedule's own time, else when the order was paid (its first successful
 * order payment, or the order's own time for a free order). Null while the order is not paid: nothing moves.
 */
export async function progressStart(q: Queryable, shipment: { order_ref: string; status: string; updated_at: string }): Promise<number | null> {
  if (shipment.status === 'RESCHEDULED') return Number(shipment.updated_at);
  const paid = await q.query<{ at: string }>(
    `SELECT min(updated_at) AS at FROM payments WHERE order_ref = $1 AND status = 'SUCCESS' AND coalesce(purpose, 'order') = 'order'`,
    [shipment.order_ref],
  );
  if (paid.rows[0]?.at) return Number(paid.rows[0].at);
  const order = await q.query<{ status: string; updated_at: string }>('SELECT status, updated_at FROM orders WHERE ref = $1', [shipment.order_ref]);
  const o = order.rows[0];
  return o && ['PLACED', 'APPROVED', 'COMPLETED'].includes(o.status) ? Number(o.updated_at) : null;
}

/** The shipment as tracking shows it now: its current status and the events that led there. */
export async function trackShipment(q: Queryable, shipment: { order_ref: string; method: string; status: string; updated_at: string }, now: number): Promise<{ status: string; events: ShipmentEvent[] }> {
  const since = await progressStart(q, shipment);
  const events = since === null ? [{ at: Number(shipment.updated_at), status: shipment.status }] : progressOf(shipment, since, now);
  return { status: events[events.length - 1]!.status, events };
}
