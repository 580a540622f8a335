import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { EndpointName } from '../../schemas/endpoints';
import type { ApiError } from './api-error';
import type { CallInput, ResponseOf } from './api-client';
import { useApi } from './api-context';
import { takePrefetched } from './prefetch';

/**
 * The cache key of every `useEndpointQuery` of an endpoint (whatever its input): what a screen invalidates,
 * cancels or updates after a change, so no screen writes the key out by hand.
 */
export function endpointKey(name: EndpointName): readonly [EndpointName] {
  return [name];
}

/**
 * A cached GET of a registry endpoint: `useEndpointQuery('GET_NATIONALITIES')`. The key is the name and input,
 * so two screens asking for the same thing share one request and one cache entry.
 */
export function useEndpointQuery<N extends EndpointName>(
  name: N,
  input: Omit<CallInput, 'signal' | 'body' | 'form'> = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<ResponseOf<N>, ApiError> {
  const api = useApi();
  return useQuery<ResponseOf<N>, ApiError>({
    queryKey: [...endpointKey(name), input],
    // A prefetched answer (landing route) is used once; if it failed, the call is made again with the
    // app's reactions to errors.
    queryFn: ({ signal }) => {
      const early = takePrefetched(name, input) as Promise<ResponseOf<N>> | undefined;
      return early ? early.catch(() => api.call(name, { ...input, signal })) : api.call(name, { ...input, signal });
    },
    enabled: options.enabled ?? true,
  });
}
