import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/** One flag as the sandbox keeps it (table feature_flags, migration 1213). Keys are kebab-case, as flag services name them. */
export interface StoredFlag {
  key: string;
  value: boolean | string | number;
  description: string;
  updatedAt: number;
}

interface FlagRow {
  key: string;
  value: boolean | string | number;
  description: string;
  updated_at: string | number;
}

const toFlag = (r: FlagRow): StoredFlag => ({ key: r.key, value: r.value, description: r.description, updatedAt: Number(r.updated_at) });

/** Every flag, by key. */
export async function listFlags(db: Queryable): Promise<StoredFlag[]> {
  const { rows } = await db.query<FlagRow>('SELECT key, value, description, updated_at FROM feature_flags ORDER BY key');
  return rows.map(toFlag);
}

/** The version of the whole flag set: a quoted strong ETag that changes whenever any flag's value changes. */
export function flagSetEtag(flags: readonly StoredFlag[]): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(flags.map((f) => [f.key, f.value])))
    .digest('base64url')
    .slice(0, 20);
  return `"${digest}"`;
}

export type SetFlagOutcome = { kind: 'set'; flag: StoredFlag } | { kind: 'unknown' } | { kind: 'wrong-type'; expected: string };

/** Changes one flag's value; the value must keep the flag's type (a boolean flag stays boolean). */
export async function setFlag(db: Queryable, key: string, value: boolean | string | number, now: number): Promise<SetFlagOutcome> {
  const { rows } = await db.query<FlagRow>('SELECT key, value, description, updated_at FROM feature_flags WHERE key = $1', [key]);
  const current = rows[0];
  if (!current) return { kind: 'unknown' };
  if (typeof current.value !== typeof value) return { kind: 'wrong-type', expected: typeof current.value };
  const updated = await db.query<FlagRow>('UPDATE feature_flags SET value = $2::jsonb, updated_at = $3 WHERE key = $1 RETURNING key, value, description, updated_at', [
    key,
    JSON.stringify(value),
    now,
  ]);
  return { kind: 'set', flag: toFlag(updated.rows[0] as FlagRow) };
}
