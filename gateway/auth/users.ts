import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface UserRow {
  id: string;
  email: string | null;
  contact_number: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string | null;
  email_confirmed: boolean;
  phone_confirmed: boolean;
  telco_user: boolean;
  privacy: Record<string, boolean> | null;
}

/**
 * A user by email (case-insensitive) or by a contact number that user confirmed with a code. An unconfirmed number
 * finds nobody, and a confirmed one finds one user only (unique index users_confirmed_contact_number).
 */
export async function findUser(q: Queryable, identifier: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) OR (contact_number = $1 AND phone_confirmed) LIMIT 1', [identifier]);
  return rows[0];
}

/**
 * Makes `contactNumber` the confirmed number of `userId`, taking it from any other account that confirmed it
 * before: the latest account to prove the number owns it. The advisory lock queues two confirmations of one
 * number, so the second sees the first and neither trips the unique index.
 */
export async function confirmContactNumber(q: Queryable, userId: string, contactNumber: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(27006, hashtext($1::text))', [contactNumber]);
  await q.query('UPDATE users SET phone_confirmed = false WHERE contact_number = $1 AND phone_confirmed AND id <> $2', [contactNumber, userId]);
  await q.query('UPDATE users SET contact_number = $2, phone_confirmed = true WHERE id = $1', [userId, contactNumber]);
}

export async function getUser(q: Queryable, id: string): Promise<UserRow> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  if (!rows[0]) throw new Error(`User ${id} vanished`);
  return rows[0];
}

/** Creates a user whose email was just confirmed by a sign-up code. */
export async function createUser(q: Queryable, u: { email: string; contactNumber?: string; now: number }): Promise<UserRow> {
  const id = randomUUID();
  await q.query('INSERT INTO users (id, email, contact_number, email_confirmed, created_at) VALUES ($1, lower($2), $3, true, $4)', [
    id,
    u.email,
    u.contactNumber ?? null,
    u.now,
  ]);
  return getUser(q, id);
}

/** SPEC §3 user details source fields. */
export function toUserDetails(u: UserRow) {
  return {
    external_id: u.id,
    first_name: u.first_name,
    middle_name: u.middle_name,
    last_name: u.last_name,
    email: u.email ?? '',
    email_confirmed: u.email_confirmed,
    phone_confirmed: u.phone_confirmed,
    telco_user: u.telco_user,
    telco_info: { phone_no: u.contact_number ?? '' },
    dob: { timestamp: u.dob === null ? null : Number(u.dob) },
  };
}
