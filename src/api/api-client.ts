import ky, { type KyInstance } from 'ky';
import type { EndpointName } from '../../schemas/endpoints';
import { endpointRoutes as endpoints } from './generated/endpoint-routes';
import type { RequestMap, ResponseMap } from './generated/response-types';
import { validationProblem, type PrecompiledValidator } from './precompiled-validator';
import { abortedError, ApiError, isAbort, malformedError, networkError, type ErrorEnvelope } from './api-error';
import { endpointPath } from './endpoint-path';
import { createTokenRefresher } from './token-refresher';
import { resultGuards } from '../config/server-values';

/**
 * What a screen passes to a call: path parameters, query, JSON body or multipart form. The body is typed by the
 * endpoint's request schema in the registry (BodyOf<name>, written by `npm run gen`), so a body the gateway would
 * refuse does not compile; an endpoint without a JSON request schema takes any body.
 */
export interface CallInput<N extends EndpointName = EndpointName> {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** The JSON body, of the type the endpoint registry's request schema gives (checked again by the gateway). */
  body?: N extends keyof RequestMap ? RequestMap[N] : unknown;
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Calls as this access token instead of the session's (an auth_token hand-off being checked before the session
   * changes): no refresh on 401, and neither 401 nor 403 ends the current session; both are plain http failures.
   */
  asToken?: string;
}

