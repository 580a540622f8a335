import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { waitUntilAnswers } from '../../scripts/wait-until-answers';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A tiny server on 127.0.0.1 answering every request with `status`. */
function listen(status: number, port = 0): Promise<string> {
  const server = createServer((_req, res) => res.writeHead(status).end('x'));
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)));
}

/** A simulated clock: the pause between attempts moves it on instead of waiting. */
function simulatedClock() {
  let t = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => t,
    sleep: async (ms: number) => {
      pauses.push(ms);
      t += ms;
    },
  };
}

describe('npm start waits until a server answers before printing its URL', () => {
  it.each([200, 404, 500])('a listening server answering %i has answered', async (status) => {
    const url = await listen(status);
    const clock = simulatedClock();
    expect(await waitUntilAnswers(url, 1000, clock)).toBe(true);
    expect(clock.pauses).toEqual([]);
  });

  it('a server that starts listening later is waited for, attempt after attempt', async () => {
    const port = await freePort();
    const clock = simulatedClock();
    let attempts = 0;
    const get: typeof fetch = async (input, init) => {
      attempts += 1;
      // The server comes up after the third refused attempt (as the gateway does while its database opens).
      if (attempts === 4) await listen(200, port);
      return fetch(input, init);
    };
    expect(await waitUntilAnswers(`http://127.0.0.1:${port}/`, 10_000, { ...clock, fetch: get, intervalMs: 100 })).toBe(true);
    expect(attempts).toBe(4);
    expect(clock.pauses).toEqual([100, 100, 100]);
  });

  it('gives up once the time is spent, the last pause cut to what is left', async () => {
    const port = await freePort();
    const clock = simulatedClock();
    expect(await waitUntilAnswers(`http://127.0.0.1:${port}/`, 450, { ...clock, intervalMs: 200 })).toBe(false);
    expect(clock.pauses).toEqual([200, 200, 50]);
  });

  it('an attempt that gets no answer is abandoned after attemptMs, not waited on for ever', async () => {
    const clock = simulatedClock();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    // attemptMs is real time here (AbortSignal.timeout): kept tiny.
    expect(await waitUntilAnswers('http://127.0.0.1:9/', 100, { ...clock, fetch: hanging, attemptMs: 10, intervalMs: 100 })).toBe(false);
    expect(clock.pauses).toEqual([100]);
  });
});
