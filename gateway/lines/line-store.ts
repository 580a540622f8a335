import type { Queryable } from '../db/database';
import type { Outbox } from '../dev/outbox';
import { notFound } from '../http/gateway-error';
import { ESIM_PLACEHOLDER } from '../seed/catalog-seed';
import { newIccId } from './icc-id';
import type { LineStatus } from './line-rules';

/** A line as the API shows it (schemas/api/lines.ts); the ICC id never leaves the gateway. */
export interface Line {
  number: string;
  planId: string;
  status: LineStatus;
  simType: 'physical_sim' | 'esim';
  numberType: 'NEW' | 'PORT_IN';
  orderRef: string;
  autoRenew: boolean;
  activatedAt: number | null;
  createdAt: number;
  airtimeBalance: number;
}

/**
 * The airtime a new line starts with in the sandbox (docs/decisions/2026-11-25-airtime-and-loyalty-purchases.md):
 * what loyalty purchases are charged to until recharge exists (issue 29).
 */
export const OPENING_AIRTIME = 500;

export interface LineRow {
  order_ref: string; number: string; user_id: string | null; email: string; plan_id: string; sim_type: string; number_type: string;
  icc_id: string | null; status: LineStatus; auto_renew: boolean; activated_at: string | null; created_at: string; airtime_balance: string;
}

export const toLine = (r: LineRow): Line => ({
  number: r.number,
  planId: r.plan_id,
  status: r.status,
  simType: r.sim_type === 'esim' ? 'esim' : 'physical_sim',
  numberType: r.number_type === 'PORT_IN' ? 'PORT_IN' : 'NEW',
  orderRef: r.order_ref,
  autoRenew: r.auto_renew,
  activatedAt: r.activated_at === null ? null : Number(r.activated_at),
  createdAt: Number(r.created_at),
  airtimeBalance: Number(r.airtime_balance ?? 0),
});

/**
 * Whose lines: the account's, by id. A guest's line joins an account only when its email is proven by a code
 * (claimGuestPurchases, gateway/auth/guest-claims.ts), never because an account names the same email.
 */
export interface LineOwner { userId: string; email: string }

/** The owner's lines, newest first; closed (Inactive) lines last. */
export async function linesOf(q: Queryable, owner: LineOwner): Promise<LineRow[]> {
  const { rows } = await q.query<LineRow>(
    `SELECT * FROM lines WHERE user_id = $1 ORDER BY (status = 'Inactive'), created_at DESC`,
    [owner.userId],
  );
  return rows;
}

/**
 * The owner's open line with `number` (or, failing that, their latest closed one); 404 for anyone else's
 * number, so a stranger cannot learn whether a number is ours.
 */
export async function lineOf(q: Queryable, owner: LineOwner, number: string, lock = false): Promise<LineRow> {
  const { rows } = await q.query<LineRow>(
    `SELECT * FROM lines WHERE user_id = $1 AND number = $2 ORDER BY (status = 'Inactive'), created_at DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [owner.userId, number],
  );
  if (!rows[0]) throw notFound(`Line ${number}`);
  return rows[0];
}

export async function setLineStatus(q: Queryable, orderRef: string, status: LineStatus, now: number): Promise<void> {
  await q.query('UPDATE lines SET status = $2, updated_at = $3 WHERE order_ref = $1', [orderRef, status, now]);
}

interface PaidOrderRow { ref: string; user_id: string | null; email: string; payload: { number?: string | null; planId?: string; simType?: string; numberType?: string } }

/**
 * A paid order becomes a line (once; a second call does nothing). A physical SIM gets its ICC id now, printed on
 * the card and in the dispatch email (the sandbox's outbox), and waits for activation. An eSIM line is active
 * at once: its profile is bound to the line and the network switches it on at first attach
 * (docs/decisions/2026-11-23-lines-and-activation.md).
 */
export async function openLineForPaidOrder(q: Queryable, outbox: Outbox, orderRef: string, now: number): Promise<void> {
  const { rows } = await q.query<PaidOrderRow>('SELECT ref, user_id, email, payload FROM orders WHERE ref = $1', [orderRef]);
  const order = rows[0];
  const number = order?.payload.number;
  if (!order || !number || number === ESIM_PLACEHOLDER || !order.payload.planId) return;
  const esim = order.payload.simType === 'esim';
  const icc = newIccId();
  const inserted = await q.query(
    `INSERT INTO lines (order_ref, number, user_id, email, plan_id, sim_type, number_type, icc_id, status, activated_at, created_at, updated_at, airtime_balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) ON CONFLICT DO NOTHING RETURNING order_ref`,
    [order.ref, number, order.user_id, order.email, order.payload.planId, esim ? 'esim' : 'physical_sim', order.payload.numberType === 'PORT_IN' ? 'PORT_IN' : 'NEW', icc, esim ? 'Active' : 'PendingActivation', esim ? now : null, now, OPENING_AIRTIME],
  );
  if (!inserted.rows.length || esim) return;
  await outbox.send(q, {
    channel: 'email',
    recipient: order.email,
    subject: `Your SIM for ${number} is on its way`,
    body: `Order ${order.ref}: your SIM card is being delivered. When it arrives, activate it at /manage/sim-activation with the 19-digit ICC id printed on the card: ${icc}.`,
    code: icc,
  });
}
