import { useEndpointQuery } from '../../api/use-endpoint-query';
import { priceFormatOf, type PriceFormat } from '../../i18n/format';

// Apart from catalog-queries.ts (the purchase's number queries): the plan switch formats prices and needs no more
// (issue 31). With the app's query hooks in one chunk (scripts/chunk-groups.ts): the landing, which loads no query
// cache, formats its prices from its own call.

/** The global config (cached; the shell already fetched it once at start-up). */
export function useGlobalConfig() {
  return useEndpointQuery('GET_GLOBAL_CONFIG');
}

/** The price format of the global config (PKR defaults until it loads). */
export function usePriceFormat(): PriceFormat {
  return priceFormatOf(useGlobalConfig().data);
}
