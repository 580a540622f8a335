import pg from 'pg';
import type { Database, Queryable } from './database';

/**
 * node-postgres pool. When the URL's search_path names a schema that does not exist yet it is
 * created, so tests can isolate themselves with `?options=-c search_path=<schema>`.
 */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const first = await pool.query<{ search_path: string }>('SHOW search_path');
  const schema = first.rows[0]?.search_path.split(',')[0]?.trim().replace(/^"|"$/g, '');
  if (schema && schema !== '$user' && schema !== 'public' && /^[a-z_][a-z0-9_]*$/.test(schema)) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  }
  const query = async <T>(sql: string, params: unknown[] = []) => {
    const res = await pool.query(sql, params);
    return { rows: res.rows as T[] };
  };
  return {
    kind: 'postgres',
    query,
    tx: async <T>(fn: (q: Queryable) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({
          query: async <R>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as R[] }),
        });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
