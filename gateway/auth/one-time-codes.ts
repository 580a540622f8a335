import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** SPEC §9: codes have 6 digits and live 120 s. */
export const CODE_TTL_SECONDS = 120;
/** Wrong codes allowed per request before it is blocked (the next one answers max-retries). */
export const MAX_ATTEMPTS = 3;
/** Resends allowed per request. */
export const MAX_RESENDS = 3;

export type CodePurpose = 'signin' | 'signup' | 'phone' | 'guest' | 'portin' | 'email-change' | 'card-update' | 'guest_signup' | 'line-unblock' | 'balance-share';

export interface CodeRow {
  id: string;
  purpose: CodePurpose;
  identifier: string;
  code: string | null;
  expires_at: string;
  attempts: number;
  resends: number;
  last_sent_at: string;
  consumed_at: string | null;
  blocked: boolean;
  meta: Record<string, unknown>;
}

/** A fresh 6-digit code. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Stores a code request. `code` null makes a request that can never validate (sign-in for an
 * unknown identifier: the answer looks the same, so accounts cannot be enumerated).
 */
export async function createCodeRequest(
  q: Queryable,
  r: { purpose: CodePurpose; identifier: string; code: string | null; now: number; meta?: Record<string, unknown> },
): Promise<{ requestId: string; expiresIn: number }> {
  const requestId = randomUUID();
  await q.query(
    `INSERT INTO otp_requests (id, purpose, identifier, code, expires_at, last_sent_at, meta, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $6)`,
    [requestId, r.purpose, r.identifier, r.code, r.now + CODE_TTL_SECONDS * 1000, r.now, JSON.stringify(r.meta ?? {})],
  );
  return { requestId, expiresIn: CODE_TTL_SECONDS };
}

/** Reads a request and locks it for the rest of the transaction. */
export async function lockCodeRequest(q: Queryable, requestId: string): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>('SELECT * FROM otp_requests WHERE id = $1 FOR UPDATE', [requestId]);
  return rows[0];
}

/** A live, unblocked, unconsumed request of this purpose for this identifier. */
export async function findPending(q: Queryable, purpose: CodePurpose, identifier: string, now: number): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(
    `SELECT * FROM otp_requests WHERE purpose = $1 AND identifier = $2 AND consumed_at IS NULL AND NOT blocked AND expires_at > $3
     ORDER BY created_at DESC LIMIT 1`,
    [purpose, identifier, now],
  );
  return rows[0];
}

export async function recordWrongAttempt(q: Queryable, row: CodeRow): Promise<{ blocked: boolean }> {
  const attempts = row.attempts + 1;
  const blocked = attempts >= MAX_ATTEMPTS;
  await q.query('UPDATE otp_requests SET attempts = $2, blocked = $3 WHERE id = $1', [row.id, attempts, blocked]);
  return { blocked };
}

export async function consume(q: Queryable, id: string, now: number): Promise<void> {
  await q.query('UPDATE otp_requests SET consumed_at = $2 WHERE id = $1', [id, now]);
}

/** Replaces the code and restarts the expiry; counts the resend. */
export async function resendCode(q: Queryable, row: CodeRow, now: number): Promise<{ code: string | null; expiresIn: number }> {
  const code = row.code === null ? null : newCode();
  await q.query('UPDATE otp_requests SET code = $2, expires_at = $3, last_sent_at = $4, resends = resends + 1 WHERE id = $1', [
    row.id,
    code,
    now + CODE_TTL_SECONDS * 1000,
    now,
  ]);
  return { code, expiresIn: CODE_TTL_SECONDS };
}

export async function block(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE otp_requests SET blocked = true WHERE id = $1', [id]);
}
