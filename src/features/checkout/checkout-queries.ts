import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import type { OnboardingData } from './checkout-data';
import { previewBody } from './order-request';
import type { OrderPreview } from './preview-lines';
import type { ReviewFact } from './review-sections';
import { queryKeys } from '../../api/queries';

/** The priced order, and the promo code the gateway refused (then priced without it). */
export interface PricedOrder {
  readonly preview: OrderPreview;
  readonly refused?: string;
}

const isInvalidPromo = (e: unknown) => e instanceof ApiError && e.code === 'INVALID_PROMO_CODE';

/**
 * The order preview (a read): the order priced with the journey's promo code. A code the gateway refuses (one from
 * the URL, or one just typed) is priced without, and named in `refused`, so the screen says so and Continue drops
 * it. The previous price stays on screen while a new code is checked.
 */
export function useOrderPreview(data: OnboardingData) {
  const api = useApi();
  const body = previewBody(data);
  return useQuery<PricedOrder, ApiError>({
    queryKey: queryKeys.orderPreview(body),
    queryFn: async ({ signal }) => {
      try {
        return { preview: (await api.call('ORDER_PREVIEW', { body: body, signal })) as OrderPreview };
      } catch (e) {
        if (!isInvalidPromo(e) || !data.promoCode) throw e;
        return { preview: (await api.call('ORDER_PREVIEW', { body: previewBody(data, undefined), signal })) as OrderPreview, refused: data.promoCode };
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** The delivery slot or pickup point a review fact names (reads, cached per id). */
export function useReviewLookup(lookup: NonNullable<ReviewFact['lookup']>) {
  const slot = useEndpointQuery('GET_SLOT', { params: { slotId: lookup.id } }, { enabled: lookup.kind === 'slot' });
  const pickup = useEndpointQuery('GET_PICKUP_LOCATION', { params: { locationId: lookup.id } }, { enabled: lookup.kind === 'pickup' });
  return { slot, pickup };
}
