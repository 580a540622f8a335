import { randomUUID } from 'node:crypto';
import { applyReschedule } from '../delivery/reschedule';
import type { Queryable } from '../db/database';
import type { Services } from '../http/context';
import { badRequest, notFound, unprocessable } from '../http/gateway-error';
import { settleRequestPayment } from '../handlers/sim-replacement-handlers';
import { applyPaidPlanSwitch } from '../handlers/plan-switch-handlers';
import { openLineForPaidOrder } from '../lines/line-store';
import { settleLine } from '../lines/usage';
import { book, taxIn } from '../lines/line-ledger';
import { airtimeRefusal, applyTopup, type TopupRow } from '../lines/topups';
import { settlePaylinkPayment } from './paylinks';
import { cardExpired, lockCustomerCards, storeCard, type CardToken } from './cards';
import { closeOpenPayments, lockPayable, payableKey, type PaymentPurpose, type PaymentTarget } from './payables';

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
  payable: string;
  created_at: string;
  payer_id: string | null;
  card_to_save: CardToken | null;
  saved_card_id: string | null;
}

export interface NewPayment {
  orderRef: string;
  amount: number;
  method: string;
  walletNumber?: string;
  successUrl?: string;
  failureUrl?: string;
  purpose?: PaymentPurpose;
  purposeRef?: string;
  /** The signed-in customer paying (issue 44 part 5): whose saved card pays, and who keeps a card saved by this payment. */
  payerId?: string;
  /** SAVED_CARD: the card that pays (the payer's own, checked under their cards' lock). */
  savedCardId?: string;
  /** CARD: the card to save once this payment succeeds (its token: never the number). */
  cardToSave?: CardToken;
}

/** Return URLs must stay on the app's origin: the sandbox is never an open redirect. */
function onAppOrigin(services: Services, url: string | undefined, fallbackPath: string, field: string): string {
  if (!url) return `${services.config.appOrigin}${fallbackPath}`;
  if (new URL(url).origin !== services.config.appOrigin) throw badRequest(`body.${field}: must be on the app origin ${services.config.appOrigin}`);
  return url;
}

const OPEN = `status IN ('PENDING', 'WALLET_PENDING')`;
const targetOf = (p: Pick<PaymentRow, 'purpose' | 'order_ref' | 'purpose_ref'>): PaymentTarget => ({ purpose: p.purpose as PaymentPurpose, orderRef: p.order_ref, purposeRef: p.purpose_ref });

/**
 * Starts a payment, or answers the one already open: a payable has at most one open payment (payables.ts). The
 * same request again (a double click, a second tab, a replay) gets the open payment back; a request with another
 * method or from another path (the paylink of an order the owner is paying) replaces it, so the older one can no
 * longer be approved. Card payments wait on the sandbox page, wallet payments on the wallet app.
 */
export async function createPayment(q: Queryable, services: Services, p: NewPayment) {
  const wallet = p.method === 'EASYPAISA' || p.method === 'JAZZCASH';
  if (wallet && !p.walletNumber) throw badRequest('body.walletNumber: is required for wallet payments');
  const now = services.clock.now();
  const purpose = p.purpose ?? 'order';
  const target: PaymentTarget = { purpose, orderRef: p.orderRef, purposeRef: p.purposeRef ?? null };
  const payable = payableKey(target);
  const refusal = await lockPayable(q, target, now);
  if (refusal === 'PAYABLE_NOT_FOUND') throw notFound(`What payment ${p.orderRef} pays for`);
  if (refusal) throw unprocessable(refusal, `${p.orderRef} cannot be paid: ${refusal}`);
  const successUrl = onAppOrigin(services, p.successUrl, '/web/payment-success', 'successUrl');
  const failureUrl = onAppOrigin(services, p.failureUrl, '/web/payment-failed', 'failureUrl');
  if (p.method === 'AIRTIME') return payFromAirtime(q, services, p, target, successUrl, failureUrl, now);
  if (p.method === 'SAVED_CARD') return payWithSavedCard(q, services, p, target, successUrl, failureUrl, now);
  const { rows: open } = await q.query<PaymentRow>(`SELECT * FROM payments WHERE payable = $1 AND ${OPEN} FOR UPDATE`, [payable]);
  const same = open[0];
  if (same && same.method === p.method && (same.wallet_number ?? null) === (p.walletNumber ?? null) && same.purpose === purpose && (same.purpose_ref ?? null) === target.purposeRef && Number(same.amount) === Number(p.amount)) {
    // The same payment asked again: whether it saves its card is what the latest ask says.
    await q.query('UPDATE payments SET card_to_save = $2, payer_id = $3 WHERE id = $1', [same.id, p.cardToSave ? JSON.stringify(p.cardToSave) : null, p.payerId ?? null]);
    return toPayment(services, same);
  }
  if (same) await closeOpenPayments(q, target, now);
  const id = randomUUID();
  const paylinkId = `PL-${id.slice(0, 8).toUpperCase()}`;
  const status = wallet ? 'WALLET_PENDING' : 'PENDING';
  await q.query(
    `INSERT INTO payments (id, order_ref, method, amount, status, return_url, failure_url, paylink_id, purpose, purpose_ref, wallet_number, payable, created_at, updated_at, payer_id, card_to_save)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15)`,
    [id, p.orderRef, p.method, p.amount, status, successUrl, failureUrl, paylinkId, purpose, target.purposeRef, p.walletNumber ?? null, payable, now, p.payerId ?? null, p.cardToSave ? JSON.stringify(p.cardToSave) : null],
  );
  if (wallet) {
    await services.outbox.send(q, { channel: 'sms', recipient: p.walletNumber!, subject: `${p.method} payment approval`, body: `Approve Rs ${p.amount} for ${p.orderRef} in your wallet app.`, code: null });
  }
  return toPayment(services, { id, order_ref: p.orderRef, amount: String(p.amount), status, paylink_id: paylinkId });
}

