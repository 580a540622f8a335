/**
 * Recharges and bundles for a line the customer has (issue 29; docs/decisions/2026-11-25-recharge-and-bundles.md).
 *
 * A top-up (`TU-…`) is a payable of its own (gateway/payments/payables.ts): the customer creates one for their
 * line with an amount the gateway offers (recharge) or a bundle of the catalogue, then pays it through
 * PAYMENT_REQUEST by card or wallet like an order. When its payment succeeds, once, a recharge adds its amount to
 * the line's airtime balance and a bundle becomes an allowance of the line until the end of its current period
 * (allowances.ts), so the bar grows; a bundle paid for a line that is no longer active is credited as airtime instead.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { notFound, unprocessable } from '../http/gateway-error';
import type { LineRow } from './line-store';
import { statusRefusal } from './line-rules';
import { MB_PER_GB, settleLine } from './usage';
import { grant } from './allowances';
import { book, taxIn } from './line-ledger';
import { repayAdvance } from './advance';
import { rechargeCredit, type RechargeTaxRule } from './recharge-tax';

export const RECHARGE_AMOUNTS = [100, 200, 500, 1000] as const;

export interface Bundle { id: string; kind: 'DATA' | 'MINUTES' | 'SMS'; name: string; price: number; dataMb: number; minutes: number; sms: number }

const data = (id: string, gb: number, price: number): Bundle => ({ id, kind: 'DATA', name: `${gb} GB data`, price, dataMb: gb * MB_PER_GB, minutes: 0, sms: 0 });
/** The bundles a line can add to its period, at Pakistani market prices of 2025's order. */
export const BUNDLES: readonly Bundle[] = [
  data('data-2gb', 2, 200),
  data('data-5gb', 5, 400),
  data('data-15gb', 15, 900),
  { id: 'minutes-100', kind: 'MINUTES', name: '100 minutes', price: 150, dataMb: 0, minutes: 100, sms: 0 },
  { id: 'minutes-300', kind: 'MINUTES', name: '300 minutes', price: 350, dataMb: 0, minutes: 300, sms: 0 },
  { id: 'sms-500', kind: 'SMS', name: '500 SMS', price: 50, dataMb: 0, minutes: 0, sms: 500 },
];

const TOPUP_REF = /^TU-[0-9A-F]{8}$/;
export const isTopupRef = (ref: string): boolean => TOPUP_REF.test(ref);

export interface TopupRow {
  id: string; user_id: string; order_ref: string; number: string; kind: 'RECHARGE' | 'BUNDLE'; amount: string; bundle_id: string | null;
  status: 'OPEN' | 'PAID' | 'CANCELLED'; payment_id: string | null; created_at: string; renews: boolean;
  /** A recharge of any Sitara number (recharge-any.ts), payable by whoever holds its id; its payer if signed in. */
  public: boolean; payer_id: string | null;
  /** The balance a recharge gives, quoted when it was made (recharge-tax.ts); null for a bundle (and older rows). */
  credit: string | null;
}

/** The balance a paid top-up adds: a recharge's quoted credit, else its amount. */
const creditOf = (r: Pick<TopupRow, 'credit' | 'amount'>): number => Number(r.credit ?? r.amount);

export const toTopup = (r: TopupRow) => ({
  topupId: r.id, number: r.number, kind: r.kind, amount: Number(r.amount), bundleId: r.bundle_id, status: r.status, createdAt: Number(r.created_at),
  ...(r.kind === 'RECHARGE' ? { balanceAdded: creditOf(r), tax: Math.round((Number(r.amount) - creditOf(r)) * 100) / 100 } : {}),
});

/** What a line status refuses for a top-up: a recharge needs a line with a SIM in service, a bundle an active one. */
function topupRefusal(status: LineRow['status'], kind: 'RECHARGE' | 'BUNDLE'): string | undefined {
  if (kind === 'BUNDLE') return status === 'Active' ? undefined : statusRefusal(status, 'PLAN_SWITCH') ?? `LINE_${status.toUpperCase()}`;
  if (status === 'Inactive') return 'LINE_INACTIVE';
  return status === 'PendingActivation' ? 'LINE_NOT_ACTIVATED' : undefined;
}

/** `renews`: a bundle that comes back with the plan each period until stopped (issue 44 part 3); off unless asked. */
export interface TopupAsk { kind: 'RECHARGE' | 'BUNDLE'; amount?: number; bundleId?: string; renews?: boolean }

/** Who makes a top-up and under which tax rule: the line's owner, or anyone (a public recharge, with its payer if signed in). */
export interface TopupMaker { rule: RechargeTaxRule; public?: boolean; payerId?: string | null }

