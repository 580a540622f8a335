import type { Queryable } from '../db/database';

/** Issue 3: at most 5 lines per CNIC. */
export const MAX_LINES_PER_DOCUMENT = 5;

/** Lines held or being ordered on a document: orders that did not fail or get cancelled. */
export async function activeLines(q: Queryable, documentId: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM orders WHERE document_id = $1 AND status NOT IN ('FAILED', 'CANCELLED')`,
    [documentId],
  );
  return Number(rows[0]?.n ?? 0);
}
