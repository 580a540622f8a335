import { useQuery } from '@tanstack/react-query';
import { numbersQuery } from '../../api/queries';
import { useApi } from '../../api/api-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { renderCountsOf, type RenderCounts } from './number-choice';
import { recordOf } from '../../domain/parse';

export { useGlobalConfig, usePriceFormat } from '../../ui/price';

/** Number render counts from the inventory configuration (SPEC §9 defaults until it loads). */
export function useRenderCounts(): RenderCounts {
  const inventory = useEndpointQuery('GET_CONFIGURATION', { query: { keys: 'inventory' } });
  return renderCountsOf(recordOf(inventory.data).inventory);
}

/** The numbers of one category, `limit` of them; the previous list stays on screen while more load. */
export function useNumbers(category: string | undefined, limit: number) {
  const api = useApi();
  return useQuery(numbersQuery(api, category, limit));
}
