import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { acquireDataDirLock } from './data-dir-lock';
import { migrate, migrations } from './migrations';
import { initialiseFromTemplate, templateArchive, templateKey, type TemplatePreparation } from './pglite-template';

/** The Database seam over one open PGlite; `onClose` runs after it closes. */
function pgliteDatabase(pg: PGlite, onClose: () => Promise<void> = async () => undefined): Database {
  const run = (q: Pick<PGlite, 'query'>) => ({
    query: async <T>(sql: string, params: unknown[] = []) => {
      const res = await q.query<T>(sql, params);
      return { rows: res.rows };
    },
  });
  return {
    kind: 'pglite',
    ...run(pg),
    tx: <T>(fn: (q: Queryable) => Promise<T>) => pg.transaction((t) => fn(run(t))),
    close: async () => {
      await pg.close();
      await onClose();
    },
  };
}

/** Fresh folders start as a copy of a cluster that already has every migration (a new migration, a new template). */
const migrated: TemplatePreparation = {
  key: templateKey(JSON.stringify(migrations.map((m) => [m.version, m.sql]))),
  prepare: async (pg) => {
    await migrate(pgliteDatabase(pg));
  },
};

/** PGlite persisted under `<dataDir>/pg`; the folder is locked to this process while open. */
export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir);
  let pg: PGlite;
  try {
    await initialiseFromTemplate(join(dataDir, 'pg'), migrated);
    pg = await PGlite.create(join(dataDir, 'pg'));
    // PGlite runs no autovacuum, so nothing else ever gathers the planner's statistics: without them a list call
    // (issue 31) sorts every row of the customer instead of reading one page from its index.
    await pg.query('ANALYZE');
  } catch (err) {
    await release();
    throw err;
  }
  return pgliteDatabase(pg, release);
}

/**
 * PGlite held in memory, loaded from the migrated template's archive: a throwaway gateway's database (a test file's
 * stack), gone when it closes. Nothing is written to disk, so no folder is copied, locked or deleted.
 */
export async function openPgliteInMemory(): Promise<Database> {
  const pg = await PGlite.create({ loadDataDir: await templateArchive(migrated) });
  try {
    await pg.query('ANALYZE');
  } catch (err) {
    await pg.close();
    throw err;
  }
  return pgliteDatabase(pg);
}
