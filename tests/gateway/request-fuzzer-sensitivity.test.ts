import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../schemas/endpoints';
import { fuzzEndpoint, type FuzzTarget } from './request-fuzz';

/**
 * The fuzzer must be able to fail: run against small servers with one planted flaw each (the kinds of bug
 * issue 15 found), it reports the flaw; run against a server that refuses everything with 400, it reports nothing.
 * Runs are counted per endpoint as in request-fuzzer.test.ts (4 requests side by side each).
 */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(handler: Handler): Promise<FuzzTarget> {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 'valid-token', hangMs: 3000, sent: 0 };
}

const refuse = (res: ServerResponse, status = 400) => res.writeHead(status, { 'content-type': 'application/json' }).end('{"code":"BAD_REQUEST"}');
const RUNS = { runs: 40, batch: 4 };

describe('the request fuzzer finds a planted flaw', () => {
  it('a NUL byte in a free-text field that reaches the database (500), as consent and orders did', async () => {
    const target = await serve((_req, body, res) => (body.includes('\\u0000') ? refuse(res, 500) : refuse(res)));
    const failure = await fuzzEndpoint(target, 'UPDATE_PROFILE', endpoints.UPDATE_PROFILE, RUNS);
    expect(failure, failure).toMatch(/^UPDATE_PROFILE POST \/v1\/users\/profile\/update: 500 for /);
    expect(failure).toMatch(/FUZZ_SEED=-?\d+/);
  });

  it('a malformed percent-escape in the path that kills the connection, as /web/%E0%A4%A did', async () => {
    const target = await serve((req, _body, res) => {
      try {
        decodeURIComponent(req.url ?? '');
        refuse(res, 404);
      } catch {
        req.socket.destroy();
      }
    });
    expect(await fuzzEndpoint(target, 'GET_ORDER', endpoints.GET_ORDER, RUNS)).toMatch(/^GET_ORDER GET \/v3\/orders\/\{orderReference\}: error: /);
  });

  it('a path traversal that never answers (a hang)', async () => {
    const target = await serve((req, _body, res) => {
      if (!/\.\.|%2e%2e/i.test(req.url ?? '')) refuse(res, 404);
    });
    expect(await fuzzEndpoint(target, 'GET_ORDER', endpoints.GET_ORDER, RUNS)).toMatch(/^GET_ORDER GET \/v3\/orders\/\{orderReference\}: hang for /);
  });

  it('no false alarm: a server that answers every request with a 4xx (401 without a valid token) passes', async () => {
    const target = await serve((req, _body, res) => refuse(res, req.headers.authorization === 'Bearer valid-token' ? 400 : 401));
    expect(await fuzzEndpoint(target, 'UPDATE_PROFILE', endpoints.UPDATE_PROFILE, RUNS)).toBeUndefined();
    expect(target.sent).toBe(RUNS.runs * RUNS.batch);
  });
});
