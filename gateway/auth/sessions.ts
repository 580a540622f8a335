import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { forbidden, unauthorized } from '../http/gateway-error';
import type { Caller } from '../http/context';

/** How long a session may be refreshed after sign-in. */
export const SESSION_MAX_MS = 30 * 24 * 3600 * 1000;

/** Opens a session and issues its first access token. */
export async function openSession(
  q: Queryable,
  userId: string,
  opts: { now: number; ttlSeconds: number; deviceId?: string },
): Promise<{ accessToken: string; expiresIn: number; sessionId: string }> {
  const sessionId = randomUUID();
  await q.query('INSERT INTO sessions (id, user_id, device_id, created_at) VALUES ($1, $2, $3, $4)', [sessionId, userId, opts.deviceId ?? null, opts.now]);
  return { ...(await issueAccessToken(q, sessionId, opts)), sessionId };
}

async function issueAccessToken(q: Queryable, sessionId: string, opts: { now: number; ttlSeconds: number }) {
  const accessToken = randomBytes(32).toString('base64url');
  await q.query('INSERT INTO access_tokens (token, session_id, expires_at) VALUES ($1, $2, $3)', [accessToken, sessionId, opts.now + opts.ttlSeconds * 1000]);
  return { accessToken, expiresIn: opts.ttlSeconds };
}

interface TokenRow {
  session_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  user_id: string;
  email: string | null;
}

async function lookup(q: Queryable, token: string): Promise<TokenRow | undefined> {
  const { rows } = await q.query<TokenRow>(
    `SELECT t.session_id, t.expires_at, s.revoked_at, s.created_at, s.user_id, u.email
     FROM access_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id WHERE t.token = $1`,
    [token],
  );
  return rows[0];
}

/** The bearer token of an Authorization header, if any. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/** The caller behind a token: 401 when missing, unknown or expired; 403 when the session was revoked. */
export async function resolveCaller(q: Queryable, token: string | undefined, now: number): Promise<Caller> {
  if (!token) throw unauthorized('Authorization header with a bearer token is required');
  const row = await lookup(q, token);
  if (!row) throw unauthorized('Access token is not recognised');
  if (row.revoked_at !== null) throw forbidden('The session was logged out');
  if (Number(row.expires_at) <= now) throw unauthorized('Access token expired');
  return { userId: row.user_id, sessionId: row.session_id, email: row.email ?? '' };
}

/** Issues a fresh access token for the session behind `token`, even if that token expired. */
export async function refreshSession(q: Queryable, token: string | undefined, opts: { now: number; ttlSeconds: number }) {
  if (!token) throw unauthorized('Authorization header with a bearer token is required');
  const row = await lookup(q, token);
  if (!row) throw unauthorized('Access token is not recognised');
  if (row.revoked_at !== null) throw forbidden('The session was logged out');
  if (Number(row.created_at) + SESSION_MAX_MS <= opts.now) throw unauthorized('Session expired; sign in again');
  return issueAccessToken(q, row.session_id, opts);
}

/** Revokes the session: its tokens then answer 403. */
export async function revokeSession(q: Queryable, sessionId: string, now: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}
