import type { ActorInput } from '../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/api-client';
import { clearSession, setAccessToken, setUserDetails, userDetailsOf, type UserDetails } from './session-store';

const noToken = () => ({ status: 401, code: 'NO_HANDOFF_TOKEN', description: 'no hand-off token to use' });

/**
 * The work of journeys/auth-handoff.json, run by the authentication gate (src/auth/auth-gate.tsx): read a customer
 * (the session's, or a hand-off token's with the token itself, the session untouched), and keep a session.
 */
export function sessionActors(api: ApiClient) {
  return {
    loadSessionCustomer: fromPromise<Record<string, never>>(async () => {
      setUserDetails((await api.call('GET_USER_DETAILS')) as UserDetails);
      return {};
    }),
    readHandoffCustomer: fromPromise<{ user: UserDetails; sameCustomer: boolean }, ActorInput<'readHandoffCustomer'>>(async ({ input }) => {
      if (!input.token) throw noToken();
      const user = (await api.call('GET_USER_DETAILS', { asToken: input.token })) as UserDetails;
      return { user, sameCustomer: input.currentCustomerId !== null && user.external_id === input.currentCustomerId };
    }),
    // The same customer with a fresh token: stored, as SPEC §2 says.
    keepHandoffSession: fromPromise<Record<string, never>, ActorInput<'keepHandoffSession'>>(async ({ input }) => {
      const user = userDetailsOf(input.user);
      if (!input.token || !user) throw noToken();
      setAccessToken(input.token);
      setUserDetails(user);
      return {};
    }),
    // The other customer's session replaces this one, as a hand-off with no one signed in would.
    switchToHandoffSession: fromPromise<Record<string, never>, ActorInput<'switchToHandoffSession'>>(async ({ input }) => {
      const user = userDetailsOf(input.user);
      if (!input.token || !user) throw noToken();
      clearSession();
      setAccessToken(input.token);
      setUserDetails(user);
      return {};
    }),
  };
}
