import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/server';
import { dev, isolatedDatabaseUrl, startTestGateway } from './harness';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

// Each test opens a PGlite data folder two or three times (a fresh database each: its start is seconds of CPU), which
// on a loaded machine can pass the suite's default 20 s: they get a minute.
const OPENS = 60_000;

describe('storage', () => {
  it('keeps what was written across a clean restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gw-persist-'));
    dirs.push(dataDir);
    const databaseUrl = isolatedDatabaseUrl();
    const first = await startTestGateway({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    await dev(first, '/dev/maintenance', { enabled: true, message: 'back at noon' });
    await first.close();
    const second = await startTestGateway({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    const res = await second.call('GET_MAINTENANCE_STATUS');
    await second.close();
    expect(res.body.result).toEqual({ enabled: true, message: 'back at noon' });
  }, OPENS);

  it.skipIf(Boolean(process.env.DATABASE_URL))('refuses to open a PGlite data folder that is already open', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gw-lock-'));
    dirs.push(dataDir);
    const first = await startGateway({ port: 0, dataDir });
    await expect(startGateway({ port: 0, dataDir })).rejects.toThrow(/already open|in use/);
    await first.close();
    const again = await startGateway({ port: 0, dataDir });
    await again.close();
  }, OPENS);
});
