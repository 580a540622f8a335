import type { Queryable } from '../db/database';
import type { Outbox } from '../dev/outbox';
import { notFound } from '../http/gateway-error';
import { ESIM_PLACEHOLDER } from '../seed/catalog-seed';
import { newIccId } from './icc-id';
import type { LineStatus } from './line-rules';
import type { AllowanceView } from './allowances';
import { book, taxIn } from './line-ledger';

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
  /** When the customer blocked the line as lost or stolen, while it is blocked (issue 45). */
  blockedAt: number | null;
  airtimeBalance: number;
  /** The allowance, what is left of it and the renewal (gateway/lines/usage.ts); null until the line is active. */
  usage: LineUsage | null;
}

export interface LineUsage {
  renewsAt: number;
  periodStartedAt: number;
  renewals: number;
  /** The sums of the allowances in force (gateway/lines/allowances.ts). */
  allowance: { dataMb: number; minutes: number; sms: number };
  remaining: { dataMb: number; minutes: number; sms: number };
  /** Each allowance in force: the plan's, add-ons', bundles', rewards' (lineView in gateway/lines/usage.ts). */
  allowances?: AllowanceView[];
}

/**
 * The airtime a new line starts with in the sandbox (docs/decisions/2026-11-25-airtime-and-loyalty-purchases.md):
 * what loyalty purchases are charged to until recharge exists (issue 29).
 */
export const OPENING_AIRTIME = 500;

export interface LineRow {
  order_ref: string; number: string; user_id: string | null; email: string; plan_id: string; sim_type: string; number_type: string;
  icc_id: string | null; status: LineStatus; blocked_at: string | null; blocked_from: LineStatus | null; usage_resumes_at: string | null; data_share?: number | string | null; auto_renew: boolean; auto_renew_changed_at: string | null; activated_at: string | null; created_at: string; airtime_balance: string;
  renews_at: string | null; period_start: string | null; usage_at: string | null; renewal_anchor: string | null; renewals: number | null;
  data_mb_allowance: string | null; data_mb_left: string | null; minutes_allowance: string | null; minutes_left: string | null; sms_allowance: string | null; sms_left: string | null;
}

const usageOf = (r: LineRow): LineUsage | null =>
  r.renews_at === null || r.period_start === null
    ? null
    : {
        renewsAt: Number(r.renews_at),
        periodStartedAt: Number(r.period_start),
        renewals: Number(r.renewals ?? 0),
        allowance: { dataMb: Number(r.data_mb_allowance ?? 0), minutes: Number(r.minutes_allowance ?? 0), sms: Number(r.sms_allowance ?? 0) },
        remaining: { dataMb: Number(r.data_mb_left ?? 0), minutes: Number(r.minutes_left ?? 0), sms: Number(r.sms_left ?? 0) },
      };

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
  blockedAt: r.blocked_at === null || r.blocked_at === undefined ? null : Number(r.blocked_at),
  airtimeBalance: Number(r.airtime_balance ?? 0),
  usage: usageOf(r),
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
 * number, so a stranger cannot learn whether a number is ours. As stored, not brought up to now: a read or write of
 * the line itself uses ownLine (gateway/lines/usage.ts), which locks it and settles what fell due.
 */
export async function lineOf(q: Queryable, owner: LineOwner, number: string): Promise<LineRow> {
  const { rows } = await q.query<LineRow>(
    `SELECT * FROM lines WHERE user_id = $1 AND number = $2 ORDER BY (status = 'Inactive'), created_at DESC LIMIT 1`,
    [owner.userId, number],
  );
  if (!rows[0]) throw notFound(`Line ${number}`);
  return rows[0];
}

export async function setLineStatus(q: Queryable, orderRef: string, status: LineStatus, now: number): Promise<void> {
  await q.query('UPDATE lines SET status = $2, updated_at = $3 WHERE order_ref = $1', [orderRef, status, now]);
}

interface PaidOrderRow {
  ref: string; user_id: string | null; email: string; payload: { number?: string | null; planId?: string; simType?: string; numberType?: string };
  preview: { items?: Array<{ type: string; sku: string; amount: number }> };
}

/**
 * A paid order becomes a line (once; a second call does nothing). A physical SIM gets its ICC id now, printed on
 * the card and in the dispatch email (the sandbox's outbox), and waits for activation. An eSIM line is active
 * at once: its profile is bound to the line and the network switches it on at first attach
 * (docs/decisions/2026-11-23-lines-and-activation.md); the caller then starts its first period (settleLine).
 */
export async function openLineForPaidOrder(q: Queryable, outbox: Outbox, orderRef: string, now: number): Promise<void> {
  const { rows } = await q.query<PaidOrderRow>('SELECT ref, user_id, email, payload, preview FROM orders WHERE ref = $1', [orderRef]);
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
  if (!inserted.rows.length) return;
  // The line's ledger starts with what was paid for it (each priced item of the order, by card) and its opening airtime.
  for (const i of order.preview.items ?? []) {
    if (i.amount === 0) continue;
    await book(q, order.ref, { kind: i.amount > 0 ? 'CHARGE' : 'CREDIT', what: i.type, item: i.sku, amount: Math.abs(i.amount), tax: taxIn(Math.abs(i.amount)), airtime: 0, reference: order.ref, at: now });
  }
  await book(q, order.ref, { kind: 'CREDIT', what: 'OPENING_AIRTIME', amount: OPENING_AIRTIME, tax: null, airtime: OPENING_AIRTIME, reference: order.ref, at: now });
  if (esim) return;
  await outbox.send(q, {
    channel: 'email',
    recipient: order.email,
    subject: `Your SIM for ${number} is on its way`,
    body: `Order ${order.ref}: your SIM card is being delivered. When it arrives, activate it at /manage/sim-activation with the 19-digit ICC id printed on the card: ${icc}.`,
    code: icc,
  });
}