/**
 * A payment from the line's airtime (issue 44 part 4): settled at once, in this transaction, under the payable's row
 * lock (taken above) and then the line's (applyTopup). A card or wallet payment left open for it is closed first, so a
 * late approval pays nothing twice. Twenty at once: the first pays, the rest find the top-up ALREADY_PAID.
 */
async function payFromAirtime(q: Queryable, services: Services, p: NewPayment, target: PaymentTarget, successUrl: string, failureUrl: string, now: number) {
  const { rows } = target.purpose === 'topup' ? await q.query<TopupRow>('SELECT * FROM topups WHERE id = $1', [target.purposeRef]) : { rows: [] };
  const refused = rows[0] ? airtimeRefusal(rows[0]) : 'body.paymentMethod: AIRTIME pays for a bundle of your line only; this is paid by card or wallet';
  if (refused) throw unprocessable('AIRTIME_NOT_ACCEPTED', refused);
  const paid = await insertSettled(q, p, target, successUrl, failureUrl, now);
  await applyTopup(q, String(target.purposeRef), paid.id, now, true);
  return settledAnswer(services, paid, successUrl);
}

/**
 * A payment with a saved card (issue 44 part 5; docs/decisions/2026-11-29-saved-card-payments.md): one step, no
 * provider page and no security code, settled in this transaction under the payable's lock (taken above) and then the
 * payer's cards' lock, the one a card's removal takes: a card removed first pays nothing (404, as another customer's
 * card or one that never was), a card removed after has paid once. An expired card is refused (422 CARD_EXPIRED).
 */
async function payWithSavedCard(q: Queryable, services: Services, p: NewPayment, target: PaymentTarget, successUrl: string, failureUrl: string, now: number) {
  if (!p.payerId || !p.savedCardId) throw badRequest('body.savedPaymentMethodId: needs a signed-in customer and the saved card');
  await lockCustomerCards(q, p.payerId);
  const { rows } = await q.query<{ expiry: string }>('SELECT expiry FROM saved_payment_methods WHERE id = $1 AND customer_id = $2', [p.savedCardId, p.payerId]);
  if (!rows[0]) throw notFound(`Saved card ${p.savedCardId}`);
  if (cardExpired(rows[0].expiry, now)) throw unprocessable('CARD_EXPIRED', `body.savedPaymentMethodId: the card expired at the end of ${rows[0].expiry}; pay with another card`);
  const paid = await insertSettled(q, p, target, successUrl, failureUrl, now);
  await applySuccess(q, services, paid, now);
  return settledAnswer(services, paid, successUrl);
}

/**
 * A payment settled at once (airtime, saved card): any card or wallet payment left open for the payable is closed
 * first, so a late approval pays nothing twice; twenty at once: the first pays, the rest find the payable ALREADY_PAID.
 */
async function insertSettled(q: Queryable, p: NewPayment, target: PaymentTarget, successUrl: string, failureUrl: string, now: number): Promise<PaymentRow> {
  await closeOpenPayments(q, target, now);
  const id = randomUUID();
  const { rows } = await q.query<PaymentRow>(
    `INSERT INTO payments (id, order_ref, method, amount, status, return_url, failure_url, paylink_id, purpose, purpose_ref, wallet_number, payable, created_at, updated_at, payer_id, saved_card_id)
     VALUES ($1, $2, $3, $4, 'SUCCESS', $5, $6, $7, $8, $9, NULL, $10, $11, $11, $12, $13) RETURNING *`,
    [id, p.orderRef, p.method, p.amount, successUrl, failureUrl, `PL-${id.slice(0, 8).toUpperCase()}`, target.purpose, target.purposeRef, payableKey(target), now, p.payerId ?? null, p.savedCardId ?? null],
  );
  return rows[0]!;
}

/** No provider page: the browser goes straight to the success page, as the sandbox page sends it after a payment. */
const settledAnswer = (services: Services, paid: PaymentRow, successUrl: string) => ({ ...toPayment(services, paid), redirectUrl: returnUrl(successUrl, paid.order_ref, paid.id, 'SUCCESS') });

