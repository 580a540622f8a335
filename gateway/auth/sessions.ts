import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { forbidden, unauthorized } from '../http/gateway-error';
import type { Caller } from '../http/context';

/**
 * How long a session may be refreshed after sign-in: the absolute lifetime (OWASP ASVS 3.3.2 level 1; see
 * docs/decisions/2026-11-25-sign-in-limits-and-token-rotation.md). No token of the session outlives it.
 */
export const SESSION_MAX_MS = 30 * 24 * 3600 * 1000;
/** How long after its own expiry a token may still be refreshed: the idle timeout. Older tokens need a new sign-in. */
export const REFRESH_IDLE_MS = 24 * 3600 * 1000;
/**
 * How long a refreshed (rotated) token may be refreshed again and get the same successor: two tabs that refresh
 * the same token at nearly the same moment both keep the session. Past it, a rotated token is a stolen copy.
 */
export const REFRESH_GRACE_MS = 30_000;

/** Opens a session and issues its first access token. */
export async function openSession(
  q: Queryable,
  userId: string,
  opts: { now: number; ttlSeconds: number; deviceId?: string },
): Promise<{ accessToken: string; expiresIn: number; sessionId: string }> {
  const sessionId = randomUUID();
  await q.query('INSERT INTO sessions (id, user_id, device_id, created_at) VALUES ($1, $2, $3, $4)', [sessionId, userId, opts.deviceId ?? null, opts.now]);
  return { ...(await issueAccessToken(q, sessionId, { ...opts, sessionEndsAt: opts.now + SESSION_MAX_MS })), sessionId };
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

async function issueAccessToken(q: Queryable, sessionId: string, opts: { now: number; ttlSeconds: number; sessionEndsAt: number }) {
  const accessToken = randomBytes(32).toString('base64url');
  const expiresAt = Math.min(opts.now + opts.ttlSeconds * 1000, opts.sessionEndsAt);
  await q.query('INSERT INTO access_tokens (token, session_id, expires_at) VALUES ($1, $2, $3)', [accessToken, sessionId, expiresAt]);
  return { accessToken, expiresIn: secondsUntil(expiresAt, opts.now) };
}

interface TokenRow {
  session_id: string;
  expires_at: string;
  rotated_at: string | null;
  successor: string | null;
  revoked_at: string | null;
  created_at: string;
  user_id: string;
  email: string | null;
}

/** A token with its session; `lock` holds the token row for the rest of the transaction (a refresh). */
async function lookup(q: Queryable, token: string, lock = false): Promise<TokenRow | undefined> {
  const { rows } = await q.query<TokenRow>(
    `SELECT t.session_id, t.expires_at, t.rotated_at, t.successor, s.revoked_at, s.created_at, s.user_id, u.email
     FROM access_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id WHERE t.token = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [token],
  );
  return rows[0];
}

/** The bearer token of an Authorization header, if any. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/** The caller behind a token: 401 when missing, unknown, expired or already refreshed; 403 when the session was revoked. */
export async function resolveCaller(q: Queryable, token: string | undefined, now: number): Promise<Caller> {
  if (!token) throw unauthorized('Authorization header with a bearer token is required');
  const row = await lookup(q, token);
  if (!row) throw unauthorized('Access token is not recognised');
  if (row.revoked_at !== null) throw forbidden('The session was logged out');
  // 401, not 403: the app then refreshes, and its refresher hands over the successor it already holds.
  if (row.rotated_at !== null) throw unauthorized('Access token was refreshed; use its successor');
  if (Number(row.expires_at) <= now) throw unauthorized('Access token expired');
  return { userId: row.user_id, sessionId: row.session_id, email: row.email ?? '' };
}

/**
 * Rotates the token behind `token`: issues its successor and retires it (OWASP ASVS 3.3, refresh-token rotation).
 * A token that expired less than REFRESH_IDLE_MS ago still refreshes; the session never past SESSION_MAX_MS.
 * Refreshing a retired token again within REFRESH_GRACE_MS returns the same successor (two tabs); after that it
 * is reuse of a stolen copy, and the whole session is revoked. Run it in a transaction that keeps refusals
 * (txKeepingRefusals), or the revocation is rolled back with the refusal.
 */
export async function refreshSession(q: Queryable, token: string | undefined, opts: { now: number; ttlSeconds: number }) {
  if (!token) throw unauthorized('Authorization header with a bearer token is required');
  const { now } = opts;
  // The row lock makes parallel refreshes of one token queue: the first rotates, the rest see its successor.
  const row = await lookup(q, token, true);
  if (!row) throw unauthorized('Access token is not recognised');
  if (row.revoked_at !== null) throw forbidden('The session was logged out');
  const sessionEndsAt = Number(row.created_at) + SESSION_MAX_MS;
  if (sessionEndsAt <= now) throw unauthorized('Session expired; sign in again');
  if (row.rotated_at !== null) {
    if (now - Number(row.rotated_at) <= REFRESH_GRACE_MS && row.successor !== null) {
      const { rows } = await q.query<{ expires_at: string; rotated_at: string | null }>('SELECT expires_at, rotated_at FROM access_tokens WHERE token = $1', [row.successor]);
      const next = rows[0];
      if (next && next.rotated_at === null) return { accessToken: row.successor, expiresIn: secondsUntil(Number(next.expires_at), now) };
    }
    await revokeSession(q, row.session_id, now);
    throw forbidden('This token was already refreshed; the session is revoked, sign in again');
  }
  if (Number(row.expires_at) + REFRESH_IDLE_MS <= now) throw unauthorized('Access token expired too long ago; sign in again');
  const issued = await issueAccessToken(q, row.session_id, { ...opts, sessionEndsAt });
  await q.query('UPDATE access_tokens SET rotated_at = $2, successor = $3 WHERE token = $1', [token, now, issued.accessToken]);
  return issued;
}

/** Revokes the session: its tokens then answer 403. */
export async function revokeSession(q: Queryable, sessionId: string, now: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}
