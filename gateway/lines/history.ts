/**
 * The customer's history and receipts (issue 44 part 1; docs/decisions/2026-11-29-history-and-receipts.md): every
 * charge and credit of the line ledger (line-ledger.ts) of the customer's lines, newest first.
 *
 * A page is read per line by keyset from index line_ledger_line (order_ref, id), `limit + 1` rows of each line at
 * most, then merged: its cost grows with the customer's lines and the page size, never with the rows before or
 * after it. The cursor is opaque (`h1.<id>` in base64url); the gateway checks that the entry it names is one of the
 * caller's (of the line asked for, when one is), and answers 404 otherwise, the same for another customer's entry and
 * for none at all.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { badRequest, notFound } from '../http/gateway-error';
import { languageOf, localiseText } from '../catalog/localise';
import { getContent } from '../seed/seed';
import { loyaltyProducts } from '../seed/loyalty-seed';
import { HISTORY_KINDS, type HistoryKind } from '../../schemas/api/lines';
import { PAGE_DEFAULT } from '../../schemas/api/common';
import type { LineOwner } from './line-store';
import type { LedgerRow } from './line-ledger';
import { BUNDLES } from './topups';
// A month of the history is a month of the customer's calendar (Pakistan, UTC+5).
import { PKT_OFFSET_MS } from './usage-days';


export interface HistoryAsk { line?: string; kind?: HistoryKind; month?: string; limit?: number; after?: string }

const KIND_OF = new Map<string, HistoryKind>(Object.entries(HISTORY_KINDS).flatMap(([kind, whats]) => whats.map((w) => [w, kind as HistoryKind])));
/** The customer's kind of a ledger row; what no kind names (a future `what`) counts as a fee. */
export const kindOf = (what: string): HistoryKind => KIND_OF.get(what) ?? 'FEE';

const CURSOR_PREFIX = 'h1.';
export const cursorOf = (id: string): string => Buffer.from(`${CURSOR_PREFIX}${id}`).toString('base64url');

/** The entry id a cursor names; 400 naming the field when it is not one of ours at all. */
export function cursorId(cursor: string): string {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const id = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  if (!/^[0-9]{1,18}$/.test(id)) throw badRequest('querystring.after: is not a history cursor (give the `next` of the page before, or none for the first page)');
  return id;
}

/** The first and the last moment of `month` (YYYY-MM) in Pakistan, as epoch ms [from, to). */
export function monthRange(month: string): [number, number] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [Date.UTC(y, m - 1, 1) - PKT_OFFSET_MS, Date.UTC(y, m, 1) - PKT_OFFSET_MS];
}

interface OwnedLine { order_ref: string; number: string }

/** The caller's lines the history reads: every one, or the one with `number` (404 for anyone else's). */
async function linesAsked(q: Queryable, owner: LineOwner, number: string | undefined): Promise<OwnedLine[]> {
  const { rows } = await q.query<OwnedLine>(
    `SELECT order_ref, number FROM lines WHERE user_id = $1 AND ($2::text IS NULL OR number = $2) ORDER BY order_ref`,
    [owner.userId, number ?? null],
  );
  if (number !== undefined && !rows.length) throw notFound(`Line ${number}`);
  return rows;
}

type Row = LedgerRow & { order_ref: string };

/** One line's rows for a page: newest first, before `before`, of the kind and month asked (index line_ledger_line). */
async function pageOfLine(q: Queryable, orderRef: string, ask: HistoryAsk, before: string | null, rows: number): Promise<Row[]> {
  const [from, to] = ask.month ? monthRange(ask.month) : [null, null];
  const whats = ask.kind ? [...HISTORY_KINDS[ask.kind]] : null;
  const { rows: found } = await q.query<Row>(
    `SELECT * FROM line_ledger WHERE order_ref = $1 AND ($2::bigint IS NULL OR id < $2)
       AND ($3::text[] IS NULL OR what = ANY($3)) AND ($4::bigint IS NULL OR (at >= $4 AND at < $5))
     ORDER BY id DESC LIMIT $6`,
    [orderRef, before, whats, from, to, rows],
  );
  return found;
}

type Named = { paidWith: string | null; itemName: string | null };
export type HistoryEntry = ReturnType<typeof entryOf>;

const entryOf = (r: Row, number: string, named: Named) => ({
  id: String(r.id),
  number,
  kind: kindOf(r.what),
  what: r.what,
  direction: r.kind as 'CHARGE' | 'CREDIT',
  item: r.item,
  itemName: named.itemName,
  amount: Number(r.amount),
  tax: r.tax === null ? null : Number(r.tax),
  airtime: Number(r.airtime),
  paidWith: named.paidWith,
  reference: r.reference,
  at: Number(r.at),
});

