import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
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

/**
 * A fresh PGlite folder costs ~8 s of initdb; a copy of a cleanly closed, empty cluster opens in
 * ~1 s. The first start on a machine builds the template (per PGlite version) in the temp folder;
 * later fresh folders (every test, every new checkout) are copies of it.
 */
export async function initialiseFromTemplate(pgDir: string): Promise<void> {
  if (await exists(join(pgDir, 'PG_VERSION'))) return;
  const template = join(tmpdir(), `gateway-pglite-template-${await pgliteVersion()}`);
  if (!(await exists(join(template, 'PG_VERSION')))) {
    const building = `${template}.${process.pid}.${Date.now()}`;
    const pg = await PGlite.create(building);
    await pg.close();
    // Rename is atomic: a concurrent builder either wins or finds the template already there.
    await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  }
  await mkdir(dirname(pgDir), { recursive: true });
  await cp(template, pgDir, { recursive: true });
}
