import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { ApiError, isAbort, type ApiErrorKind } from '../../../src/api/api-error';
import { reactionFor } from '../../../src/bootstrap/error-reactions';

// Issue 27 part 3: a cancelled request is an abort, never "an answer we could not read" (MALFORMED_RESPONSE).
// A fake fetch plays each moment a cancellation can arrive; no gateway is needed.

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
const anyValid = Object.assign(() => true, { errors: null });

/**
 * A response whose body sends half a JSON document, then waits; it fails with `failWith` when `signal` aborts.
 * `whenRead` runs once the reader has taken that half and asks for more: the moment "while the body is read".
 */
function halfBody(signal: AbortSignal, failWith: () => unknown = abortError, whenRead: () => void = () => undefined): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"result": {"country_config": '));
      signal.addEventListener('abort', () => controller.error(failWith()));
    },
    pull() {
      whenRead();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
}

interface Case {
  name: string;
  /** What the server (fake fetch) does with the request; `abort` cancels the caller's controller. */
  serve: (request: Request, abort: () => void) => Promise<Response>;
  /** Abort before the call starts. */
  abortFirst?: boolean;
  expected: ApiErrorKind;
}

const cases: Case[] = [
  { name: 'aborted before the call is sent', abortFirst: true, serve: async () => new Response('{"result":{}}'), expected: 'aborted' },
  {
    name: 'aborted while on the wire',
    serve: (request, abort) =>
      new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(abortError()));
        abort();
      }),
    expected: 'aborted',
  },
  {
    name: 'aborted while the body is read (the loyalty walks: a page left as its answer arrived)',
    serve: async (request, abort) => halfBody(request.signal, abortError, abort),
    expected: 'aborted',
  },
  {
    name: 'aborted after the body arrived, before it was checked',
    serve: async (_request, abort) => {
      abort();
      return new Response('{"not":"valid"}', { status: 200 });
    },
    expected: 'aborted',
  },
  {
    name: 'a body that breaks off without any abort is a lost connection (network), not malformed',
    serve: async () => {
      const dropped = new AbortController();
      return halfBody(dropped.signal, () => new TypeError('network error'), () => dropped.abort());
    },
    expected: 'network',
  },
  { name: 'a complete answer that is not JSON is still malformed', serve: async () => new Response('<html>', { status: 200 }), expected: 'malformed' },
];

describe('API client: an aborted read is an abort', () => {
  it.each(cases)('$name → $expected', async ({ serve, abortFirst, expected }) => {
    const controller = new AbortController();
    if (abortFirst) controller.abort();
    const notified: ApiError[] = [];
    const api = createApiClient({
      baseUrl: 'http://gateway.test',
      session: { token: () => undefined, setToken: () => undefined, clear: () => undefined },
      deviceId: () => 'd',
      validator: async (name) => (name === 'ERROR_ENVELOPE' ? anyValid : Object.assign((b: unknown) => (b as { result?: unknown })?.result !== undefined, { errors: null })),
      onError: (e) => notified.push(e),
      fetch: (input) => serve(input as Request, () => controller.abort()),
    });
    const error = await api.call('GET_GLOBAL_CONFIG', { signal: controller.signal }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(expected);
    // An abort is never announced to the customer; the other failures still are.
    expect(notified.map((e) => e.kind)).toEqual(expected === 'aborted' ? [] : [expected]);
  });

  it.each([
    { name: 'an aborted ApiError', error: new ApiError('aborted', { status: 0, code: 'ABORTED', description: '' }), signal: undefined, expected: true },
    { name: 'a DOMException AbortError', error: abortError(), signal: undefined, expected: true },
    { name: 'any failure once the signal is aborted', error: new TypeError('x'), signal: AbortSignal.abort(), expected: true },
    { name: 'a malformed answer', error: new ApiError('malformed', { status: 502, code: 'MALFORMED_RESPONSE', description: '' }), signal: undefined, expected: false },
    { name: 'a TypeError (network)', error: new TypeError('Failed to fetch'), signal: new AbortController().signal, expected: false },
  ])('isAbort: $name → $expected', ({ error, signal, expected }) => {
    expect(isAbort(error, signal)).toBe(expected);
  });

  it('the app reacts to an abort with nothing', () => {
    const error = new ApiError('aborted', { status: 0, code: 'ABORTED', description: '' }, 'GET_LOYALTY_MEMBER');
    expect(reactionFor(error, { webview: false, currentPath: '/loyalty' })).toEqual({ kind: 'none' });
  });
});
