import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite must open its data folder from one process only. A pid file marks the owner; a pid
 * file left by a killed process (SIGKILL) is stale and taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'gateway.pid');
  if (heldHere.has(file)) throw new Error(`Data folder ${dataDir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(file);
      return async () => {
        heldHere.delete(file);
        await rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && alive(owner)) {
        throw new Error(`Data folder ${dataDir} is in use by process ${owner}; PGlite allows one process per folder`);
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock data folder ${dataDir}`);
}
