import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { endpointKey } from '../../api/queries';
import type { ApiError } from '../../api/api-error';
import type { CallInput, ResponseOf } from '../../api/api-client';
import type { EndpointName } from '../../../schemas/endpoints';
import { accessToken, customerArriving, sessionVersion, subscribeSession, userDetails } from '../../auth/session-store';
import { queryKeys } from '../../api/queries';

/**
 * The signed-in customer, if any (the loyalty area has no auth check: SPEC §2), and whether one is arriving (an
 * auth_token hand-off whose customer is being read): the pages then draw their placeholders, not the visitor's
 * sign-in prompt.
 */
export function useLoyaltySession(): { customerId?: string; telco: boolean; arriving: boolean } {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const user = accessToken() ? userDetails() : undefined;
  return user ? { customerId: user.external_id, telco: user.telco_user, arriving: false } : { telco: false, arriving: customerArriving() };
}

/** A cached loyalty GET, keyed by name, input and the customer (so another sign-in never sees stale data). */
export function useLoyaltyQuery<N extends EndpointName>(name: N, input: Omit<CallInput<N>, 'signal'> = {}, options: { enabled?: boolean; customerId?: string } = {}) {
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

/**
 * What a redemption's answer says changed, written into the cache at once (issue 30): the member's points become
 * its pointsBalance and the charged line's airtime its airtimeBalance, so the pages never show the old figure
 * while refreshLoyalty's refetch is on its way.
 */
export function applyRedemption(client: QueryClient, answer: unknown): void {
  const a = (answer ?? {}) as { pointsBalance?: unknown; chargedNumber?: unknown; airtimeBalance?: unknown };
  if (typeof a.pointsBalance === 'number') {
    const points = a.pointsBalance;
    client.setQueriesData<Member>({ queryKey: queryKeys.loyaltyReads('GET_LOYALTY_MEMBER') }, (member) => (member ? { ...member, points } : member));
  }
  if (typeof a.chargedNumber === 'string' && typeof a.airtimeBalance === 'number') {
    const number = a.chargedNumber;
    const airtimeBalance = a.airtimeBalance;
    client.setQueriesData<ResponseOf<'GET_LINES'>>({ queryKey: endpointKey('GET_LINES') }, (lines) => lines?.map((l) => (l.number === number ? { ...l, airtimeBalance } : l)));
    client.setQueriesData<ResponseOf<'GET_LINE'>>({ queryKey: endpointKey('GET_LINE') }, (line) => (line && line.number === number ? { ...line, airtimeBalance } : line));
  }
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

/**
 * Where a booster is at `now`: not started (opt-in shown disabled), running (opt-in open, countdown) or ended (no
 * opt-in). The time decides what the customer may do, so it is read from the shared clock (src/ui/use-now.ts) and
 * the page changes by itself as a booster starts or ends.
 * @example boosterPhase({ startsAt: 10, endsAt: 20 }, 15) // 'running'
 */
export function boosterPhase(b: { startsAt?: number | null; endsAt?: number | null }, now: number): 'upcoming' | 'running' | 'ended' {
  if (now >= (b.endsAt ?? Infinity)) return 'ended';
  return now < (b.startsAt ?? 0) ? 'upcoming' : 'running';
}
