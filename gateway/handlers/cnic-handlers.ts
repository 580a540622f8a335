import { randomUUID } from 'node:crypto';
import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { notFound, unprocessable } from '../http/gateway-error';
import { MAX_LINES_PER_DOCUMENT } from '../orders/lines';
import { raiseRequestStatus } from '../notifications/notifications';
import type { LineStatus } from '../lines/line-rules';

/**
 * Issue 45 part 7, the numbers on my CNIC (docs/decisions/2026-11-29-numbers-on-my-cnic.md). The account's CNIC is
 * the one its first order was registered with (orders.document_id); the lines listed are every line whose order was
 * registered with that CNIC at this operator, this account's and any other's, and never a line of another CNIC. A
 * "this is not mine" report is a service request (CNIC_LINE_REPORT) the customer follows like any other: the sandbox
 * operator takes it up a day later and closes it two days after that.
 */
export const CNIC_REPORT = 'CNIC_LINE_REPORT';
const DAY_MS = 24 * 3600 * 1000;
/** When the sandbox operator moves a report on, from when it was made. */
export const CNIC_REPORT_STEPS: ReadonlyArray<{ status: string; afterMs: number }> = [
  { status: 'IN_PROGRESS', afterMs: DAY_MS },
  { status: 'COMPLETED', afterMs: 3 * DAY_MS },
];

/** The account's CNIC: the document of its first order that did not fail; undefined when it has none. */
export async function accountCnic(q: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ document_id: string }>(
    `SELECT document_id FROM orders WHERE user_id = $1 AND document_id IS NOT NULL AND status NOT IN ('FAILED', 'CANCELLED') ORDER BY created_at, ref LIMIT 1`,
    [userId],
  );
  return rows[0]?.document_id;
}

interface CnicLineRow { number: string; status: LineStatus; user_id: string | null }

/** The open lines registered to `cnic` (a number's newest line each; closed ones are no longer on it). */
async function linesOnCnic(q: Queryable, cnic: string): Promise<CnicLineRow[]> {
  const { rows } = await q.query<CnicLineRow>(
    `SELECT DISTINCT ON (l.number) l.number, l.status, l.user_id FROM lines l JOIN orders o ON o.ref = l.order_ref
     WHERE o.document_id = $1 AND l.status <> 'Inactive' ORDER BY l.number, l.created_at DESC`,
    [cnic],
  );
  return rows;
}

interface ReportRow { id: string; status: string; number: string; created_at: string }

/** The caller's latest report of each number. */
async function reportsOf(q: Queryable, userId: string): Promise<Map<string, ReportRow>> {
  const { rows } = await q.query<ReportRow>(
    `SELECT DISTINCT ON (payload->>'number') id, status, payload->>'number' AS number, created_at FROM service_requests
     WHERE user_id = $1 AND type = $2 ORDER BY payload->>'number', created_at DESC, id DESC`,
    [userId, CNIC_REPORT],
  );
  return new Map(rows.map((r) => [r.number, r]));
}

/** Moves the customer's open reports on by the clock, each step once, and tells the customer of each (called before requests are read). */
export async function applyDueCnicReports(q: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await q.query<ReportRow>(
    `SELECT id, status, payload->>'number' AS number, created_at FROM service_requests WHERE user_id = $1 AND type = $2 AND status IN ('SUBMITTED', 'IN_PROGRESS') ORDER BY id FOR UPDATE`,
    [userId, CNIC_REPORT],
  );
  for (const r of rows) {
    const reached = CNIC_REPORT_STEPS.filter((s) => now >= Number(r.created_at) + s.afterMs);
    const last = reached[reached.length - 1];
    if (!last || last.status === r.status) continue;
    await q.query('UPDATE service_requests SET status = $2, updated_at = $3 WHERE id = $1', [r.id, last.status, Number(r.created_at) + last.afterMs]);
    for (const s of reached) await raiseRequestStatus(q, { userId, requestId: r.id, type: CNIC_REPORT, status: s.status, at: Number(r.created_at) + s.afterMs });
  }
}

const lines: Handler = async ({ services, caller }) =>
  services.db.tx(async (q) => {
    const userId = caller!.userId;
    await applyDueCnicReports(q, userId, services.clock.now());
    const cnic = await accountCnic(q, userId);
    if (!cnic) return { cnic: null, limit: MAX_LINES_PER_DOCUMENT, lines: [] };
    const reports = await reportsOf(q, userId);
    return {
      cnic: `${'*'.repeat(cnic.length - 4)}${cnic.slice(-4)}`,
      limit: MAX_LINES_PER_DOCUMENT,
      lines: (await linesOnCnic(q, cnic)).map((l) => {
        const report = reports.get(l.number);
        return { number: l.number, status: l.status, onThisAccount: l.user_id === userId, report: report ? { requestId: report.id, status: report.status } : null };
      }),
    };
  });

/**
 * "This is not mine": a report of one number on the account's CNIC. A number not on it is 404 (the same for any
 * other number: nothing is said of another CNIC's lines). Twenty presses make one report: the open one is answered.
 */
const report: Handler<{ number: string }> = async ({ services, caller, body }) =>
  services.db.tx(async (q) => {
    const userId = caller!.userId;
    const now = services.clock.now();
    const cnic = await accountCnic(q, userId);
    const onCnic = cnic ? (await linesOnCnic(q, cnic)).find((l) => l.number === body.number) : undefined;
    if (!onCnic) throw notFound(`body.number: ${body.number} on your CNIC`);
    // Reports of one number queue here, so two at once make one.
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cnic-report:${body.number}`]);
    await applyDueCnicReports(q, userId, now);
    const { rows: open } = await q.query<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM service_requests WHERE type = $1 AND payload->>'number' = $2 AND status IN ('SUBMITTED', 'IN_PROGRESS')`,
      [CNIC_REPORT, body.number],
    );
    let id = open[0]?.id;
    if (open[0] && open[0].user_id !== userId) throw unprocessable('REQUEST_ALREADY_OPEN', `body.number: ${body.number} is already reported`);
    if (!id) {
      id = `SR-${randomUUID().slice(0, 8).toUpperCase()}`;
      await q.query(`INSERT INTO service_requests (id, user_id, type, status, payload, created_at, updated_at) VALUES ($1, $2, $3, 'SUBMITTED', $4::jsonb, $5, $5)`, [
        id, userId, CNIC_REPORT, JSON.stringify({ number: body.number, onThisAccount: onCnic.user_id === userId }), now,
      ]);
    }
    const { rows } = await q.query<{ id: string; type: string; status: string; payload: Record<string, unknown>; created_at: string; updated_at: string }>('SELECT * FROM service_requests WHERE id = $1', [id]);
    const r = rows[0]!;
    return { requestId: r.id, type: r.type, status: r.status, number: body.number, payload: r.payload, paymentRequired: false, totalCharges: 0, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at) };
  });

export const cnicHandlers: HandlerMap = { GET_CNIC_LINES: lines, REPORT_CNIC_LINE: report };
