/**
 * The storage seam: one small interface over PGlite (embedded, default) and node-postgres
 * (DATABASE_URL). Handlers write the same SQL for both.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** Opens PostgreSQL at `databaseUrl` when given, else PGlite persisted in `dataDir`, or held in memory (`memory`). */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string; memory?: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./pg-database');
    return openPostgres(opts.databaseUrl);
  }
  const { openPglite, openPgliteInMemory } = await import('./pglite-database');
  return opts.memory ? openPgliteInMemory() : openPglite(opts.dataDir);
}
