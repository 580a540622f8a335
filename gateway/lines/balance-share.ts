/**
 * Balance share (issue 45 part 4; docs/decisions/2026-11-29-balance-share-and-advance.md): a customer sends airtime
 * from one of their lines to another Sitara number. Starting a share checks it (the range, the day's limits, the
 * balance, a receiver that can receive) and sends a code by SMS to the sending line, naming the amount, the fee and
 * the receiver; only that code confirms it. Confirming locks the share, then both lines in order_ref order (two
 * customers sharing to each other at once never deadlock), brings both up to now and checks everything again; the
 * share turns DONE once (twenty parallel confirmations move the balance once), and both ledgers book it.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { notFound, unprocessable } from '../http/gateway-error';
import { normaliseDestination } from '../auth/code-limits';
import { getContent } from '../seed/seed';
import type { LineRow } from './line-store';
import { book, taxIn } from './line-ledger';
import { DAY_MS, lockLine, playLine, plansTerms } from './usage';
import { outstandingAdvance } from './advance';

export interface ShareConfig { minAmount: number; maxAmount: number; fee: number; perDay: { count: number; amount: number } }

/** The gateway's configuration of balance share (GET_CONFIGURATION `balanceShare`, gateway/seed/config-seed.ts). */
export const shareConfig = async (q: Queryable): Promise<ShareConfig> => (await getContent<{ balanceShare: ShareConfig }>(q, 'configuration')).balanceShare;

/** Pakistan Standard Time, UTC+5 all year: the day's limits are a day of the customer's calendar on the gateway's clock. */
const PKT_OFFSET_MS = 5 * 3600 * 1000;
export const pktDayStart = (now: number): number => Math.floor((now + PKT_OFFSET_MS) / DAY_MS) * DAY_MS - PKT_OFFSET_MS;

