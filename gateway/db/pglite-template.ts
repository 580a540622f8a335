import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const exists = (p: string) => stat(p).then(() => true, () => false);

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** What a template is built with beyond initdb (the migrations), named by `key`: another key is another template. */
export interface TemplatePreparation {
  key: string;
  prepare(pg: PGlite): Promise<void>;
}

/** A short stable name for `text` (e.g. every migration's version and SQL), for a template's folder name. */
export function templateKey(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** `dir` once `build` has filled it: built under a temporary name, then renamed, so a half-built one is never used. */
async function ensureBuilt(dir: string, build: (into: string) => Promise<void>): Promise<string> {
  if (await exists(join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.${process.pid}.${Date.now()}`;
  try {
    await build(building);
  } catch (err) {
    await rm(building, { recursive: true, force: true });
    throw err;
  }
  // Rename is atomic: a concurrent builder either wins or finds the template already there.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

/** Opens the cluster in `dir`, runs `fn` on it and closes it cleanly (a copy of it then opens without recovery). */
async function withCluster(dir: string, fn: (pg: PGlite) => Promise<void>): Promise<void> {
  const pg = await PGlite.create(dir);
  try {
    await fn(pg);
  } finally {
    await pg.close();
  }
}

/**
 * A fresh PGlite folder costs ~8 s of initdb, and then the migrations; a copy of a cleanly closed cluster that
 * already has them opens in ~1 s. The first start on a machine builds the empty cluster (per PGlite version) in the
 * temp folder, and from a copy of it the migrated one (per `preparation.key`: a new migration is a new key, so a
 * new template, built in a second or two); later fresh folders (every test, every new checkout) are copies of it.
 * The gateway still runs `migrate` on every start: on such a copy it finds every version applied.
 */
export async function initialiseFromTemplate(pgDir: string, preparation?: TemplatePreparation): Promise<void> {
  if (await exists(join(pgDir, 'PG_VERSION'))) return;
  const template = await templateFolder(preparation);
  await mkdir(dirname(pgDir), { recursive: true });
  await cp(template, pgDir, { recursive: true });
}

/** The template cluster's folder (built on first use): the empty cluster, or the one `preparation` made of it. */
async function templateFolder(preparation?: TemplatePreparation): Promise<string> {
  const empty = await ensureBuilt(join(tmpdir(), `gateway-pglite-template-${await pgliteVersion()}`), (into) => withCluster(into, async () => undefined));
  return preparation
    ? ensureBuilt(`${empty}-${preparation.key}`, async (into) => {
        await cp(empty, into, { recursive: true });
        await withCluster(into, preparation.prepare);
      })
    : empty;
}

const archives = new Map<string, Promise<Blob>>();

/**
 * The template cluster as one uncompressed tar (PGlite's dumpDataDir), for a PGlite held in memory (`loadDataDir`): a
 * throwaway gateway (a test file's) then copies no folder of about 1,100 files at its start, writes none while it
 * runs and deletes none at its end. Built once per machine next to the template (from a copy, which is opened),
 * read once per process.
 */
export function templateArchive(preparation?: TemplatePreparation): Promise<Blob> {
  const key = preparation?.key ?? '';
  let archive = archives.get(key);
  if (!archive) {
    archive = (async () => {
      const folder = await templateFolder(preparation);
      const file = `${folder}.tar`;
      if (!(await exists(file))) {
        const copy = `${folder}.dump.${process.pid}.${Date.now()}`;
        await cp(folder, copy, { recursive: true });
        try {
          const pg = await PGlite.create(copy);
          const tar = await pg.dumpDataDir('none');
          await pg.close();
          const building = `${file}.${process.pid}.${Date.now()}`;
          await writeFile(building, new Uint8Array(await tar.arrayBuffer()));
          await rename(building, file);
        } finally {
          await rm(copy, { recursive: true, force: true });
        }
      }
      return new Blob([await readFile(file)]);
    })();
    archive.catch(() => archives.delete(key));
    archives.set(key, archive);
  }
  return archive;
}
