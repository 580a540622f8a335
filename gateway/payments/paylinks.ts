import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Services } from '../http/context';
import { badRequest, notFound, unprocessable } from '../http/gateway-error';

/**
 * Paylinks (issue 12 part 6): a link the operator sends to have one order (or a plain amount) paid by whoever holds
 * it, without signing in. The sandbox makes them on a dev route (POST /dev/paylinks); GET_PAYLINK reads them and
 * PAYMENT_REQUEST takes the link's id as the reference to pay. Possessing the link is the permission to pay it.
 */
export const PAYLINK_REF = /^LINK-[0-9A-F]{10}$/;
export const isPaylinkRef = (ref: string): boolean => PAYLINK_REF.test(ref);
/** A paylink made without an expiry stays payable this long. */
export const DEFAULT_PAYLINK_VALIDITY_MS = 24 * 3600 * 1000;

export interface PaylinkRow {
  id: string;
  order_ref: string | null;
  amount: string;
  description: string;
  status: string;
  payment_id: string | null;
  expires_at: string;
  created_at: string;
}

export async function findPaylink(q: Queryable, id: string, lock = false): Promise<PaylinkRow | null> {
  if (!isPaylinkRef(id)) return null;
  const { rows } = await q.query<PaylinkRow>(`SELECT * FROM paylinks WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** What GET_PAYLINK answers for a paylink of the paylinks table (the payment it records once paid). */
export function paylinkView(services: Services, p: PaylinkRow) {
  const expiresAt = Number(p.expires_at);
  const paid = p.status === 'PAID';
  return {
    paylinkId: p.id,
    orderRef: p.order_ref ?? p.id,
    amount: Number(p.amount),
    currency: 'PKR' as const,
    description: p.description,
    status: paid ? 'SUCCESS' : 'PENDING',
    paid,
    expired: !paid && services.clock.now() >= expiresAt,
    expiresAt,
    ...(p.payment_id ? { paymentId: p.payment_id } : {}),
  };
}

export interface NewPaylink {
  orderRef?: string;
  amount?: number;
  description?: string;
  expiresInMs?: number;
}

/** Makes a paylink for an order still to pay (its total) or for a plain amount. */
export async function createPaylink(q: Queryable, services: Services, p: NewPaylink) {
  let amount = p.amount;
  let description = p.description;
  if (p.orderRef) {
    const { rows } = await q.query<{ status: string; total: string }>('SELECT status, total FROM orders WHERE ref = $1', [p.orderRef]);
    if (!rows[0]) throw notFound(`Order ${p.orderRef}`);
    if (rows[0].status !== 'CREATED' && rows[0].status !== 'INITIATED') throw unprocessable('ORDER_NOT_PAYABLE', `Order is ${rows[0].status}`);
    amount ??= Number(rows[0].total);
    description ??= `Order ${p.orderRef}`;
  }
  if (amount === undefined) throw badRequest('body.amount: is required without an orderRef');
  const id = `LINK-${randomBytes(5).toString('hex').toUpperCase()}`;
  const now = services.clock.now();
  await q.query('INSERT INTO paylinks (id, order_ref, amount, description, status, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id, p.orderRef ?? null, amount, description ?? 'Payment', 'OPEN', now + (p.expiresInMs ?? DEFAULT_PAYLINK_VALIDITY_MS), now,
  ]);
  return paylinkView(services, (await findPaylink(q, id))!);
}

/** A successful payment of a paylink records it on the link (once). */
export async function settlePaylinkPayment(q: Queryable, paylinkId: string, paymentId: string, status: string): Promise<void> {
  if (status !== 'SUCCESS') return;
  await q.query(`UPDATE paylinks SET status = 'PAID', payment_id = $2 WHERE id = $1 AND status = 'OPEN'`, [paylinkId, paymentId]);
}
