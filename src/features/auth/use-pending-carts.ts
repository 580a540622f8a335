import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/api-context';
import type { ApiError } from '../../api/api-error';
import { accessToken, sessionVersion, subscribeSession, userDetails } from '../../auth/session-store';
import { pendingCartsOf, type PendingCart } from './pending-carts';
import { queryKeys } from '../../api/queries';

/**
 * The signed-in customer's pending carts, read once the customer's email is known (the authentication gate reads the
 * customer before the page draws; the build's frame of the page has a session whose customer is never read), and
 * whether the browser has a session at all.
 */
export function usePendingCarts() {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const { call } = useApi();
  const email = accessToken() ? userDetails()?.email : undefined;
  // The items are named in the language asked for (Accept-Language): a switch of language reads them again.
  const language = useIntl().locale.startsWith('ur') ? 'ur' : 'en';
  const query = useQuery<PendingCart[], ApiError>({
    queryKey: queryKeys.pendingCarts(email, language),
    enabled: Boolean(email),
    queryFn: async ({ signal }) => pendingCartsOf(((await call('GET_PENDING_CARTS', { query: { email: email ?? '', status: 'PENDING' }, signal })) as { carts: unknown[] }).carts),
  });
  return { signedIn: Boolean(accessToken()), query };
}

/** Sends a visitor who is not signed in (no session) to login, coming back here afterwards. */
export function useSignedInOrLogin(signedIn: boolean, here: string): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!signedIn) navigate(`/web/login?redirect=${encodeURIComponent(here)}`, { replace: true });
  }, [signedIn, here, navigate]);
}

