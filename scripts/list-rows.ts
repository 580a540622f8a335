/**
 * Rows for one customer's list calls (orders, service requests, loyalty history, the history of charges and credits
 * of a line), written straight into the
 * gateway's database: the paging tests and `npm run bench` (scripts/list-bench.ts) read lists of 10 and 10,000.
 */
import type { Queryable } from '../gateway/db/database';

const DAY = 24 * 3600 * 1000;

/**
 * Adds `n` orders, `n` service requests and `n` loyalty entries for `userId`, spread over the 300 days before
 * `now` (a tenth of the orders unfinished, the rest finished; every request closed; every entry within its year,
 * so none is due to expire), then gathers the planner's statistics. Ids carry `tag`, so two calls never collide.
 */
export async function seedListRows(q: Queryable, user: { userId: string; email: string }, n: number, now: number, tag = 'seed'): Promise<void> {
  const step = Math.max(1, Math.floor((300 * DAY) / n));
  await q.query(
    `INSERT INTO orders (ref, user_id, email, order_type, state, status, payload, preview, total, created_at, updated_at)
       SELECT $3 || '-O' || i, $1, $2, 'SIM_ONLY', CASE WHEN i % 10 = 0 THEN 'INP' ELSE 'TSU' END,
              CASE WHEN i % 10 = 0 THEN 'PLACED' ELSE 'COMPLETED' END, '{}'::jsonb, '{}'::jsonb, 0,
              $4::bigint - i * $5::bigint, $4::bigint - i * $5::bigint
         FROM generate_series(1, $6::int) AS i`,
    [user.userId, user.email, tag, now, step, n],
  );
  await q.query(
    `INSERT INTO service_requests (id, user_id, type, status, payload, created_at, updated_at)
       SELECT $2 || '-R' || i, $1, (ARRAY['SIM_REPLACEMENT', 'PLAN_SWITCH', 'TERMINATION_REQUEST'])[1 + i % 3],
              CASE WHEN i % 2 = 0 THEN 'COMPLETED' ELSE 'CANCELLED' END,
              jsonb_build_object('number', '92300' || lpad((i % 10000000)::text, 7, '0')), $3::bigint - i * $4::bigint, $3::bigint - i * $4::bigint
         FROM generate_series(1, $5::int) AS i`,
    [user.userId, tag, now, step, n],
  );
  await q.query(
    `INSERT INTO loyalty_ledger (customer_id, points, reason, created_at, expires_at)
       SELECT $1, CASE WHEN i % 4 = 0 THEN -50 ELSE 10 END, CASE WHEN i % 4 = 0 THEN 'REDEEM LP-DATA-2GB' ELSE 'BUY LP-DATA-2GB' END,
              $2::bigint - i * $3::bigint, CASE WHEN i % 4 = 0 THEN NULL ELSE $2::bigint - i * $3::bigint + ${365 * DAY} END
         FROM generate_series($4::int, 1, -1) AS i`,
    [user.userId, now, step, n],
  );
  // One Active line (renewing long after the bench) with `n` charges and credits in its ledger (issue 44's history).
  await q.query(
    `INSERT INTO lines (order_ref, number, user_id, email, plan_id, sim_type, number_type, status, activated_at, created_at, updated_at, airtime_balance,
                        renews_at, period_start, usage_at, renewals)
       VALUES ($1 || '-L', '92399' || lpad((abs(hashtext($1)) % 10000000)::text, 7, '0'), $2, $3, 'plan-prepaid-monthly', 'esim', 'NEW', 'Active',
               $4::bigint - ${400 * DAY}, $4::bigint - ${400 * DAY}, $4, 500, $4::bigint + ${3650 * DAY}, $4, $4, 0)`,
    [tag, user.userId, user.email, now],
  );
  await q.query(
    `INSERT INTO line_ledger (order_ref, kind, what, item, amount, tax, airtime, reference, at)
       SELECT $1 || '-L', CASE WHEN i % 3 = 0 THEN 'CREDIT' ELSE 'CHARGE' END,
              (ARRAY['RECHARGE', 'DATA_BUNDLE', 'RENEWAL'])[1 + i % 3], CASE WHEN i % 3 = 1 THEN 'data-2gb' ELSE '' END,
              200, CASE WHEN i % 3 = 0 THEN NULL ELSE 27.59 END, CASE WHEN i % 3 = 0 THEN 200 ELSE 0 END, $1 || '-T' || i, $2::bigint - i * $3::bigint
         FROM generate_series($4::int, 1, -1) AS i`,
    [tag, now, step, n],
  );
  // The statistics autovacuum would have gathered long before a customer had this many rows (PGlite has none).
  for (const table of ['orders', 'service_requests', 'loyalty_ledger', 'lines', 'line_ledger']) await q.query(`ANALYZE ${table}`);
}
