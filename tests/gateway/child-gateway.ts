/** A gateway in its own process (gateway/main.ts under tsx), for tests about the process itself: its heap, its death. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedDatabaseUrl } from './harness';

export interface ChildGateway {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (its last words when it died). */
  output(): string;
  close(): Promise<void>;
}

/**
 * Starts the gateway with `nodeFlags` (e.g. `--max-old-space-size=192`) on 127.0.0.1 port 0, with its own data
 * folder (or PostgreSQL schema when DATABASE_URL is set; `opts.databaseUrl` shares one with another child), and
 * resolves once it prints its URL.
 * `node --import tsx` rather than the tsx binary: the binary forks, and the flags would reach the wrapper only.
 */
export async function spawnChildGateway(nodeFlags: string[] = [], opts: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<ChildGateway> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-child-'));
  const databaseUrl = opts.databaseUrl ?? isolatedDatabaseUrl();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'gateway/main.ts'], {
    env: { ...process.env, GATEWAY_PORT: '0', GATEWAY_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-20_000);
      const m = /Gateway listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}: ${out}`)));
  }).catch(async (err: unknown) => {
    await close();
    throw err;
  });
  return { url, child, output: () => out, close };
}