/** The token store the client reads and writes. */
export interface SessionPort {
  token(): string | undefined;
  setToken(token: string): void;
  clear(): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  session: SessionPort;
  deviceId: () => string;
  /** Loads the precompiled validator of an endpoint name or ERROR_ENVELOPE (lazily, one chunk each). */
  validator: (name: string) => Promise<PrecompiledValidator | undefined>;
  /** Called with every typed error before it is thrown: the app navigates or notifies from here. */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ApiClient {
  /** Calls a registry endpoint by name; resolves to its validated `result`, rejects with an ApiError. */
  call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<ResponseOf<N>>;
}

/** The validated `result` type of an endpoint. */
export type ResponseOf<N extends EndpointName> = N extends keyof ResponseMap ? ResponseMap[N] : unknown;
/** An endpoint's JSON request body type (none for an endpoint with no JSON body). */
export type BodyOf<N extends EndpointName> = N extends keyof RequestMap ? RequestMap[N] : never;

/** The refresh was refused (or impossible): 403 when the gateway revoked the session, 401 otherwise (it expired). */
class SessionEnded extends Error {
  constructor(readonly status: 401 | 403 = 401) {
    super('Session ended');
  }
}

/** The details of a failed response that carries no SPEC §8 envelope (a proxy's bare 429, an HTML 502). */
function bareEnvelope(response: Response): ErrorEnvelope {
  return { status: response.status, code: `HTTP_${response.status}`, description: response.statusText || `HTTP ${response.status}` };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The one ky instance of the app (DESIGN.md src/): hooks set the SPEC §7 headers and run the shared token refresh;
 * `call` turns every outcome into a validated result or a typed ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const prefixUrl = options.baseUrl.replace(/\/+$/, '');
  // Retries belong to the query cache (SPEC §9: 3 for queries, none for mutations); ky itself never retries,
  // so a 429 is never retried automatically.
  const plain: KyInstance = ky.create({
    prefixUrl,
    credentials: 'include',
    retry: { limit: 0, statusCodes: [408, 500, 502, 503, 504] },
    timeout: options.timeoutMs ?? 30000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Accept', 'application/json');
          request.headers.set('device-id', options.deviceId());
          // Catalogue names and banners come in the page's language (issue 16); a CORS-safelisted header.
          if (typeof document !== 'undefined') request.headers.set('Accept-Language', document.documentElement.lang === 'ur' ? 'ur' : 'en');
          const token = session.token();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  const refreshToken = createTokenRefresher(async (stale) => {
    let response: Response;
    try {
      response = await plain.get(endpointPath('REFRESH_TOKEN').slice(1), {
        headers: { Authorization: `Bearer ${stale}`, 'request-id': crypto.randomUUID() },
      });
    } catch {
      throw networkError('REFRESH_TOKEN');
    }
    const body = (await response.json().catch(() => undefined)) as { result?: { accessToken?: unknown } } | undefined;
    const fresh = body?.result?.accessToken;
    if (!response.ok || typeof fresh !== 'string') throw new SessionEnded(response.status === 403 ? 403 : 401);
    session.setToken(fresh);
    return fresh;
  }, session.token);

  const http = plain.extend({
    hooks: {
      afterResponse: [
        async (request, options, response) => {
          if (response.status !== 401 || options.context.asToken) return response;
          const sent = BEARER.exec(request.headers.get('Authorization') ?? '')?.[1];
          if (!sent) throw new SessionEnded();
          const fresh = await refreshToken(sent);
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set('Authorization', `Bearer ${fresh}`);
          return plain(retry);
        },
      ],
    },
  });

  const fail = (error: ApiError): never => {
    // The reaction first: an ended session's still knows whose it was (src/auth/session-end.ts holds their progress).
    if (error.kind !== 'aborted') options.onError?.(error);
    if (error.kind === 'session-ended') session.clear();
    throw error;
  };

  async function call<N extends EndpointName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
    const def = endpoints[name];
    // The validator chunk downloads while the call is on the wire, not after it answers.
    const validatorLoad = options.validator(name);
    validatorLoad.catch(() => undefined);
    let response: Response;
    try {
      response = await http(endpointPath(name, input.params).slice(1), {
        method: def.method,
        ...(input.query ? { searchParams: Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)])) } : {}),
        ...(input.form ? { body: input.form } : input.body !== undefined ? { json: input.body } : {}),
        ...(input.headers || input.asToken ? { headers: { ...input.headers, ...(input.asToken ? { Authorization: `Bearer ${input.asToken}` } : {}) } } : {}),
        ...(input.asToken ? { context: { asToken: true } } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
      });
    } catch (error) {
      // A cancellation is the caller's own doing: no reaction, no notification (issue 27 part 3).
      if (isAbort(error, input.signal)) throw abortedError(name);
      if (error instanceof SessionEnded) {
        const envelope = error.status === 403 ? { code: 'FORBIDDEN', description: 'Session revoked' } : { code: 'UNAUTHORIZED', description: 'Session ended' };
        return fail(new ApiError('session-ended', { status: error.status, ...envelope }, name));
      }
      if (error instanceof ApiError) return fail(error);
      return fail(networkError(name));
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // Cancelled while the answer was arriving (the page was left, a query was cancelled): an abort, not an
      // unreadable answer. Any other broken body is a connection lost mid-answer: a network failure (SPEC §8).
      if (isAbort(error, input.signal)) throw abortedError(name);
      return fail(networkError(name));
    }
    let body: unknown;
    let isJson = true;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      isJson = false;
    }
    if (input.signal?.aborted) throw abortedError(name);
    if (!response.ok) {
      // What the failure means comes from the HTTP status alone (SPEC §8: 403 ends the session, 429 is the rate-limit
      // page): a CDN, load balancer or WAF answers without the gateway's envelope. The envelope only adds details.
      const envelopeValid = isJson ? await options.validator('ERROR_ENVELOPE') : undefined;
      const envelope: ErrorEnvelope = envelopeValid?.(body) ? (body as ErrorEnvelope) : bareEnvelope(response);
      // A call made as another token (asToken) never ends the session it is not part of.
      // Too many one-time codes for one number or address (429 TOO_MANY_CODES with retryAt) is the screen's to show
      // where the customer asked, with the time, not the rate-limit page (issue 41).
      const codeLimit = response.status === 429 && envelope.code === 'TOO_MANY_CODES';
      const kind = response.status === 429 && !codeLimit ? 'rate-limited' : response.status === 403 && !input.asToken ? 'session-ended' : 'http';
      return fail(new ApiError(kind, { ...envelope, status: response.status }, name));
    }
    if (!isJson) return fail(malformedError(name, response.status, 'is not JSON'));
    const validate = await validatorLoad;
    if (input.signal?.aborted) throw abortedError(name);
    if (!validate?.(body)) {
      const first = validate?.errors?.[0];
      return fail(malformedError(name, response.status, first ? validationProblem(first) : 'has no validator'));
    }
    const result = (body as { result: ResponseOf<N> }).result;
    // Server values that reach Intl are made safe once, here, for every screen (src/config/server-values.ts).
    const guard = resultGuards[name as keyof typeof resultGuards] as ((r: ResponseOf<N>) => ResponseOf<N>) | undefined;
    return guard ? guard(result) : result;
  }

  return { call };
}
