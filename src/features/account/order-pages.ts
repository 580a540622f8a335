import { useEndpointPages, pageOfList } from '../../api/use-endpoint-pages';
import { LIST_PAGE } from '../../api/list-page';
import { captchaToken, retryOrderList } from '../../integrations/captcha/captcha-token';
import type { ListedOrder } from './order-list';
import { queryKeys } from '../../api/queries';

/**
 * The order list, a page of `size` at a time in the gateway's order: unfinished sim-only orders first, then newest
 * first (/orderlist pages by LIST_PAGE; the home shows the first few).
 */
export function useOrderPages(size: number = LIST_PAGE) {
  return useEndpointPages('MANAGE_ORDER', {
    queryKey: queryKeys.pages('MANAGE_ORDER', size),
    // A fresh ALTCHA answer per call (issue 12); a refused or unsolvable check is shown, not retried unseen.
    input: async (after) => ({ body: { captchaToken: await captchaToken(), limit: size + 1, ...(after ? { after } : {}) } }),
    pageOf: (list) => pageOfList<ListedOrder>(list, (o) => o.order_ref, size),
    keyOf: (o) => o.order_ref,
    retry: retryOrderList,
  });
}

