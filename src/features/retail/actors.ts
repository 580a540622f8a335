import type { ApiClient } from '../../api/api-client';
import { createRetailStoreActors, type RetailStore } from './retail-store';

/** The work of journeys/retail-store.json (checkRetailStore): the store id comes in the input (retailStoreToCheck). */
export function retailActors(api: ApiClient) {
  return createRetailStoreActors({
    checkStore: (id) => api.call('CHECK_STORE', { params: { storeId: id } }),
    stores: async (id) => (await api.call('GET_RETAIL_STORES', { query: { storeId: id } })) as Array<RetailStore & { active: boolean }>,
  });
}
