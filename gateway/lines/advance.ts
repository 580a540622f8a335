/**
 * The emergency advance (issue 45 part 5; docs/decisions/2026-11-29-balance-share-and-advance.md): a line whose
 * airtime is below the gateway's threshold borrows one of the offered amounts; its service fee is shown first and
 * repaid with it. One advance is outstanding per line at a time (checked under the line's row lock, and a partial
 * unique index besides), and the next recharge repays it first (repayAdvance, called by applyTopup in topups.ts).
 * Both the advance and its repayment (with the fee) are booked in the line's ledger, so the history shows them.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { unprocessable } from '../http/gateway-error';
import { getContent } from '../seed/seed';
import type { LineRow } from './line-store';
import { book, taxIn } from './line-ledger';

export interface AdvanceConfig { threshold: number; offers: Array<{ amount: number; fee: number }> }

/** The gateway's configuration of the advance (GET_CONFIGURATION `emergencyAdvance`, gateway/seed/config-seed.ts). */
export const advanceConfig = async (q: Queryable): Promise<AdvanceConfig> => (await getContent<{ emergencyAdvance: AdvanceConfig }>(q, 'configuration')).emergencyAdvance;

export interface AdvanceRow { id: string; order_ref: string; amount: string; fee: string; repaid: string; status: 'OUTSTANDING' | 'REPAID'; taken_at: string; repaid_at: string | null }

const round2 = (n: number) => Math.round(n * 100) / 100;

export const advanceView = (a: AdvanceRow) => ({
  advanceId: a.id,
  amount: Number(a.amount),
  fee: Number(a.fee),
  owed: round2(Number(a.amount) + Number(a.fee) - Number(a.repaid)),
  status: a.status,
  takenAt: Number(a.taken_at),
  repaidAt: a.repaid_at === null ? null : Number(a.repaid_at),
});

/** The line's advance still owed (one at most: index line_advances_one_outstanding). */
export async function outstandingAdvance(q: Queryable, orderRef: string): Promise<AdvanceRow | undefined> {
  return (await q.query<AdvanceRow>(`SELECT * FROM line_advances WHERE order_ref = $1 AND status = 'OUTSTANDING'`, [orderRef])).rows[0];
}

/** Why the line cannot borrow now, or null: it must be Active, owe nothing, and have less airtime than the threshold. */
export function advanceRefusal(line: LineRow, outstanding: AdvanceRow | undefined, cfg: AdvanceConfig) {
  if (line.status !== 'Active') return 'LINE_NOT_ACTIVE' as const;
  if (outstanding) return 'ADVANCE_OUTSTANDING' as const;
  return Number(line.airtime_balance) >= cfg.threshold ? ('BALANCE_ABOVE_THRESHOLD' as const) : null;
}

/** What the advance page shows of the locked, settled line. */
export async function advanceOptions(q: Queryable, line: LineRow) {
  const [cfg, outstanding] = [await advanceConfig(q), await outstandingAdvance(q, line.order_ref)];
  return {
    number: line.number,
    balance: Number(line.airtime_balance),
    threshold: cfg.threshold,
    offers: cfg.offers,
    outstanding: outstanding ? advanceView(outstanding) : null,
    refusal: advanceRefusal(line, outstanding, cfg),
  };
}

const REFUSAL_TEXT = {
  LINE_NOT_ACTIVE: 'only an Active line can borrow',
  ADVANCE_OUTSTANDING: 'an advance is still owed; the next recharge repays it',
  BALANCE_ABOVE_THRESHOLD: 'the balance is not below the threshold',
} as const;

/** Lends `amount` (one of the offers) to the locked, settled line: its balance grows, the ledger books the advance. */
export async function takeAdvance(q: Queryable, line: LineRow, amount: number, now: number) {
  const cfg = await advanceConfig(q);
  const refusal = advanceRefusal(line, await outstandingAdvance(q, line.order_ref), cfg);
  if (refusal) throw unprocessable(refusal, `Line ${line.number}: ${REFUSAL_TEXT[refusal]} (Rs ${cfg.threshold})`);
  const offer = cfg.offers.find((o) => o.amount === amount);
  if (!offer) throw unprocessable('AMOUNT_NOT_OFFERED', `body.amount: one of ${cfg.offers.map((o) => o.amount).join(', ')}`);
  const id = `EA-${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const { rows } = await q.query<AdvanceRow>(
    `INSERT INTO line_advances (id, order_ref, amount, fee, status, taken_at) VALUES ($1, $2, $3, $4, 'OUTSTANDING', $5) RETURNING *`,
    [id, line.order_ref, offer.amount, offer.fee, now],
  );
  const { rows: after } = await q.query<{ airtime_balance: string }>(
    'UPDATE lines SET airtime_balance = airtime_balance + $2, updated_at = $3 WHERE order_ref = $1 RETURNING airtime_balance',
    [line.order_ref, offer.amount, now],
  );
  await book(q, line.order_ref, { kind: 'CREDIT', what: 'ADVANCE', item: id, amount: offer.amount, tax: null, airtime: offer.amount, reference: id, at: now });
  return { advance: advanceView(rows[0]!), balance: Number(after[0]!.airtime_balance) };
}

/**
 * Repays the line's outstanding advance from its balance, first after a credit (a recharge): the amount lent, then its
 * fee, as far as the balance goes; what is left stays owed for the next one. The line's row must be locked. Booked
 * with `reference` (the recharge) and the advance's id, so a retried credit books nothing twice.
 */
export async function repayAdvance(q: Queryable, orderRef: string, reference: string, now: number): Promise<void> {
  const owed = await outstandingAdvance(q, orderRef);
  if (!owed) return;
  const { rows } = await q.query<{ airtime_balance: string }>('SELECT airtime_balance FROM lines WHERE order_ref = $1', [orderRef]);
  const balance = Number(rows[0]?.airtime_balance ?? 0);
  const [amount, fee, repaid] = [Number(owed.amount), Number(owed.fee), Number(owed.repaid)];
  const pay = round2(Math.min(balance, amount + fee - repaid));
  if (pay <= 0) return;
  const principal = round2(Math.min(pay, Math.max(0, amount - repaid)));
  const feePart = round2(pay - principal);
  const done = round2(repaid + pay) >= round2(amount + fee);
  await q.query('UPDATE lines SET airtime_balance = airtime_balance - $2, updated_at = $3 WHERE order_ref = $1', [orderRef, pay, now]);
  await q.query(`UPDATE line_advances SET repaid = $2, status = $3, repaid_at = $4 WHERE id = $1`, [owed.id, round2(repaid + pay), done ? 'REPAID' : 'OUTSTANDING', done ? now : null]);
  if (principal > 0) await book(q, orderRef, { kind: 'CHARGE', what: 'ADVANCE_REPAYMENT', item: owed.id, amount: principal, tax: null, airtime: -principal, reference, at: now });
  if (feePart > 0) await book(q, orderRef, { kind: 'CHARGE', what: 'ADVANCE_FEE', item: owed.id, amount: feePart, tax: taxIn(feePart), airtime: -feePart, reference, at: now });
}
