import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { codes, unprocessable } from '../http/gateway-error';
import { consume, lockCodeRequest, recordWrongAttempt } from './one-time-codes';

/**
 * A new customer's guest code proves the email (issue 16): instead of a second code, GUEST_VALIDATE hands out a
 * proof that SIGNUP_GUEST_VERIFIED redeems. The proof is bound to the email, lives a few minutes, is used once,
 * and only its hash is stored; wrong proofs count like wrong codes and block the request.
 */
export const GUEST_SIGNUP_PROOF_SECONDS = 600;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Issues a proof for `email`: `<request id>.<secret>`. */
export async function issueGuestSignupProof(q: Queryable, email: string, now: number, meta: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO otp_requests (id, purpose, identifier, code, expires_at, last_sent_at, meta, created_at)
     VALUES ($1, 'guest_signup', $2, $3, $4, $5, $6::jsonb, $5)`,
    [id, email, hashOf(secret), now + GUEST_SIGNUP_PROOF_SECONDS * 1000, now, JSON.stringify(meta)],
  );
  return `${id}.${secret}`;
}

const refused = () => unprocessable(codes.FAILED_TO_VALIDATE_TOKEN, 'The email verification is not valid; verify the email again');

/**
 * Redeems a proof for `email` (consumed in the caller's transaction). Any mismatch — unknown, other email,
 * used, expired, blocked, wrong secret — answers one refusal, so a proof tells nothing about other emails.
 * Returns what the guest request kept (e.g. the contact number).
 */
export async function redeemGuestSignupProof(q: Queryable, email: string, proof: string, now: number): Promise<Record<string, unknown>> {
  const [id = '', secret = ''] = proof.split('.');
  const row = await lockCodeRequest(q, id);
  if (!row || row.purpose !== 'guest_signup' || row.identifier !== email || row.consumed_at !== null || row.blocked) throw refused();
  if (Number(row.expires_at) <= now) throw refused();
  const expected = Buffer.from(row.code ?? '', 'hex');
  const given = Buffer.from(hashOf(secret), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await recordWrongAttempt(q, row);
    throw refused();
  }
  await consume(q, row.id, now);
  return row.meta;
}
