import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { ApiError } from '../../../src/api/api-error';
import { endpointPath } from '../../../src/api/endpoint-path';

// What the client puts on the wire (the app's own fetch client, docs/decisions/2026-11-29-fetch-client.md): a fake
// fetch records each request; no gateway is needed.
const anyValid = Object.assign(() => true, { errors: null });
const ok = () => new Response('{"result":{}}', { status: 200, headers: { 'content-type': 'application/json' } });

function recording(serve: (request: Request) => Promise<Response> = async () => ok(), timeoutMs?: number) {
  const sent: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://gateway.test/base/',
    session: { token: () => 'tok', setToken: () => undefined, clear: () => undefined },
    deviceId: () => 'device-1',
    validator: async () => anyValid,
    fetch: (input) => {
      sent.push((input as Request).clone());
      return serve(input as Request);
    },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { api, sent };
}

describe('API client: the requests it sends', () => {
  it('a call waits for beforeCall (the app: the next task) before it builds and sends its request', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const api = createApiClient({
      baseUrl: 'http://gateway.test/',
      session: { token: () => undefined, setToken: () => undefined, clear: () => undefined },
      deviceId: () => 'device-1',
      validator: async () => anyValid,
      beforeCall: () => new Promise<void>((resolve) => (release = resolve)),
      fetch: async (input) => {
        sent.push((input as Request).url);
        return ok();
      },
    });
    const call = api.call('GET_ORDER', { params: { orderReference: 'A1' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    release();
    await call;
    expect(sent).toEqual([`http://gateway.test${endpointPath('GET_ORDER', { orderReference: 'A1' })}`]);
  });

  it('a JSON body goes as JSON with its content type, to the endpoint path under the base URL', async () => {
    const { api, sent } = recording();
    const body = { email: 'a@example.pk', channel: 'web' as const, contactNumber: '923001234567' };
    await api.call('SIGNUP', { body });
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`http://gateway.test/base${endpointPath('SIGNUP')}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.credentials).toBe('include');
    expect(await request.json()).toEqual(body);
  });

  it('path parameters are filled and the query is encoded', async () => {
    const { api, sent } = recording();
    await api.call('GET_ORDER', { params: { orderReference: 'AB 1' }, query: { page: 2, q: 'a&b', all: true } });
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe(`/base${endpointPath('GET_ORDER', { orderReference: 'AB 1' })}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', q: 'a&b', all: 'true' });
  });

  it('a form goes as multipart, with the boundary fetch gives it', async () => {
    const { api, sent } = recording();
    const form = new FormData();
    form.set('kycData', '{"orderId":"o1"}');
    await api.call('SUBMIT_KYC', { form });
    expect(sent[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await sent[0]!.formData()).get('kycData')).toBe('{"orderId":"o1"}');
  });

  it('a call with no answer within the timeout is a network failure (SPEC §8), and the request is cancelled', async () => {
    let cancelled = false;
    const { api } = recording(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            cancelled = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      30,
    );
    const error = (await api.call('GET_GLOBAL_CONFIG').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(cancelled).toBe(true);
  });

  it('a 401 refreshes once and sends the same body again with the new token', async () => {
    const bodies: string[] = [];
    const { api, sent } = recording(async (request) => {
      if (request.url.endsWith(endpointPath('REFRESH_TOKEN'))) return new Response('{"result":{"accessToken":"fresh"}}', { status: 200 });
      bodies.push(await request.text());
      return request.headers.get('Authorization') === 'Bearer fresh' ? ok() : new Response('{}', { status: 401 });
    });
    const body = { email: 'a@example.pk', channel: 'web' as const, contactNumber: '923001234567' };
    await api.call('SIGNUP', { body });
    expect(sent.map((r) => [new URL(r.url).pathname.replace('/base', ''), r.headers.get('Authorization')])).toEqual([
      [endpointPath('SIGNUP'), 'Bearer tok'],
      [endpointPath('REFRESH_TOKEN'), 'Bearer tok'],
      [endpointPath('SIGNUP'), 'Bearer fresh'],
    ]);
    expect(bodies.map((b) => JSON.parse(b) as unknown)).toEqual([body, body]);
  });
});
