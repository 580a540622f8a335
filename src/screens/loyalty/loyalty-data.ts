import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { ApiError } from '../../api/api-error';
import type { CallInput, ResponseOf } from '../../api/api-client';
import type { EndpointName } from '../../../schemas/endpoints';
import { accessToken, sessionVersion, subscribeSession, userDetails } from '../../auth/session-store';
import { queryKeys } from '../../api/queries';

/** The signed-in customer, if any (the loyalty area has no auth check: SPEC §2). */
export function useLoyaltySession(): { customerId?: string; telco: boolean } {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const user = accessToken() ? userDetails() : undefined;
  return user ? { customerId: user.external_id, telco: user.telco_user } : { telco: false };
}

/** A cached loyalty GET, keyed by name, input and the customer (so another sign-in never sees stale data). */
export function useLoyaltyQuery<N extends EndpointName>(name: N, input: Omit<CallInput, 'signal'> = {}, options: { enabled?: boolean; customerId?: string } = {}) {
  const api = useApi();
  return useQuery<ResponseOf<N>, ApiError>({
    queryKey: queryKeys.loyaltyRead(name, options.customerId, input),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => api.call(name, { ...input, signal }),
  });
}

/** The gateway's code for a customer who has not joined the programme. */
export const NOT_MEMBER_CODE = '4224104';

/** The member record: `notMember` when the gateway says the customer has not joined. */
export function useMember(customerId: string | undefined) {
  const query = useLoyaltyQuery('GET_LOYALTY_MEMBER', { params: { customerId: customerId ?? '' } }, { enabled: Boolean(customerId), customerId });
  const notMember = query.error?.code !== undefined && String(query.error.code) === NOT_MEMBER_CODE;
  return { query, notMember };
}

/** After a redemption, join or opt-in: everything the loyalty pages show about the customer is refetched. */
export function refreshLoyalty(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.loyalty() });
}

export const useRefreshLoyalty = () => {
  const client = useQueryClient();
  return () => refreshLoyalty(client);
};

export type Product = ResponseOf<'GET_LOYALTY_PRODUCTS'>[number];
export type Member = ResponseOf<'GET_LOYALTY_MEMBER'>;
export type Text = { en: string; ur: string };

/** The text of the UI language, falling back to English. */
export const textIn = (t: Text | undefined, fallback: string, language: 'en' | 'ur') => (t ? t[language] || t.en : fallback);
