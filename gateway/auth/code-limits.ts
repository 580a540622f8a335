import type { Queryable } from '../db/database';
import { GatewayError, codes } from '../http/gateway-error';
import type { CodePurpose } from './one-time-codes';

/** What counts against a destination: a code sent to it (request or resend) or a wrong code entered for it. */
export type CodeEvent = 'request' | 'failure';

/**
 * Per-destination limits on one-time codes (OWASP ASVS 2.2.1), sliding windows over all of a destination's code
 * requests of one purpose, whichever route sent them and whichever process served them (the events live in the
 * database). docs/decisions/2026-11-25-sign-in-limits-and-token-rotation.md and 2026-11-28-code-limits.md say why
 * these numbers. The first two are the 15-minute limits, then the daily ones.
 */
export const CODE_LIMITS: ReadonlyArray<{ kind: CodeEvent; limit: number; windowMs: number }> = [
  { kind: 'failure', limit: 5, windowMs: 15 * 60_000 },
  { kind: 'request', limit: 5, windowMs: 15 * 60_000 },
  { kind: 'failure', limit: 20, windowMs: 24 * 3600_000 },
  { kind: 'request', limit: 20, windowMs: 24 * 3600_000 },
];
const LONGEST_WINDOW_MS = Math.max(...CODE_LIMITS.map((l) => l.windowMs));

/**
 * The key codes are counted under: an address lower-cased, a number as its digits in international form, so
 * `0300 1234567`, `3001234567`, `+92 300 1234567` and `923001234567` are one phone.
 */
export function normaliseDestination(destination: string): string {
  const trimmed = destination.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return `92${digits.slice(1)}`;
  if (/^3\d{9}$/.test(digits)) return `92${digits}`;
  return digits;
}

/**
 * 422005 (max login retries, SPEC §8) with the time the identifier may try again. The same answer whether or not an
 * account exists. 422 rather than 429: the login page has shown this answer in place since issue 27, and older
 * clients know its code.
 */
export class SignInLocked extends GatewayError {
  constructor(readonly retryAt: number) {
    super(422, codes.MAX_LOGIN_RETRIES, `Too many sign-in attempts; try again at ${new Date(retryAt).toISOString()}`);
  }

  override toBody(id?: string) {
    return { ...super.toBody(id), retryAt: this.retryAt };
  }
}

/**
 * 429 TOO_MANY_CODES with `retryAt`: too many codes sent to this number or address, or too many wrong codes entered
 * for it, for this purpose. The app shows it where the customer asked (not on its rate-limit page), with the time.
 */
export class TooManyCodes extends GatewayError {
  constructor(readonly retryAt: number) {
    super(429, codes.TOO_MANY_CODES, `Too many codes for this number or address; try again at ${new Date(retryAt).toISOString()}`);
  }

  override toBody(id?: string) {
    return { ...super.toBody(id), retryAt: this.retryAt };
  }
}

const refusal = (purpose: CodePurpose, retryAt: number) => (purpose === 'signin' ? new SignInLocked(retryAt) : new TooManyCodes(retryAt));

/**
 * Serialises the checks of one destination and purpose until the transaction ends, so parallel requests (on any
 * process) cannot all pass, and a check-then-insert under it (one pending sign-up per email) holds.
 */
export async function lockDestination(q: Queryable, purpose: CodePurpose, destination: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(27005, hashtext($1::text))', [`${purpose}:${normaliseDestination(destination)}`]);
}

/**
 * When the destination may go on (epoch ms), or undefined when it is within every limit on the kinds given. Sending
 * a code checks both kinds; checking a code already sent checks wrong codes only. Call under the lock.
 */
export async function lockedUntil(q: Queryable, purpose: CodePurpose, destination: string, now: number, kinds: readonly CodeEvent[]): Promise<number | undefined> {
  let until: number | undefined;
  for (const { kind, limit, windowMs } of CODE_LIMITS.filter((l) => kinds.includes(l.kind))) {
    const { rows } = await q.query<{ at: string }>(
      'SELECT at FROM code_events WHERE purpose = $1 AND destination = $2 AND kind = $3 AND at > $4 ORDER BY at DESC LIMIT $5',
      [purpose, normaliseDestination(destination), kind, now - windowMs, limit],
    );
    // Free again once the oldest of the last `limit` events leaves the window.
    if (rows.length >= limit) until = Math.max(until ?? 0, Number(rows[limit - 1]!.at) + windowMs);
  }
  return until;
}

/** Throws the refusal when the destination is over a limit of the kinds given. Call under the lock. */
export async function assertCodeAllowed(q: Queryable, purpose: CodePurpose, destination: string, now: number, kinds: readonly CodeEvent[]): Promise<void> {
  const until = await lockedUntil(q, purpose, destination, now, kinds);
  if (until !== undefined) throw refusal(purpose, until);
}

/** Counts one event; drops a few events older than every window (never waiting on another destination's rows). */
export async function recordCodeEvent(q: Queryable, purpose: CodePurpose, destination: string, kind: CodeEvent, now: number): Promise<void> {
  await q.query(
    'DELETE FROM code_events WHERE ctid IN (SELECT ctid FROM code_events WHERE at <= $1 LIMIT 50 FOR UPDATE SKIP LOCKED)',
    [now - LONGEST_WINDOW_MS],
  );
  await q.query('INSERT INTO code_events (purpose, destination, kind, at) VALUES ($1, $2, $3, $4)', [purpose, normaliseDestination(destination), kind, now]);
}

/**
 * Before a code is sent to `destination` (a new request or a resend): refuses while the destination is over a
 * limit, else runs `check` (a route's own refusal, under the same lock) and counts the code. Refused sends do not
 * count, so asking again while locked does not lengthen the lock.
 */
export async function admitCodeSend(q: Queryable, purpose: CodePurpose, destination: string, now: number, check?: () => Promise<void>): Promise<void> {
  await lockDestination(q, purpose, destination);
  await assertCodeAllowed(q, purpose, destination, now, ['request', 'failure']);
  await check?.();
  await recordCodeEvent(q, purpose, destination, 'request', now);
}

/**
 * Before a code sent to `destination` is checked: refuses while too many wrong codes were entered for it (even the
 * right code, on every pending request of the destination and purpose). Returns the hook that counts a wrong code
 * and answers the refusal as soon as the limit is reached.
 */
export async function guardCodeCheck(q: Queryable, purpose: CodePurpose, destination: string, now: number): Promise<() => Promise<void>> {
  await lockDestination(q, purpose, destination);
  await assertCodeAllowed(q, purpose, destination, now, ['failure']);
  return async () => {
    await recordCodeEvent(q, purpose, destination, 'failure', now);
    await assertCodeAllowed(q, purpose, destination, now, ['failure']);
  };
}

/** A right code forgets the destination's wrong codes of that purpose (the codes it was sent still count). */
export async function clearCodeFailures(q: Queryable, purpose: CodePurpose, destination: string): Promise<void> {
  await q.query("DELETE FROM code_events WHERE purpose = $1 AND destination = $2 AND kind = 'failure'", [purpose, normaliseDestination(destination)]);
}
