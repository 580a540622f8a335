import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EndpointName } from '../../schemas/endpoints';
import type { CallInput, ResponseOf } from '../api/api-client';
import { useApi } from '../api/api-context';
import { takePrefetched } from '../api/prefetch';
import { yieldToMain } from './yield-to-main';

export interface LandingCall<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * One GET of the landing route (plans, banners) without the server-state cache: TanStack Query (about 10 KiB)
 * stays off the landing route's budget and loads with the journey when the customer moves on. It uses the answer
 * prefetched with start-up once; a failed prefetch is called again with the app's reactions to errors. A new
 * input or a language switch (catalogue names come in the page's language) asks again; an answer to an input that
 * is no longer current is dropped.
 */
export function useLandingCall<N extends EndpointName>(name: N, input: Omit<CallInput, 'signal' | 'body' | 'form'> = {}): LandingCall<ResponseOf<N>> {
  const api = useApi();
  const { locale } = useIntl();
  const key = JSON.stringify(input);
  const [attempt, setAttempt] = useState(0);
  // The answer and the request it answers (input and attempt); another request shows as pending until it is
  // answered, except a language switch, which keeps the shown answer until the new one arrives.
  const [state, setState] = useState<{ key: string; data?: ResponseOf<N>; failed?: boolean }>({ key: '' });
  const request = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    const parsed = JSON.parse(key) as Omit<CallInput<N>, 'signal'>;
    const early = attempt === 0 ? (takePrefetched(name, parsed) as Promise<ResponseOf<N>> | undefined) : undefined;
    const call = () => api.call(name, { ...parsed, signal: controller.signal });
    const answer = early ? early.catch(call) : call();
    // Each answer is drawn in a task of its own: prefetched answers are there already, and drawn together with
    // the effects that asked for them they made one long task (Total Blocking Time, issue 14).
    const settle = (next: { key: string; data?: ResponseOf<N>; failed?: boolean }) =>
      void yieldToMain().then(() => !controller.signal.aborted && setState(next));
    answer.then(
      (data) => settle({ key: request, data }),
      () => settle({ key: request, failed: true }),
    );
    return () => controller.abort();
  }, [api, name, key, locale, attempt, request]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === request;
  return { data: current ? state.data : undefined, isPending: !current, isError: current && Boolean(state.failed), refetch };
}
