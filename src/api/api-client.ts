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
  /**
   * The caller shows its own failure (the authentication gate's "We could not open your account … Try again"): a
   * network failure or malformed answer of this call is not announced app-wide as well (onError is not called for
   * it). An ended session, a rate limit and every other reaction still happen.
   */
  showsOwnFailure?: boolean;
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
  /**
   * Awaited before each call builds its request (the app: the next task). A call asked for in an event's task (a
   * tap's journey event, a form's submit) then sends in a task of its own: building and sending a request took 16-25
   * ms at 4x CPU in a trace of the recharge's Pay, time the tap's frame waited for (issue 47 part 3).
   */
  beforeCall?: () => Promise<void>;
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

/** What one request is made of: the method, the path after the base URL (query included), the body and headers. */
interface Outgoing {
  method: string;
  path: string;
  body?: BodyInit;
  headers: Headers;
  signal?: AbortSignal;
}

/**
 * The app's HTTP client (DESIGN.md src/, docs/decisions/2026-11-29-fetch-client.md): every request carries the
 * SPEC §7 headers and has a timeout; a 401 runs the shared token refresh once and the request is sent again with
 * the new token; `call` turns every outcome into a validated result or a typed ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const prefixUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30000;

  // Retries belong to the query cache (SPEC §9: 3 for queries, none for mutations); the client itself never
  // retries, so a 429 is never retried automatically. A new Request each time: a body is sent again as it is.
  const send = (out: Outgoing): Promise<Response> => {
    const { headers } = out;
    headers.set('Accept', 'application/json');
    headers.set('device-id', options.deviceId());
    // Catalogue names and banners come in the page's language (issue 16); a CORS-safelisted header.
    if (typeof document !== 'undefined') headers.set('Accept-Language', document.documentElement.lang === 'ur' ? 'ur' : 'en');
    const token = session.token();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    const timer = new AbortController();
    const request = new Request(`${prefixUrl}${out.path}`, {
      method: out.method,
      headers,
      credentials: 'include',
      ...(out.body !== undefined ? { body: out.body } : {}),
      signal: out.signal ? AbortSignal.any([out.signal, timer.signal]) : timer.signal,
    });
    return new Promise<Response>((resolve, reject) => {
      const id = setTimeout(() => {
        // No answer in time: a network failure (SPEC §8), not an abort (the caller cancelled nothing).
        timer.abort();
        reject(new Error('timeout'));
      }, timeoutMs);
      (options.fetch ?? fetch)(request)
        .then(resolve, reject)
        .finally(() => clearTimeout(id));
    });
  };

  const refreshToken = createTokenRefresher(async (stale) => {
    let response: Response;
    try {
      response = await send({ method: 'GET', path: endpointPath('REFRESH_TOKEN'), headers: new Headers({ Authorization: `Bearer ${stale}`, 'request-id': crypto.randomUUID() }) });
    } catch {
      throw networkError('REFRESH_TOKEN');
    }
    const body = (await response.json().catch(() => undefined)) as { result?: { accessToken?: unknown } } | undefined;
    const fresh = body?.result?.accessToken;
    if (!response.ok || typeof fresh !== 'string') throw new SessionEnded(response.status === 403 ? 403 : 401);
    session.setToken(fresh);
    return fresh;
  }, session.token);

  /** Sends a call; a 401 (for a call made as the session) refreshes the token once and sends it again with it. */
  const http = async (out: Outgoing, asToken: boolean): Promise<Response> => {
    const response = await send(out);
    if (response.status !== 401 || asToken) return response;
    const sent = BEARER.exec(out.headers.get('Authorization') ?? '')?.[1];
    if (!sent) throw new SessionEnded();
    void response.body?.cancel().catch(() => undefined);
    const fresh = await refreshToken(sent);
    out.headers.set('Authorization', `Bearer ${fresh}`);
    return send(out);
  };

  /** Failures a caller with `showsOwnFailure` tells the customer about itself: the app-wide notice would repeat it. */
  const ownedByCaller = (error: ApiError, input: CallInput): boolean => !!input.showsOwnFailure && (error.kind === 'network' || error.kind === 'malformed');

  const fail = (error: ApiError, input: CallInput): never => {
    // The reaction first: an ended session's still knows whose it was (src/auth/session-end.ts holds their progress).
    if (error.kind !== 'aborted' && !ownedByCaller(error, input)) options.onError?.(error);
    if (error.kind === 'session-ended') session.clear();
    throw error;
  };

  async function call<N extends EndpointName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
    if (options.beforeCall) await options.beforeCall();
    const def = endpoints[name];
    // The validator chunk downloads while the call is on the wire, not after it answers.
    const validatorLoad = options.validator(name);
    validatorLoad.catch(() => undefined);
    let response: Response;
    try {
      const headers = new Headers(input.headers);
      if (input.asToken) headers.set('Authorization', `Bearer ${input.asToken}`);
      let body: BodyInit | undefined = input.form;
      if (!input.form && input.body !== undefined) {
        body = JSON.stringify(input.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      const query = input.query ? new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)])).toString() : '';
      const path = endpointPath(name, input.params) + (query ? `?${query}` : '');
      response = await http({ method: def.method, path, body, headers, ...(input.signal ? { signal: input.signal } : {}) }, !!input.asToken);
    } catch (error) {
      // A cancellation is the caller's own doing: no reaction, no notification (issue 27 part 3).
      if (isAbort(error, input.signal)) throw abortedError(name);
      if (error instanceof SessionEnded) {
        const envelope = error.status === 403 ? { code: 'FORBIDDEN', description: 'Session revoked' } : { code: 'UNAUTHORIZED', description: 'Session ended' };
        return fail(new ApiError('session-ended', { status: error.status, ...envelope }, name), input);
      }
      if (error instanceof ApiError) return fail(error, input);
      return fail(networkError(name), input);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // Cancelled while the answer was arriving (the page was left, a query was cancelled): an abort, not an
      // unreadable answer. Any other broken body is a connection lost mid-answer: a network failure (SPEC §8).
      if (isAbort(error, input.signal)) throw abortedError(name);
      return fail(networkError(name), input);
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
      return fail(new ApiError(kind, { ...envelope, status: response.status }, name), input);
    }
    if (!isJson) return fail(malformedError(name, response.status, 'is not JSON'), input);
    const validate = await validatorLoad;
    if (input.signal?.aborted) throw abortedError(name);
    if (!validate?.(body)) {
      const first = validate?.errors?.[0];
      return fail(malformedError(name, response.status, first ? validationProblem(first) : 'has no validator'), input);
    }
    const result = (body as { result: ResponseOf<N> }).result;
    // Server values that reach Intl are made safe once, here, for every screen (src/config/server-values.ts).
    const guard = resultGuards[name as keyof typeof resultGuards] as ((r: ResponseOf<N>) => ResponseOf<N>) | undefined;
    return guard ? guard(result) : result;
  }

  return { call };
}
