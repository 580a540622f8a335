import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningAppServer } from '../../scripts/app-server';
import { rawRequest } from './raw-http';

// Black-box HTTP against whatever startAppServer serves with: no assumption about the server library inside.
const LANDING = '<!doctype html><title>landing marker 7f3a</title>';
let dist: string;
let app: RunningAppServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'app-server-robust-'));
  writeFileSync(join(dist, 'index.html'), LANDING);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  app = await startAppServer({ port: 0, distDir: dist, gatewayUrl: 'http://127.0.0.1:1' });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (target: string, headers = '') => rawRequest(app.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);

/** The landing page still loads, through fetch as a browser would. */
async function landingLoads() {
  const res = await fetch(`${app.url}/web/pre-checkout`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('landing marker 7f3a');
}

describe('the app server survives any request', () => {
  it.each([
    ['/web/%E0%A4%A', 400], // the malformed escape that killed the process
    ['/web/%E0%A4', 400],
    ['/%', 400],
    ['/%zz', 400],
    ['/assets/%E0.js', 400],
    ['/%ED%A0%80', 400], // an encoded lone surrogate
    ['/web/%00', 400],
    ['/assets/app%00.js', 400],
  ])('%s → %i, and the landing page loads after', async (target, status) => {
    const res = await get(target);
    expect(res.status).toBe(status);
    await landingLoads();
  });

  it.each(['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fhosts', '/../../etc/passwd.txt', '/assets/%2e%2e/%2e%2e/x.js'])('traversal %s is never served from outside dist', async (target) => {
    const res = await get(target);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/root:|localhost/);
    await landingLoads();
  });

  it('an over-long path is 414 and an over-long header block 431; both leave the server serving', async () => {
    expect((await get(`/web/${'a'.repeat(10_000)}`)).status).toBe(414);
    expect([414, 431]).toContain((await get(`/web/${'a'.repeat(40_000)}`)).status); // past the header limit too
    expect((await get('/web/pre-checkout', `X-Big: ${'b'.repeat(40_000)}\r\n`)).status).toBe(431);
    await landingLoads();
  });

  it('garbage request lines, bad methods, bad Content-Type and truncated bodies get a 4xx, never a dropped server', async () => {
    const cases: Array<[string, number[]]> = [
      ['GARBAGE\r\n\r\n', [400]],
      ['GET /web /pre-checkout HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
      ['GET /\x01\x02 HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
      ['POST /web/pre-checkout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{"trunc', [405]],
      ['PUT /config.json HTTP/1.1\r\nHost: x\r\nContent-Type: \x7f;;boundary\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}', [400, 405]],
      ['PUT /config.json HTTP/1.1\r\nHost: x\r\nContent-Type: ;;boundary=\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}', [405]],
      ['GET / HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data\r\nContent-Length: 5\r\nConnection: close\r\n\r\nabc', [200]],
      ['GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', [400]],
      ['GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n', [400]],
      ['GET http://evil.example/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', [400]],
      ['GET / HTTP/9.9\r\nHost: x\r\n\r\n', [400, 505]],
    ];
    for (const [request, allowed] of cases) {
      const res = await rawRequest(app.port, request);
      expect(allowed, JSON.stringify(request.slice(0, 60))).toContain(res.status);
    }
    await landingLoads();
  });

  it('a client that sends half a request and hangs up does not hurt anyone else', async () => {
    await Promise.all(Array.from({ length: 20 }, () => rawRequest(app.port, 'GET /web/%E0%A4%A HTTP/1.1\r\nHost: x\r\nX-Half: ', 300).catch(() => undefined)));
    await landingLoads();
    expect((await get('/config.json')).text).toContain('gatewayUrl');
  });
});
