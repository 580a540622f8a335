import type { GuardImpl } from './types';
import { errorCodeOf } from './types';

/** The code an account-area actor fails with when the session ended at the gateway mid-form (401). */
export const SESSION_ENDED = 'SESSION_ENDED';

/**
 * Guards of the account area's work (issue 28): journeys/account-details.json. Everything else those machines name
 * (storeResult, recordError, clearError) is shared with other machines.
 */
export function accountWorkBehaviours(): { guards: Record<string, GuardImpl> } {
  return {
    guards: {
      /** The save failed because the session ended: the typed values are kept for after the sign-in. */
      isSessionEndedError: ({ event }) => errorCodeOf(event) === SESSION_ENDED,
    },
  };
}