/**
 * A new top-up of `line` for its owner `userId` (once per Idempotency-Key: the gateway's one rule,
 * gateway/http/idempotency.ts); a recharge keeps the balance the tax rule gives now.
 */
export async function createTopup(q: Queryable, userId: string, line: LineRow, ask: TopupAsk, now: number, maker: TopupMaker): Promise<TopupRow> {
  const refused = topupRefusal(line.status, ask.kind);
  if (refused) throw unprocessable(refused, `Line ${line.number} is ${line.status}: no ${ask.kind.toLowerCase()} now`);
  let amount: number;
  let bundleId: string | null = null;
  if (ask.kind === 'RECHARGE') {
    if (ask.bundleId !== undefined) throw unprocessable('BUNDLE_NOT_EXPECTED', 'body.bundleId: a recharge has an amount, not a bundle');
    if (ask.renews) throw unprocessable('RENEWS_NOT_EXPECTED', 'body.renews: a recharge does not renew; only a bundle does');
    if (!RECHARGE_AMOUNTS.includes(ask.amount as (typeof RECHARGE_AMOUNTS)[number])) throw unprocessable('AMOUNT_NOT_OFFERED', `body.amount: one of ${RECHARGE_AMOUNTS.join(', ')}`);
    amount = ask.amount!;
  } else {
    const bundle = BUNDLES.find((b) => b.id === ask.bundleId);
    if (!bundle) throw unprocessable('BUNDLE_NOT_OFFERED', `body.bundleId: one of ${BUNDLES.map((b) => b.id).join(', ')}`);
    if (ask.amount !== undefined && ask.amount !== bundle.price) throw unprocessable('AMOUNT_MISMATCH', `body.amount: the bundle costs Rs ${bundle.price}`);
    amount = bundle.price;
    bundleId = bundle.id;
  }
  const id = `TU-${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const credit = ask.kind === 'RECHARGE' ? rechargeCredit(maker.rule, amount).balance : null;
  const { rows } = await q.query<TopupRow>(
    `INSERT INTO topups (id, user_id, order_ref, number, kind, amount, bundle_id, status, created_at, updated_at, renews, public, payer_id, credit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'OPEN', $8, $8, $9, $10, $11, $12) RETURNING *`,
    [id, userId, line.order_ref, line.number, ask.kind, amount, bundleId, now, ask.kind === 'BUNDLE' && ask.renews === true, maker.public ?? false, maker.payerId ?? null, credit],
  );
  return rows[0]!;
}

/** The caller's top-up; 404 for anyone else's, so a stranger cannot learn that an id exists. */
export async function ownTopup(q: Queryable, userId: string | undefined, id: string): Promise<TopupRow> {
  const { rows } = userId && isTopupRef(id) ? await q.query<TopupRow>('SELECT * FROM topups WHERE id = $1 AND user_id = $2', [id, userId]) : { rows: [] };
  if (!rows[0]) throw notFound(`Top-up ${id}`);
  return rows[0];
}

/**
 * A top-up the caller may pay: their own, or a public recharge (of any Sitara number), which whoever holds its id
 * pays, as a paylink; 404 for any other.
 */
export async function payableTopup(q: Queryable, userId: string | undefined, id: string): Promise<TopupRow> {
  const { rows } = isTopupRef(id) ? await q.query<TopupRow>('SELECT * FROM topups WHERE id = $1 AND (public OR user_id = $2)', [id, userId ?? null]) : { rows: [] };
  if (!rows[0]) throw notFound(`Top-up ${id}`);
  return rows[0];
}

/** Locks a top-up as a payable: open while unpaid and its line is not closed. */
export async function lockTopup(q: Queryable, id: string): Promise<'PAYABLE_NOT_FOUND' | 'ALREADY_PAID' | 'REQUEST_CLOSED' | null> {
  const { rows } = await q.query<{ status: string; line_status: string | null }>(
    'SELECT t.status, (SELECT status FROM lines WHERE order_ref = t.order_ref) AS line_status FROM topups t WHERE t.id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) return 'PAYABLE_NOT_FOUND';
  if (rows[0].status === 'PAID') return 'ALREADY_PAID';
  return rows[0].status === 'OPEN' && rows[0].line_status !== 'Inactive' ? null : 'REQUEST_CLOSED';
}

/**
 * A top-up's payment succeeded: the line is first brought up to now, then the balance grows (recharge) or the bundle
 * becomes an allowance of its own until the end of the current period, once (the top-up turns PAID in the same step);
 * both are booked in the line's ledger. A bundle paid for a line no longer Active is credited as airtime.
 */
export async function applyTopup(q: Queryable, id: string, paymentId: string, now: number, fromAirtime = false): Promise<void> {
  const { rows } = await q.query<TopupRow>(`UPDATE topups SET status = 'PAID', payment_id = $2, updated_at = $3 WHERE id = $1 AND status = 'OPEN' RETURNING *`, [id, paymentId, now]);
  const t = rows[0];
  if (!t) return;
  const line = await settleLine(q, t.order_ref, now);
  if (!line) return;
  const amount = Number(t.amount);
  const bundle = t.kind === 'BUNDLE' ? BUNDLES.find((b) => b.id === t.bundle_id) : undefined;
  if (fromAirtime) return bundleFromAirtime(q, t, line, bundle, now);
  if (!bundle || line.status !== 'Active' || line.renews_at === null) {
    // A recharge adds the balance it was quoted (the rest is the tax withheld); a bundle's price comes back whole.
    const credit = bundle ? amount : creditOf(t);
    await q.query('UPDATE lines SET airtime_balance = airtime_balance + $2, updated_at = $3 WHERE order_ref = $1', [t.order_ref, credit, now]);
    if (bundle) await book(q, t.order_ref, { kind: 'CHARGE', what: 'DATA_BUNDLE', item: bundle.id, amount, tax: taxIn(amount), airtime: 0, reference: t.id, at: now });
    const tax = bundle || t.credit === null ? null : Math.round((amount - credit) * 100) / 100;
    await book(q, t.order_ref, { kind: 'CREDIT', what: bundle ? 'AIRTIME_FOR_BUNDLE' : 'RECHARGE', item: bundle?.id ?? '', amount, tax, airtime: credit, reference: t.id, at: now });
    // An emergency advance still owed is repaid first from what was just credited (issue 45, advance.ts).
    await repayAdvance(q, t.order_ref, t.id, now);
    return;
  }
  await book(q, t.order_ref, { kind: 'CHARGE', what: 'DATA_BUNDLE', item: bundle.id, amount, tax: taxIn(amount), airtime: 0, reference: t.id, at: now });
  await grant(q, t.order_ref, {
    kind: 'BUNDLE', item: bundle.id, name: bundle.name, reference: t.id, units: { dataMb: bundle.dataMb, minutes: bundle.minutes, sms: bundle.sms },
    startsAt: now, expiresAt: Number(line.renews_at), renews: t.renews,
  });
}

/**
 * What the line's airtime pays for (issue 44 part 4; docs/decisions/2026-11-29-pay-from-airtime.md): a bundle of an
 * Active line. A recharge from airtime would move nothing; an order has no line yet; fees are paid by card or wallet.
 */
export function airtimeRefusal(t: Pick<TopupRow, 'kind'>): string | undefined {
  return t.kind === 'BUNDLE' ? undefined : 'body.paymentMethod: AIRTIME pays for a bundle only; a recharge is paid by card or wallet';
}

/**
 * A bundle paid from the line's balance, under the line's row lock (taken by settleLine after the top-up's, the order
 * every payment keeps): refused unless the line is Active and its balance, brought up to now, covers the price; then the
 * balance goes down by it, the charge is booked with that airtime move, and the bundle is granted as a card-paid one.
 * A refusal throws, so the payment and the top-up's PAID roll back with it.
 */
async function bundleFromAirtime(q: Queryable, t: TopupRow, line: LineRow, bundle: Bundle | undefined, now: number): Promise<void> {
  if (!bundle || line.status !== 'Active' || line.renews_at === null) throw unprocessable('LINE_NOT_ACTIVE', `Line ${line.number} is ${line.status}: a bundle needs an Active line`);
  const amount = Number(t.amount);
  const balance = Number(line.airtime_balance);
  if (balance < amount) {
    throw unprocessable('INSUFFICIENT_AIRTIME', `Line ${line.number} has Rs ${balance} of airtime; the bundle costs Rs ${amount}: Rs ${Math.round((amount - balance) * 100) / 100} is missing (recharge first, or pay by card or wallet)`);
  }
  await q.query('UPDATE lines SET airtime_balance = airtime_balance - $2, updated_at = $3 WHERE order_ref = $1', [t.order_ref, amount, now]);
  await book(q, t.order_ref, { kind: 'CHARGE', what: 'DATA_BUNDLE', item: bundle.id, amount, tax: taxIn(amount), airtime: -amount, reference: t.id, at: now });
  await grant(q, t.order_ref, {
    kind: 'BUNDLE', item: bundle.id, name: bundle.name, reference: t.id, units: { dataMb: bundle.dataMb, minutes: bundle.minutes, sms: bundle.sms },
    startsAt: now, expiresAt: Number(line.renews_at), renews: t.renews,
  });
}
