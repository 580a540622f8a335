import type { Queryable } from '../db/database';
import { GatewayError, codes } from '../http/gateway-error';

/** What counts against a sign-in identifier: a code sent (request or resend) or a wrong code entered. */
export type SignInEvent = 'request' | 'failure';

/**
 * Per-identifier sign-in limits (OWASP ASVS 2.2.1), sliding windows over all of the identifier's code requests;
 * docs/decisions/2026-11-25-sign-in-limits-and-token-rotation.md says why these numbers.
 */
export const SIGN_IN_LIMITS: ReadonlyArray<{ kind: SignInEvent; limit: number; windowMs: number }> = [
  { kind: 'failure', limit: 5, windowMs: 15 * 60_000 },
  { kind: 'request', limit: 5, windowMs: 15 * 60_000 },
  { kind: 'failure', limit: 20, windowMs: 24 * 3600_000 },
];
const LONGEST_WINDOW_MS = Math.max(...SIGN_IN_LIMITS.map((l) => l.windowMs));

/**
 * 422005 (max login retries, SPEC §8) with the time the identifier may try again. The same answer whether or not an
 * account exists. 422 rather than 429: the app sends a 429 to its rate-limit page, and the customer should stay on
 * the login page with what they typed and a time to come back.
 */
export class SignInLocked extends GatewayError {
  constructor(readonly retryAt: number) {
    super(422, codes.MAX_LOGIN_RETRIES, `Too many sign-in attempts; try again at ${new Date(retryAt).toISOString()}`);
  }

  override toBody(id?: string) {
    return { ...super.toBody(id), retryAt: this.retryAt };
  }
}

/** Serialises the sign-in checks of one identifier until the transaction ends, so parallel requests cannot all pass. */
export async function lockSignInIdentifier(q: Queryable, identifier: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(27005, hashtext($1::text))', [identifier]);
}

/**
 * When `identifier` may go on (epoch ms), or undefined when it is within every limit on the kinds given. Sending a
 * code checks both kinds; checking a code already sent checks wrong codes only. Call under the lock.
 */
export async function signInLockedUntil(q: Queryable, identifier: string, now: number, kinds: readonly SignInEvent[]): Promise<number | undefined> {
  let until: number | undefined;
  for (const { kind, limit, windowMs } of SIGN_IN_LIMITS.filter((l) => kinds.includes(l.kind))) {
    const { rows } = await q.query<{ at: string }>(
      'SELECT at FROM sign_in_events WHERE identifier = $1 AND kind = $2 AND at > $3 ORDER BY at DESC LIMIT $4',
      [identifier, kind, now - windowMs, limit],
    );
    // Free again once the oldest of the last `limit` events leaves the window.
    if (rows.length >= limit) until = Math.max(until ?? 0, Number(rows[limit - 1]!.at) + windowMs);
  }
  return until;
}

/** Throws SignInLocked when `identifier` is over a limit of the kinds given. Call under the lock. */
export async function assertSignInAllowed(q: Queryable, identifier: string, now: number, kinds: readonly SignInEvent[]): Promise<void> {
  const until = await signInLockedUntil(q, identifier, now, kinds);
  if (until !== undefined) throw new SignInLocked(until);
}

/** Counts one event; drops a few events older than every window (never waiting on another identifier's rows). */
export async function recordSignInEvent(q: Queryable, identifier: string, kind: SignInEvent, now: number): Promise<void> {
  await q.query(
    'DELETE FROM sign_in_events WHERE ctid IN (SELECT ctid FROM sign_in_events WHERE at <= $1 LIMIT 50 FOR UPDATE SKIP LOCKED)',
    [now - LONGEST_WINDOW_MS],
  );
  await q.query('INSERT INTO sign_in_events (identifier, kind, at) VALUES ($1, $2, $3)', [identifier, kind, now]);
}

/** A successful sign-in forgets the identifier's wrong codes (the codes it was sent still count). */
export async function clearSignInFailures(q: Queryable, identifier: string): Promise<void> {
  await q.query("DELETE FROM sign_in_events WHERE identifier = $1 AND kind = 'failure'", [identifier]);
}
