import type { Queryable } from '../db/database';
import { fillBlankDetails } from './users';

/**
 * A guest's purchases (orders, their carts and lines, placed without an account under an email) join the account
 * whose email was just proven by a code: at sign-up, at sign-in, by a guest code, or by a verified email change.
 * Nothing joins an account because the account merely names the email (issue 27: a profile update that set a
 * guest's email took over their line). Returns the orders claimed.
 */
export async function claimGuestPurchases(q: Queryable, userId: string, email: string | null): Promise<string[]> {
  if (!email) return [];
  const { rows } = await q.query<{ ref: string }>('UPDATE orders SET user_id = $1 WHERE user_id IS NULL AND email = lower($2) RETURNING ref', [userId, email]);
  await q.query('UPDATE lines SET user_id = $1 WHERE user_id IS NULL AND email = lower($2)', [userId, email]);
  await q.query('UPDATE carts SET user_id = $1 WHERE user_id IS NULL AND email = lower($2)', [userId, email]);
  // The newest claimed purchase's details fill what the account does not have yet (issue 30).
  if (rows.length) {
    const { rows: [latest] } = await q.query<{ personal: unknown }>(
      `SELECT payload->'personalDetails' AS personal FROM orders WHERE ref = ANY($1::text[]) ORDER BY created_at DESC LIMIT 1`,
      [rows.map((r) => r.ref)],
    );
    await fillBlankDetails(q, userId, latest?.personal);
  }
  return rows.map((r) => r.ref);
}

/** After a sign-in by any channel: the account's email counts as proven only once a code confirmed it. */
export async function claimForConfirmedEmail(q: Queryable, user: { id: string; email: string | null; email_confirmed: boolean }): Promise<void> {
  if (user.email_confirmed) await claimGuestPurchases(q, user.id, user.email);
}