export interface ShareRow {
  id: string; user_id: string; from_ref: string; from_number: string; to_ref: string; to_number: string; amount: string; fee: string;
  status: 'PENDING' | 'DONE'; request_id: string; created_at: string; done_at: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the sending line has shared today (DONE shares since the start of its Pakistani day; index balance_shares_done). */
export async function sharedToday(q: Queryable, fromRef: string, now: number): Promise<{ count: number; amount: number }> {
  const { rows } = await q.query<{ count: number | string; amount: string | null }>(
    `SELECT count(*) AS count, sum(amount) AS amount FROM balance_shares WHERE from_ref = $1 AND status = 'DONE' AND done_at >= $2`,
    [fromRef, pktDayStart(now)],
  );
  return { count: Number(rows[0]?.count ?? 0), amount: Number(rows[0]?.amount ?? 0) };
}

/** What is left of the day's limits for the sending line. */
export async function leftToday(q: Queryable, cfg: ShareConfig, fromRef: string, now: number) {
  const used = await sharedToday(q, fromRef, now);
  return { count: Math.max(0, cfg.perDay.count - used.count), amount: Math.max(0, round2(cfg.perDay.amount - used.amount)) };
}

/** A sending line must be in service: Grace receives only, a blocked (Suspend) or closed line sends nothing. */
function senderRefusal(line: LineRow): string | undefined {
  if (line.status === 'Active') return undefined;
  return line.status === 'PendingActivation' ? 'LINE_NOT_ACTIVATED' : `LINE_${line.status.toUpperCase()}`;
}

/** The line that receives at `number`: the open line with that number; undefined when no Sitara line has it. */
async function receiverOf(q: Queryable, number: string): Promise<LineRow | undefined> {
  const { rows } = await q.query<LineRow>(`SELECT * FROM lines WHERE number = $1 ORDER BY (status = 'Inactive'), created_at DESC LIMIT 1`, [number]);
  return rows[0];
}

/** A receiver takes airtime while Active or in Grace; a suspended, closed or not yet activated line does not. */
const canReceive = (line: LineRow) => line.status === 'Active' || line.status === 'Grace';

/** Every check of a share, at its start and again at its confirmation (under the lines' row locks). */
async function checkShare(q: Queryable, cfg: ShareConfig, from: LineRow, to: LineRow | undefined, amount: number, now: number): Promise<void> {
  const refused = senderRefusal(from);
  if (refused) throw unprocessable(refused, `Line ${from.number} is ${from.status}: it cannot send airtime`);
  // Borrowed airtime is not sent on: a line that owes an advance shares nothing until a recharge has repaid it.
  if (await outstandingAdvance(q, from.order_ref)) throw unprocessable('ADVANCE_OUTSTANDING', `Line ${from.number} owes an emergency advance: recharge to repay it first`);
  if (!Number.isInteger(amount) || amount < cfg.minAmount || amount > cfg.maxAmount) {
    throw unprocessable('AMOUNT_OUT_OF_RANGE', `body.amount: a share is Rs ${cfg.minAmount} to Rs ${cfg.maxAmount} in whole rupees`);
  }
  if (!to || to.status === 'Inactive') throw unprocessable('RECEIVER_NOT_SITARA', 'body.to: is not a Sitara number');
  if (to.number === from.number) throw unprocessable('SHARE_TO_OWN_NUMBER', 'body.to: is the sending line itself; give another number');
  if (!canReceive(to)) throw unprocessable('RECEIVER_CANNOT_RECEIVE', 'body.to: this number cannot receive airtime now');
  const left = await leftToday(q, cfg, from.order_ref, now);
  if (left.count < 1) throw unprocessable('SHARE_DAILY_COUNT', `Line ${from.number} has made its ${cfg.perDay.count} shares of today; try again tomorrow`);
  if (amount > left.amount) throw unprocessable('SHARE_DAILY_AMOUNT', `body.amount: Rs ${left.amount} is left of today's Rs ${cfg.perDay.amount}`);
  const balance = Number(from.airtime_balance);
  const total = amount + cfg.fee;
  if (balance < total) {
    throw unprocessable('INSUFFICIENT_AIRTIME', `Line ${from.number} has Rs ${balance} of airtime; the share and its fee are Rs ${total}: Rs ${round2(total - balance)} is missing`);
  }
}

/** The receiving number as stored (92XXXXXXXXXX), however it was typed. */
export const receiverNumber = (typed: string): string => normaliseDestination(typed);

/**
 * Checks a new share of the locked, settled line `from`, has its code sent (`issue`, given the share's id) and stores it
 * PENDING with that code's request. Nothing is stored or sent when a check refuses it.
 */
export async function startShare(
  q: Queryable, userId: string, from: LineRow, ask: { to: string; amount: number }, now: number,
  issue: (shareId: string, share: { to: string; amount: number; fee: number }) => Promise<{ requestId: string }>,
): Promise<ShareRow> {
  const cfg = await shareConfig(q);
  const receiver = await receiverOf(q, receiverNumber(ask.to));
  await checkShare(q, cfg, from, receiver, ask.amount, now);
  const id = `BS-${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const { requestId } = await issue(id, { to: receiver!.number, amount: ask.amount, fee: cfg.fee });
  const { rows } = await q.query<ShareRow>(
    `INSERT INTO balance_shares (id, user_id, from_ref, from_number, to_ref, to_number, amount, fee, status, request_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING', $9, $10) RETURNING *`,
    [id, userId, from.order_ref, from.number, receiver!.order_ref, receiver!.number, ask.amount, cfg.fee, requestId, now],
  );
  return rows[0]!;
}

/** The caller's share, locked; 404 for anyone else's and for an id that is not one. */
export async function lockOwnShare(q: Queryable, userId: string, id: string): Promise<ShareRow> {
  const { rows } = /^BS-[0-9A-F]{8}$/.test(id) ? await q.query<ShareRow>('SELECT * FROM balance_shares WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]) : { rows: [] };
  if (!rows[0]) throw notFound(`Balance share ${id}`);
  return rows[0];
}

/** Locks both lines of a share in order_ref order and brings each up to now. */
export async function settleShareLines(q: Queryable, share: ShareRow, now: number): Promise<{ from: LineRow; to: LineRow }> {
  const plans = await plansTerms(q);
  const settled = new Map<string, LineRow>();
  for (const ref of [share.from_ref, share.to_ref].sort()) {
    const row = await lockLine(q, ref);
    if (row) settled.set(ref, await playLine(q, row, plans, now));
  }
  return { from: settled.get(share.from_ref)!, to: settled.get(share.to_ref)! };
}

/** Checks the locked share again (the lines may have changed since its start) before its code is checked. */
export async function recheckShare(q: Queryable, share: ShareRow, lines: { from: LineRow; to: LineRow }, now: number): Promise<void> {
  await checkShare(q, await shareConfig(q), lines.from, lines.to, Number(share.amount), now);
}

/** Moves the airtime once: the share turns DONE, the sender pays amount and fee, the receiver gets the amount; both ledgers book it. */
export async function completeShare(q: Queryable, share: ShareRow, now: number): Promise<ShareRow> {
  const { rows } = await q.query<ShareRow>(`UPDATE balance_shares SET status = 'DONE', done_at = $2 WHERE id = $1 AND status = 'PENDING' RETURNING *`, [share.id, now]);
  if (!rows[0]) return share;
  const amount = Number(share.amount);
  const fee = Number(share.fee);
  await q.query('UPDATE lines SET airtime_balance = airtime_balance - $2, updated_at = $3 WHERE order_ref = $1', [share.from_ref, amount + fee, now]);
  await q.query('UPDATE lines SET airtime_balance = airtime_balance + $2, updated_at = $3 WHERE order_ref = $1', [share.to_ref, amount, now]);
  // The item is the other line's number: each history says to whom, or from whom.
  await book(q, share.from_ref, { kind: 'CHARGE', what: 'BALANCE_SHARE_SENT', item: share.to_number, amount, tax: null, airtime: -amount, reference: share.id, at: now });
  if (fee > 0) await book(q, share.from_ref, { kind: 'CHARGE', what: 'BALANCE_SHARE_FEE', item: share.to_number, amount: fee, tax: taxIn(fee), airtime: -fee, reference: share.id, at: now });
  await book(q, share.to_ref, { kind: 'CREDIT', what: 'BALANCE_SHARE_RECEIVED', item: share.from_number, amount, tax: null, airtime: amount, reference: share.id, at: now });
  return rows[0];
}

/** A share as the API shows it; `balance` is the sending line's. */
export const shareView = (s: ShareRow, balance: number, expiresIn: number | null) => ({
  shareId: s.id,
  from: s.from_number,
  to: s.to_number,
  amount: Number(s.amount),
  fee: Number(s.fee),
  total: round2(Number(s.amount) + Number(s.fee)),
  status: s.status,
  requestId: s.status === 'PENDING' ? s.request_id : null,
  expiresIn: s.status === 'PENDING' ? expiresIn : null,
  balance,
  createdAt: Number(s.created_at),
  doneAt: s.done_at === null ? null : Number(s.done_at),
});
