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

/** The ways one mobile number may be stored (a port-in's line keeps the digits as typed): 92…, 0… and the bare 3…. */
export function storedSpellings(normalised: string): string[] {
  const ten = normalised.slice(2);
  return [normalised, `0${ten}`, ten];
}

/**
 * Whose account a sign-in identifier names (issue 45 part 1, docs/decisions/2026-11-29-sign-in-by-number.md): an
 * email by the account's address; a mobile number (however typed) first by the account that owns an open line with
 * that number (the operator's own record, bought and KYC'd by that account), else by the account that confirmed it as
 * its contact number with a code. A line that is closed (Inactive) or a guest's line no account has claimed names
 * nobody; an unconfirmed contact number names nobody.
 */
export async function findSignInAccount(q: Queryable, identifier: string): Promise<UserRow | undefined> {
  if (identifier.includes('@')) return findUser(q, identifier);
  const number = storedMobileNumber(identifier);
  if (!number) return undefined;
  const { rows } = await q.query<UserRow>(
    `SELECT u.* FROM lines l JOIN users u ON u.id = l.user_id
      WHERE l.number = ANY($1::text[]) AND l.status <> 'Inactive' ORDER BY l.created_at DESC LIMIT 1`,
    [storedSpellings(number)],
  );
  if (rows[0]) return rows[0];
  return (await q.query<UserRow>('SELECT * FROM users WHERE contact_number = $1 AND phone_confirmed', [number])).rows[0];
}

/**
 * Makes `contactNumber` the confirmed number of `userId`, taking it from any other account that confirmed it
 * before: the latest account to prove the number owns it. The advisory lock queues two confirmations of one
 * number, so the second sees the first and neither trips the unique index.
 */
export async function confirmContactNumber(q: Queryable, userId: string, contactNumber: string): Promise<void> {
  // Kept as 92XXXXXXXXXX (issue 45): 0300…, 300… and 92300… are one phone, so one of them is confirmed at a time.
  const number = storedMobileNumber(contactNumber) ?? contactNumber;
  const spellings = storedMobileNumber(contactNumber) ? storedSpellings(number) : [number];
  await q.query('SELECT pg_advisory_xact_lock(27006, hashtext($1::text))', [number]);
  await q.query('UPDATE users SET phone_confirmed = false WHERE contact_number = ANY($1::text[]) AND phone_confirmed AND id <> $2', [spellings, userId]);
  await q.query('UPDATE users SET contact_number = $2, phone_confirmed = true WHERE id = $1', [userId, number]);
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

/** A Pakistani mobile number as the gateway keeps it, 92XXXXXXXXXX, from +92…, 03… or 3… as typed; else undefined. */
export function storedMobileNumber(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\D/g, '');
  const m = /^(?:92|0)?(3\d{9})$/.exec(digits);
  return m ? `92${m[1]}` : undefined;
}

/**
 * What a purchase told about the buyer fills the account's blank details (issue 30: My account said 'Not given'
 * after a purchase that gave a name): first, middle and last name, birth date and contact number. What the account
 * already has is never overwritten, and a number filled in this way is not confirmed (it does not sign in).
 */
export async function fillBlankDetails(q: Queryable, userId: string, personal: unknown): Promise<void> {
  if (!personal || typeof personal !== 'object') return;
  const p = personal as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  const dob = typeof p.dob === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.dob) ? Date.parse(`${p.dob}T00:00:00Z`) : NaN;
  await q.query(
    `UPDATE users SET
       first_name = CASE WHEN first_name = '' THEN $2 ELSE first_name END,
       middle_name = CASE WHEN first_name = '' AND last_name = '' AND middle_name = '' THEN $3 ELSE middle_name END,
       last_name = CASE WHEN last_name = '' THEN $4 ELSE last_name END,
       dob = COALESCE(dob, $5::bigint),
       contact_number = COALESCE(NULLIF(contact_number, ''), $6)
     WHERE id = $1`,
    [userId, text(p.firstName), text(p.middleName), text(p.lastName), Number.isFinite(dob) ? dob : null, storedMobileNumber(p.contactNumber) ?? null],
  );
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