/** What a ledger row's reference can be paid as (payableKey in gateway/payments/payables.ts): an order, a top-up, a request. */
const PAYABLE_KINDS = ['order', 'topup', 'request'] as const;

/**
 * How each row was paid: from the airtime balance when it moved the balance down, else by the successful payment of
 * what it belongs to (its order, top-up or request), else nothing (opening airtime, a renewal with no charge).
 */
async function paidWith(q: Queryable, rows: readonly Row[]): Promise<Map<string, string>> {
  const refs = [...new Set(rows.filter((r) => Number(r.airtime) >= 0).map((r) => r.reference))];
  if (!refs.length) return new Map();
  // By the payable's key (payables.ts), whose one successful payment index (payments_one_success) finds each at once.
  const keys = refs.flatMap((ref) => PAYABLE_KINDS.map((kind) => `${kind}:${ref}`));
  const { rows: paid } = await q.query<{ payable: string; method: string }>(`SELECT payable, method FROM payments WHERE payable = ANY($1) AND status = 'SUCCESS'`, [keys]);
  return new Map(paid.map((p) => [p.payable.slice(p.payable.indexOf(':') + 1), p.method]));
}

/** Names of the items in the request's language: plans and add-ons as the catalogue, bundles, loyalty products. */
export async function itemNames(q: Queryable, req: FastifyRequest): Promise<(item: string) => string | null> {
  const language = languageOf(req.headers['accept-language']);
  const plans = await getContent<Array<{ id: string; name: string }>>(q, 'plans');
  const addons = await getContent<Array<{ id: string; name: string }>>(q, 'addons');
  const names = new Map<string, string>([
    ...plans.map((p) => [p.id, p.name] as const),
    ...addons.map((a) => [a.id, a.name] as const),
    ...BUNDLES.map((b) => [b.id, b.name] as const),
  ]);
  return (item) => {
    const loyalty = loyaltyProducts.find((p) => p.id === item)?.name[language];
    if (loyalty) return loyalty;
    const name = names.get(item);
    return name ? localiseText(name, language) : null;
  };
}

/** The credits someone paid for (a recharge, a bundle's price given back as airtime); other credits (opening airtime, a promo) were not paid. */
const PAID_CREDITS: ReadonlySet<string> = new Set(['RECHARGE', 'AIRTIME_FOR_BUNDLE']);

async function named(q: Queryable, req: FastifyRequest, rows: readonly Row[], numberOf: (r: Row) => string) {
  const [methods, nameOf] = [await paidWith(q, rows), await itemNames(q, req)];
  const how = (r: Row) => (Number(r.airtime) < 0 ? 'AIRTIME' : r.kind === 'CHARGE' || PAID_CREDITS.has(r.what) ? (methods.get(r.reference) ?? null) : null);
  return rows.map((r) => entryOf(r, numberOf(r), { paidWith: how(r), itemName: r.item ? nameOf(r.item) : null }));
}

/** One page of the caller's history: newest first, `limit` entries, `next` the cursor of the page after (null at the end). */
export async function historyPage(q: Queryable, req: FastifyRequest, owner: LineOwner, ask: HistoryAsk) {
  const lines = await linesAsked(q, owner, ask.line);
  const limit = ask.limit ?? PAGE_DEFAULT;
  let before: string | null = null;
  if (ask.after !== undefined) {
    const id = cursorId(ask.after);
    const { rows } = await q.query('SELECT 1 FROM line_ledger WHERE id = $1 AND order_ref = ANY($2)', [id, lines.map((l) => l.order_ref)]);
    if (!rows.length) throw notFound('querystring.after: the history entry it names');
    before = id;
  }
  const rows: Row[] = [];
  for (const line of lines) rows.push(...(await pageOfLine(q, line.order_ref, ask, before, limit + 1)));
  rows.sort((a, b) => Number(b.id) - Number(a.id));
  const page = rows.slice(0, limit);
  const numbers = new Map(lines.map((l) => [l.order_ref, l.number]));
  return {
    entries: await named(q, req, page, (r) => numbers.get(r.order_ref)!),
    next: rows.length > limit ? cursorOf(String(page[page.length - 1]!.id)) : null,
  };
}

/** One entry of the caller's history, for its receipt; 404 for anyone else's and for an id that is not one. */
export async function historyEntry(q: Queryable, req: FastifyRequest, owner: LineOwner, entryId: string) {
  const { rows } = /^[0-9]{1,18}$/.test(entryId)
    ? await q.query<Row & { number: string }>(
        'SELECT g.*, l.number FROM line_ledger g JOIN lines l ON l.order_ref = g.order_ref WHERE g.id = $1 AND l.user_id = $2',
        [entryId, owner.userId],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound(`History entry ${entryId}`);
  return (await named(q, req, rows, (r) => (r as Row & { number: string }).number))[0]!;
}
