import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../schemas/endpoints';
import { isolatedDatabaseUrl, type TestGateway } from './harness';
import { placeOrder } from './order-fixtures';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/**
 * Starts gateway/main.ts under tsx as a child and resolves with its URL once it prints it.
 * `node --import tsx` rather than the tsx binary: the binary forks, and SIGKILL would hit the wrapper only.
 */
function spawnGateway(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    env: { ...process.env, GATEWAY_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Gateway listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}: ${out}`)));
  });
}

/** Just enough of TestGateway to reuse the order fixtures against a child process. */
function client(url: string): TestGateway {
  const doFetch = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    url,
    dataDir: '',
    fetch: doFetch,
    close: async () => undefined,
    async call(name, o = {}) {
      const def = endpoints[name];
      let path: string = def.path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(o.params?.[p] ?? ''));
      if (o.query) path += `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}`;
      const headers: Record<string, string> = { ...o.headers, ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}) };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      const res = await doFetch(path, { method: def.method, headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    },
  };
}

describe('durability', () => {
  it('loses nothing acknowledged when the server is killed with SIGKILL and restarted', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gw-kill-'));
    dirs.push(dataDir);
    const env = { GATEWAY_DATA_DIR: dataDir, ...(process.env.DATABASE_URL ? { DATABASE_URL: isolatedDatabaseUrl()! } : {}) };

    const first = await spawnGateway(env);
    const gw = client(first.url);
    const refs: string[] = [];
    for (let i = 0; i < 5; i++) refs.push((await placeOrder(gw, `kill-device-${i}`)).orderRef);
    await gw.fetch('/dev/maintenance', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enabled: false, message: 'written before kill' }) });
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;

    const second = await spawnGateway(env);
    const again = client(second.url);
    const read = await Promise.all(refs.map((orderReference) => again.call('GET_ORDER', { params: { orderReference } })));
    expect(read.map((r) => r.status)).toEqual(refs.map(() => 200));
    expect(read.map((r) => r.body.result.orderRef)).toEqual(refs);
    expect((await again.call('GET_MAINTENANCE_STATUS')).body.result.message).toBe('written before kill');
    const stopped = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    await stopped;
  }, 120_000);
});
