import { randomUUID } from 'node:crypto';
import { applyReschedule } from '../delivery/reschedule';
import type { Queryable } from '../db/database';
import type { Services } from '../http/context';
import { badRequest, notFound, unprocessable } from '../http/gateway-error';
import { settleRequestPayment } from '../handlers/sim-replacement-handlers';
import { applyPaidPlanSwitch } from '../handlers/plan-switch-handlers';
import { openLineForPaidOrder } from '../lines/line-store';
import { settlePaylinkPayment } from './paylinks';

/** A paylink stays payable this long. */
export const PAYLINK_TTL_MS = 24 * 3600 * 1000;
export const WALLETS = { EASYPAISA: 'wallet-easypaisa', JAZZCASH: 'wallet-jazzcash' } as const;

export interface PaymentRow {
  id: string;
  order_ref: string;
  method: string;
  amount: string;
  status: string;
  return_url: string;
  failure_url: string;
  paylink_id: string;
  purpose: string;
  purpose_ref: string | null;
  wallet_number: string | null;
  created_at: string;
}

export interface NewPayment {
  orderRef: string;
  amount: number;
  method: string;
  walletNumber?: string;
  successUrl?: string;
  failureUrl?: string;
  purpose?: 'order' | 'reschedule' | 'service_request' | 'paylink';
  purposeRef?: string;
}

/** Return URLs must stay on the app's origin: the sandbox is never an open redirect. */
function onAppOrigin(services: Services, url: string | undefined, fallbackPath: string, field: string): string {
  if (!url) return `${services.config.appOrigin}${fallbackPath}`;
  if (new URL(url).origin !== services.config.appOrigin) throw badRequest(`body.${field}: must be on the app origin ${services.config.appOrigin}`);
  return url;
}

/** Starts a payment; card payments wait on the sandbox page, wallet payments on the wallet app. */
export async function createPayment(q: Queryable, services: Services, p: NewPayment) {
  const wallet = p.method === 'EASYPAISA' || p.method === 'JAZZCASH';
  if (wallet && !p.walletNumber) throw badRequest('body.walletNumber: is required for wallet payments');
  const id = randomUUID();
  const paylinkId = `PL-${id.slice(0, 8).toUpperCase()}`;
  const now = services.clock.now();
  const status = wallet ? 'WALLET_PENDING' : 'PENDING';
  await q.query(
    `INSERT INTO payments (id, order_ref, method, amount, status, return_url, failure_url, paylink_id, purpose, purpose_ref, wallet_number, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      id, p.orderRef, p.method, p.amount, status,
      onAppOrigin(services, p.successUrl, '/web/payment-success', 'successUrl'),
      onAppOrigin(services, p.failureUrl, '/web/payment-failed', 'failureUrl'),
      paylinkId, p.purpose ?? 'order', p.purposeRef ?? null, p.walletNumber ?? null, now,
    ],
  );
  if (wallet) {
    await services.outbox.send(q, { channel: 'sms', recipient: p.walletNumber!, subject: `${p.method} payment approval`, body: `Approve Rs ${p.amount} for ${p.orderRef} in your wallet app.`, code: null });
  }
  return toPayment(services, { id, order_ref: p.orderRef, amount: String(p.amount), status, paylink_id: paylinkId });
}

export function toPayment(services: Services, r: Pick<PaymentRow, 'id' | 'order_ref' | 'amount' | 'status' | 'paylink_id'>) {
  return {
    paymentId: r.id,
    coreTransactionId: r.id,
    orderRef: r.order_ref,
    status: r.status,
    amount: Number(r.amount),
    currency: 'PKR' as const,
    redirectUrl: `${services.baseUrl()}/sandbox/pay/${r.id}`,
    paylinkId: r.paylink_id,
    ...(r.status === 'WALLET_PENDING' ? { message: 'Approve the payment in your wallet app' } : {}),
  };
}

export async function getPayment(q: Queryable, id: string, lock = false): Promise<PaymentRow> {
  const { rows } = await q.query<PaymentRow>(`SELECT * FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!rows[0]) throw notFound(`Payment ${id}`);
  return rows[0];
}

export type Outcome = 'success' | 'failure' | 'cancel';
const STATUS: Record<Outcome, string> = { success: 'SUCCESS', failure: 'FAILED', cancel: 'CANCELLED' };

/** Settles a pending payment once and applies it to what it paid for; returns where the browser goes next. */
export async function settlePayment(q: Queryable, services: Services, id: string, outcome: Outcome): Promise<string> {
  const p = await getPayment(q, id, true);
  if (p.status !== 'PENDING' && p.status !== 'WALLET_PENDING') throw unprocessable('PAYMENT_ALREADY_SETTLED', `Payment is already ${p.status}`);
  const now = services.clock.now();
  const status = STATUS[outcome];
  await q.query('UPDATE payments SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
  // A paylink for an order places the order like a payment of the order itself.
  if (status === 'SUCCESS' && (p.purpose === 'order' || (p.purpose === 'paylink' && p.order_ref !== p.purpose_ref))) {
    await q.query(`UPDATE orders SET status = 'PLACED', updated_at = $2 WHERE ref = $1 AND status IN ('INITIATED', 'CREATED')`, [p.order_ref, now]);
    await q.query(`UPDATE carts SET status = 'COMPLETED' WHERE id = $1`, [`CART-${p.order_ref}`]);
    await openLineForPaidOrder(q, services.outbox, p.order_ref, now);
  }
  if (status === 'SUCCESS' && p.purpose === 'reschedule') {
    if (p.purpose_ref) await applyReschedule(q, p.purpose_ref, now);
  }
  if (p.purpose === 'service_request' && p.purpose_ref) await settleRequestPayment(q, p.purpose_ref, status, now);
  if (p.purpose === 'paylink' && p.purpose_ref) await settlePaylinkPayment(q, p.purpose_ref, p.id, status);
  if (status === 'SUCCESS' && p.purpose === 'service_request' && p.purpose_ref) await applyPaidPlanSwitch(q, p.purpose_ref, now);
  const target = new URL(status === 'SUCCESS' ? p.return_url : p.failure_url);
  target.searchParams.set('order_ref', p.order_ref);
  target.searchParams.set('txn_id', p.id);
  target.searchParams.set('status', status.toLowerCase());
  return target.toString();
}
