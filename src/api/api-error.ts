/**
 * Every failure of a gateway call as one typed error (SPEC §8 envelope). `kind` says how the app reacts:
 * session-ended → login (or /logged_out in the webview), rate-limited → /429, network and malformed → a danger
 * notification, http → the calling screen decides, aborted → nothing at all (the caller cancelled: a page left,
 * TanStack Query cancelling, an AbortController), never shown to the customer.
 */
export type ApiErrorKind = 'http' | 'session-ended' | 'rate-limited' | 'network' | 'malformed' | 'aborted';

export interface ErrorEnvelope {
  status: number;
  code: number | string;
  description: string;
  id?: number | string;
  /** A wrong one-time code (422011): the tries the code has left. */
  attemptsLeft?: number;
  /** A locked sign-in (422005) or too many codes (429 TOO_MANY_CODES): when the customer may try again, epoch ms. */
  retryAt?: number;
}

export class ApiError extends Error implements ErrorEnvelope {
  readonly status: number;
  readonly code: number | string;
  readonly description: string;
  readonly id?: number | string;
  readonly attemptsLeft?: number;
  readonly retryAt?: number;

  constructor(
    readonly kind: ApiErrorKind,
    envelope: ErrorEnvelope,
    readonly endpoint?: string,
  ) {
    super(`${envelope.status} ${envelope.code}: ${envelope.description}`);
    this.name = 'ApiError';
    this.status = envelope.status;
    this.code = envelope.code;
    this.description = envelope.description;
    if (envelope.id !== undefined) this.id = envelope.id;
    if (typeof envelope.attemptsLeft === 'number') this.attemptsLeft = envelope.attemptsLeft;
    if (typeof envelope.retryAt === 'number') this.retryAt = envelope.retryAt;
  }

  /** The SPEC §8 envelope, for screens that show or log it. */
  toEnvelope(): ErrorEnvelope {
    return { status: this.status, code: this.code, description: this.description, ...(this.id !== undefined ? { id: this.id } : {}) };
  }
}

/** SPEC §8: what a network failure becomes. */
export const NETWORK_FAILURE: Readonly<ErrorEnvelope> = Object.freeze({ status: 500, description: 'Unknown Error', code: 'UNKNOWN_ERROR_CODE', id: 999999 });

/** The error a network failure (no answer, timeout, CORS refusal) becomes. */
export function networkError(endpoint?: string): ApiError {
  return new ApiError('network', { ...NETWORK_FAILURE }, endpoint);
}

/** A response that does not match the registry's schema: a typed error, never a crash. */
export function malformedError(endpoint: string, status: number, where: string): ApiError {
  return new ApiError('malformed', { status: status >= 400 ? status : 502, code: 'MALFORMED_RESPONSE', description: `${endpoint}: response ${where}` }, endpoint);
}

/** The error a call cancelled by its caller becomes (before it was sent, on the wire or while its body was read). */
export function abortedError(endpoint?: string): ApiError {
  return new ApiError('aborted', { status: 0, code: 'ABORTED', description: 'The request was cancelled' }, endpoint);
}

/**
 * Whether a failure is a cancellation rather than an answer: an 'aborted' ApiError, a DOMException AbortError (fetch,
 * a body read), or any failure once the caller's signal is aborted. Example: isAbort(e, signal) → nothing to show.
 */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  if (error instanceof ApiError) return error.kind === 'aborted';
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Whether a failed query is worth retrying: only server and network failures, never 4xx (429 included). */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || (error.kind === 'http' && error.status >= 500));
}
