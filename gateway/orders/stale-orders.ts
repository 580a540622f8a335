import type { Queryable } from '../db/database';

/** A device-id header the gateway accepts. */
export const DEVICE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * Every number-lock holder the caller may be: the signed-in customer and the device (a visitor locks a number
 * by device, then signs up at checkout; the lock is still theirs). Same rule as GET_NUMBERS / LOCK_NUMBER.
 */
export function lockHolders(ctx: { caller?: { userId: string } | undefined; req: { headers: Record<string, unknown> } }): string[] {
  const device = ctx.req.headers['device-id'];
  return [
    ...(ctx.caller ? [`user:${ctx.caller.userId}`] : []),
    ...(typeof device === 'string' && DEVICE_ID.test(device) ? [`device:${device}`] : []),
  ];
}

/**
 * A buyer starting a new order abandons their earlier unpaid one (status CREATED, no successful payment):
 * it is cancelled, its number released (the buyer's lock stays, so the new order may take the same number),
 * its cart ABANDONED and its open payments CANCELLED, so a late approval cannot pay a cancelled order.
 * Returns the cancelled references.
 */
export async function abandonUnpaidOrders(q: Queryable, holders: readonly string[], now: number): Promise<string[]> {
  if (!holders.length) return [];
  const { rows } = await q.query<{ ref: string }>(
    `UPDATE orders SET status = 'CANCELLED', state = 'CAN', updated_at = $2
     WHERE status = 'CREATED' AND payload->'holders' ?| $1::text[]
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_ref = orders.ref AND p.status = 'SUCCESS')
     RETURNING ref`,
    [holders, now],
  );
  const refs = rows.map((r) => r.ref);
  if (!refs.length) return refs;
  await q.query('UPDATE numbers SET sold_to = NULL WHERE sold_to = ANY($1::text[])', [refs]);
  await q.query(`UPDATE carts SET status = 'ABANDONED' WHERE id = ANY($1::text[])`, [refs.map((r) => `CART-${r}`)]);
  await q.query(`UPDATE payments SET status = 'CANCELLED', updated_at = $2 WHERE order_ref = ANY($1::text[]) AND status IN ('PENDING', 'WALLET_PENDING')`, [refs, now]);
  return refs;
}
