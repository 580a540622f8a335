import type { EndpointName } from '../../schemas/endpoints';
import type { ApiClient, CallInput } from './api-client';

/** How long a prefetched answer may wait for its screen before it is thrown away as stale. */
const FRESH_MS = 30_000;

const pending = new Map<string, { at: number; answer: Promise<unknown> }>();

function keyOf(name: EndpointName, input: Omit<CallInput, 'signal'>): string {
  return JSON.stringify([name, input]);
}

/**
 * Starts a call before its screen asks for it (the landing route's plans and banners, in parallel with
 * start-up). `api` should be a quiet client: a failed prefetch reacts to nothing; the screen's own call
 * does, when it repeats the call.
 */
export function prefetch(api: ApiClient, name: EndpointName, input: Omit<CallInput, 'signal'> = {}): Promise<unknown> {
  const answer = api.call(name, input);
  answer.catch(() => undefined);
  pending.set(keyOf(name, input), { at: Date.now(), answer });
  return answer;
}

/** The prefetched answer for exactly this call, once (and only while fresh); undefined otherwise. */
export function takePrefetched(name: EndpointName, input: Omit<CallInput, 'signal'> = {}): Promise<unknown> | undefined {
  const key = keyOf(name, input);
  const entry = pending.get(key);
  pending.delete(key);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.answer : undefined;
}
