import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { EndpointName } from '../../schemas/endpoints';
import type { ApiError } from './api-error';
import type { CallInput, ResponseOf } from './api-client';
import { useApi } from './api-context';
import { endpointQuery } from './queries';

/**
 * A cached GET of a registry endpoint: `useEndpointQuery('GET_NATIONALITIES')` (its key and query function:
 * `endpointQuery` in src/api/queries.ts).
 */
export function useEndpointQuery<N extends EndpointName>(
  name: N,
  input: Omit<CallInput, 'signal' | 'body' | 'form'> = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<ResponseOf<N>, ApiError> {
  const api = useApi();
  return useQuery({ ...endpointQuery(api, name, input), enabled: options.enabled ?? true });
}
