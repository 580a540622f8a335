import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, startTestGateway, type TestGateway } from './harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const evaluate = (context: unknown, headers: Record<string, string> = {}) =>
  gw.fetch('/ofrep/v1/evaluate/flags', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify({ context }) });

const flagValue = (body: { flags: Array<{ key: string; value: unknown }> }, key: string) => body.flags.find((f) => f.key === key)?.value;

/** Reads SSE messages from the change stream until `count` data lines arrived. */
async function readStream(signal: AbortSignal, onOpen: () => Promise<void>, count: number): Promise<{ retry: string | undefined; data: unknown[] }> {
  const res = await gw.fetch('/ofrep/v1/stream', { signal, headers: { origin: 'http://127.0.0.1:8080' } });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let opened = false;
  const data: unknown[] = [];
  while (data.length < count) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    if (!opened && text.includes('connected')) {
      opened = true;
      await onOpen();
    }
    for (const line of text.split('\n')) if (line.startsWith('data: ') && data.length < count) data.push(JSON.parse(line.slice(6)));
    text = text.slice(text.lastIndexOf('\n') + 1);
  }
  const retry = /retry: (\d+)/.exec(text)?.[1];
  return { retry, data };
}

describe('sandbox flag service (OFREP)', () => {
  it('evaluates every stored flag in bulk, with an ETag, a change stream, and 304 for an unchanged set', async () => {
    const first = await evaluate({ targetingKey: 'device-1', kind: 'multi' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const body = await first.json();
    expect(flagValue(body, 'port-in-offered')).toBe(true);
    expect(flagValue(body, 'loyalty-entry-points')).toBe(true);
    expect(body.eventStreams[0]).toMatchObject({ type: 'sse', endpoint: { origin: gw.url, requestUri: '/ofrep/v1/stream' } });

    const again = await evaluate({ targetingKey: 'device-1' }, { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a dev change of one flag is in the next evaluation, with a new ETag, and announced on the stream', async () => {
    const before = await evaluate({ targetingKey: 'device-2' });
    const etag = before.headers.get('etag') as string;
    const abort = new AbortController();
    try {
      const stream = await readStream(abort.signal, async () => {
        const changed = await dev(gw, '/dev/flags', { key: 'port-in-offered', value: false });
        expect(changed.result).toMatchObject({ key: 'port-in-offered', value: false });
      }, 1);
      expect(stream.data).toHaveLength(1);
      const message = stream.data[0] as { type: string; etag: string };
      expect(message.type).toBe('refetchEvaluation');
      expect(message.etag).not.toBe(etag);
      const after = await evaluate({ targetingKey: 'device-2' }, { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).toBe(message.etag);
      expect(flagValue(await after.json(), 'port-in-offered')).toBe(false);
    } finally {
      abort.abort();
      await dev(gw, '/dev/flags', { key: 'port-in-offered', value: true });
    }
  });

  it('refuses bad requests with 4xx and a message naming the field, never 5xx', async () => {
    const table: Array<[string, string, unknown, number, RegExp]> = [
      ['/ofrep/v1/evaluate/flags', 'context not an object', { context: 'x' }, 400, /context/],
      ['/ofrep/v1/evaluate/flags', 'body not an object', [1, 2], 400, /context/],
      ['/ofrep/v1/evaluate/flags', 'targetingKey a number', { context: { targetingKey: 5 } }, 400, /targetingKey/],
      ['/dev/flags', 'unknown flag', { key: 'no-such-flag', value: true }, 404, /no-such-flag/],
      ['/dev/flags', 'wrong type', { key: 'port-in-offered', value: 'yes' }, 400, /boolean/],
      ['/dev/flags', 'missing value', { key: 'port-in-offered' }, 400, /value/],
      ['/flags/v1/evaluation-events', 'empty batch', { events: [] }, 400, /events/],
      ['/flags/v1/evaluation-events', 'over capacity', { events: Array.from({ length: 101 }, () => ({ kind: 'evaluation', key: 'a', contextKeys: {} })) }, 400, /events/],
    ];
    for (const [path, what, body, status, message] of table) {
      const res = await gw.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await res.text();
      expect([what, res.status]).toEqual([what, status]);
      expect([what, text]).toEqual([what, expect.stringMatching(message)]);
    }
  });

  it('keeps the contexts it evaluated and the evaluation events it received, for testers', async () => {
    await evaluate({ targetingKey: 'watched-device', user: { key: 'u-1', anonymous: false } });
    const requests = await (await gw.fetch('/dev/flags/requests')).json();
    expect(requests.result.at(-1).context).toMatchObject({ targetingKey: 'watched-device', user: { key: 'u-1' } });
    const sent = await gw.fetch('/flags/v1/evaluation-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ kind: 'evaluation', key: 'portInOffered', value: true, contextKeys: { device: 'watched-device' }, at: 5 }] }),
    });
    expect(sent.status).toBe(202);
    const events = await (await gw.fetch('/dev/flags/events')).json();
    expect(events.result.at(-1)).toMatchObject({ key: 'portInOffered', value: true, contextKeys: { device: 'watched-device' } });
  });

  it('down: the service drops connections until it is back', async () => {
    await dev(gw, '/dev/flags/outage', { down: true });
    try {
      await expect(evaluate({ targetingKey: 'x' })).rejects.toThrow();
    } finally {
      await dev(gw, '/dev/flags/outage', { down: false });
    }
    expect((await evaluate({ targetingKey: 'x' })).status).toBe(200);
  });
});

describe('sandbox IP lookup', () => {
  it('answers the country testers set, and fails like the real service when told to', async () => {
    const first = await (await gw.fetch('/ip-lookup/json')).json();
    expect(first).toMatchObject({ status: 'success', countryCode: 'PK', country: 'Pakistan' });
    await dev(gw, '/dev/ip-lookup', { countryCode: 'AE' });
    expect(await (await gw.fetch('/ip-lookup/json')).json()).toMatchObject({ status: 'success', countryCode: 'AE' });
    await dev(gw, '/dev/ip-lookup', { fail: true });
    expect(await (await gw.fetch('/ip-lookup/json')).json()).toMatchObject({ status: 'fail' });
    const bad = await gw.fetch('/dev/ip-lookup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ countryCode: 'ZZ' }) });
    expect(bad.status).toBe(400);
    await dev(gw, '/dev/ip-lookup', { countryCode: 'PK' });
  });
});