/** Where the browser goes after a payment: the app's success or failure page, told the payable, the payment and its status. */
function returnUrl(url: string, orderRef: string, paymentId: string, status: string): string {
  const next = new URL(url);
  next.searchParams.set('order_ref', orderRef);
  next.searchParams.set('txn_id', paymentId);
  next.searchParams.set('status', status.toLowerCase());
  return next.toString();
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

/**
 * Settles a pending payment once and applies it to what it paid for; returns where the browser goes next. The
 * payable is locked first (payables.ts): an approval of a payable that was paid, cancelled or has expired in the
 * meantime charges nothing (the payment is CANCELLED) and sends the browser to the failure page with the reason.
 */
export async function settlePayment(q: Queryable, services: Services, id: string, outcome: Outcome): Promise<string> {
  const seen = await getPayment(q, id);
  const now = services.clock.now();
  const target = targetOf(seen);
  const refusal = await lockPayable(q, target, now);
  const p = await getPayment(q, id, true);
  if (p.status !== 'PENDING' && p.status !== 'WALLET_PENDING') throw unprocessable('PAYMENT_ALREADY_SETTLED', `Payment is already ${p.status}`);
  const status = outcome === 'success' && refusal ? 'CANCELLED' : STATUS[outcome];
  await q.query('UPDATE payments SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
  if (status === 'SUCCESS') await applySuccess(q, services, p, now);
  // A card the payer asked to save becomes their saved card once its payment succeeded (issue 44 part 5).
  if (status === 'SUCCESS' && p.card_to_save && p.payer_id) await storeCard(q, p.payer_id, p.card_to_save, now, true);
  else if (p.purpose === 'service_request' && p.purpose_ref && !refusal) await settleRequestPayment(q, p.purpose_ref, status, now);
  const next = new URL(returnUrl(status === 'SUCCESS' ? p.return_url : p.failure_url, p.order_ref, p.id, status));
  if (outcome === 'success' && refusal) next.searchParams.set('reason', refusal);
  return next.toString();
}

/**
 * A paid service request (a SIM replacement's fee, a plan switch's price difference) is a charge of its line, booked
 * in the line's ledger once the line is brought up to now (gateway/lines/line-ledger.ts).
 */
async function bookRequestCharge(q: Queryable, requestId: string, amount: number, now: number): Promise<void> {
  const { rows } = await q.query<{ order_ref: string; type: string; item: string | null }>(
    `SELECT l.order_ref, r.type, r.payload->>'planId' AS item FROM service_requests r
       JOIN lines l ON l.user_id = r.user_id AND l.number = r.payload->>'number'
     WHERE r.id = $1 ORDER BY (l.status = 'Inactive'), l.created_at DESC LIMIT 1`,
    [requestId],
  );
  const line = rows[0];
  if (!line || !(await settleLine(q, line.order_ref, now))) return;
  await book(q, line.order_ref, { kind: 'CHARGE', what: line.type, item: line.type === 'PLAN_SWITCH' ? line.item ?? '' : '', amount, tax: taxIn(amount), airtime: 0, reference: requestId, at: now });
}

/** What a successful payment does to what it paid for. */
async function applySuccess(q: Queryable, services: Services, p: PaymentRow, now: number): Promise<void> {
  if (p.purpose === 'order' || (p.purpose === 'paylink' && p.order_ref !== p.purpose_ref)) {
    // A paylink for an order places the order like a payment of the order itself, and the order's paylinks are paid.
    await q.query(`UPDATE orders SET status = 'PLACED', updated_at = $2 WHERE ref = $1 AND status IN ('INITIATED', 'CREATED')`, [p.order_ref, now]);
    await q.query(`UPDATE carts SET status = 'COMPLETED' WHERE id = $1`, [`CART-${p.order_ref}`]);
    await q.query(`UPDATE paylinks SET status = 'PAID', payment_id = $2 WHERE order_ref = $1 AND status = 'OPEN'`, [p.order_ref, p.id]);
    await openLineForPaidOrder(q, services.outbox, p.order_ref, now);
    // An eSIM line is in service from now: its first period (plan and add-on allowances) starts at once.
    await settleLine(q, p.order_ref, now);
    return;
  }
  if (p.purpose === 'paylink' && p.purpose_ref) await settlePaylinkPayment(q, p.purpose_ref, p.id, 'SUCCESS');
  if (p.purpose === 'reschedule' && p.purpose_ref) await applyReschedule(q, p.purpose_ref, now);
  if (p.purpose === 'topup' && p.purpose_ref) await applyTopup(q, p.purpose_ref, p.id, now);
  if (p.purpose === 'service_request' && p.purpose_ref) {
    await bookRequestCharge(q, p.purpose_ref, Number(p.amount), now);
    await settleRequestPayment(q, p.purpose_ref, 'SUCCESS', now);
    await applyPaidPlanSwitch(q, p.purpose_ref, now);
  }
}
