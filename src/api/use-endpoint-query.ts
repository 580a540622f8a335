import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { EndpointName } from '../../schemas/endpoints';
import type { ApiError } from './api-error';
import type { CallInput, ResponseOf } from './api-client';
import { useApi } from './api-context';

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
    queryKey: [name, input],
    queryFn: ({ signal }) => api.call(name, { ...input, signal }),
    enabled: options.enabled ?? true,
  });
}
