/**
 * Each line's charges and credits (issue 41; docs/decisions/2026-11-28-line-time-and-allowances.md): the purchase
 * that opened it (each priced item of the order, by card), its opening airtime, every renewal taken from the airtime
 * balance, every recharge, bundle, loyalty purchase and fee. One row per charge or credit: (line, what, reference,
 * item) is unique, so a retried or parallel write cannot book it twice. The customer's history reads it newest
 * first by id (index line_ledger_line): a line's rows are written under its row lock, in the order they fell due.
 */
import type { Queryable } from '../db/database';
import { TAX_RATE } from '../seed/catalog-seed';

export type LedgerWhat =
  | 'PLAN' | 'ADDON' | 'BUNDLE' | 'NEW_NUMBER' | 'FEE' | 'DELIVERY_FEE_SKU' | 'REWARD' | 'OPENING_AIRTIME'
  | 'RENEWAL' | 'BUNDLE_RENEWAL' | 'RECHARGE' | 'DATA_BUNDLE' | 'AIRTIME_FOR_BUNDLE' | 'LOYALTY_PURCHASE' | 'SIM_REPLACEMENT' | 'PLAN_SWITCH';

export interface LedgerEntry {
  /** A charge takes money (from the airtime balance or by card); a credit gives it. */
  kind: 'CHARGE' | 'CREDIT';
  what: LedgerWhat | string;
  /** The catalogue item (plan, add-on, bundle, loyalty product), '' when none. */
  item?: string;
  /** Rupees, never negative. */
  amount: number;
  /** The tax part of `amount` where the gateway shows tax (telecom services: prices include TAX_RATE); null otherwise. */
  tax: number | null;
  /** How the airtime balance moved (negative for a charge to it; 0 for what was paid by card). */
  airtime: number;
  /** What the charge belongs to: the order, top-up, redemption or request, or `renewal:<due date>`. */
  reference: string;
  at: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The tax part of a price that includes it (SPEC §9 "Total (Inc. tax)"). */
export const taxIn = (amount: number): number => round2(amount - amount / (1 + TAX_RATE));

/** Books one charge or credit of a line; the same (what, reference, item) again books nothing. Returns whether it was new. */
export async function book(q: Queryable, orderRef: string, e: LedgerEntry): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO line_ledger (order_ref, kind, what, item, amount, tax, airtime, reference, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING RETURNING id`,
    [orderRef, e.kind, e.what, e.item ?? '', e.amount, e.tax, e.airtime, e.reference, e.at],
  );
  return rows.length > 0;
}

export interface LedgerRow { id: string; kind: string; what: string; item: string; amount: string; tax: string | null; airtime: string; reference: string; at: string }

/** One page of a line's ledger, newest first, after the entry `after` (keyset, an index scan of line_ledger_line). */
export async function ledgerOf(q: Queryable, orderRef: string, limit: number, after?: string): Promise<LedgerRow[]> {
  const { rows } = await q.query<LedgerRow>(
    'SELECT * FROM line_ledger WHERE order_ref = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3',
    [orderRef, after ?? null, limit],
  );
  return rows;
}
