import type { ActorInput } from '../../engine';
import type { PlainWork } from '../../engine/plain-machine';
import type { ApiClient } from '../api/api-client';
import { clearSession, setAccessToken, setUserDetails, userDetailsOf, type UserDetails } from './session-store';

/** The gate says itself that the customer could not be read (its unreachable page, with Try again): no second notice. */
const gateShowsFailure = { showsOwnFailure: true } as const;

const noToken = () => ({ status: 401, code: 'NO_HANDOFF_TOKEN', description: 'no hand-off token to use' });

/**
 * The work of journeys/auth-handoff.json, run by the authentication gate (src/auth/auth-gate.tsx): read a customer
 * (the session's, or a hand-off token's with the token itself, the session untouched), and keep a session. Plain
 * promises: the gate runs them without XState (engine/plain-machine.ts); ./actors.ts gives them to the engine.
 */
export function sessionWork(api: ApiClient) {
  return {
    loadSessionCustomer: async (): Promise<Record<string, never>> => {
      setUserDetails((await api.call('GET_USER_DETAILS', gateShowsFailure)) as UserDetails);
      return {};
    },
    readHandoffCustomer: async ({ input }: { input: ActorInput<'readHandoffCustomer'> }) => {
      if (!input.token) throw noToken();
      const user = (await api.call('GET_USER_DETAILS', { ...gateShowsFailure, asToken: input.token })) as UserDetails;
      return { user, sameCustomer: input.currentCustomerId !== null && user.external_id === input.currentCustomerId };
    },
    // The same customer with a fresh token: stored, as SPEC §2 says.
    keepHandoffSession: async ({ input }: { input: ActorInput<'keepHandoffSession'> }): Promise<Record<string, never>> => {
      const user = userDetailsOf(input.user);
      if (!input.token || !user) throw noToken();
      setAccessToken(input.token);
      setUserDetails(user);
      return {};
    },
    // The other customer's session replaces this one, as a hand-off with no one signed in would.
    switchToHandoffSession: async ({ input }: { input: ActorInput<'switchToHandoffSession'> }): Promise<Record<string, never>> => {
      const user = userDetailsOf(input.user);
      if (!input.token || !user) throw noToken();
      clearSession();
      setAccessToken(input.token);
      setUserDetails(user);
      return {};
    },
  } satisfies Record<string, PlainWork>;
}
