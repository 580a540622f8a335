import type { ActionImpl, GuardImpl } from './types.ts';
import { errorCodeOf, outputOf } from './types.ts';

/** The code an account-area actor fails with when the session ended at the gateway mid-form (401). */
export const SESSION_ENDED = 'SESSION_ENDED';

/**
 * Guards and actions of the account area's work (issue 28): journeys/account-details.json and auth-handoff.json.
 * Everything else those machines name (storeResult, recordError, clearError) is shared with other machines.
 */
export function accountWorkBehaviours(): { guards: Record<string, GuardImpl>; actions: Record<string, ActionImpl> } {
  return {
    guards: {
      /** journeys/auth-handoff.json: the hand-off token belongs to the customer already signed in. */
      isSameCustomer: ({ event }) => outputOf(event).sameCustomer === true,
      /** The save failed because the session ended: the typed values are kept for after the sign-in. */
      isSessionEndedError: ({ event }) => errorCodeOf(event) === SESSION_ENDED,
      /**
       * journeys/auth-handoff.json: the gateway refused the token (401 or 403). Anything else (no connection, a page
       * left mid-call, a server failure) is no answer about the token, and must not end a session.
       */
      isTokenRefused: ({ event }) => {
        const status = (event.error as { status?: unknown } | undefined)?.status;
        return status === 401 || status === 403;
      },
    },
    actions: {
      /** journeys/email-change.json: Change again forgets the change made (address, request, deadlines, result). */
      startAgain: () => ({ email: null, requestId: null, expiresAt: null, resendAt: null, error: null, result: null }),
      /** The hand-off token to check and the customer signed in when it arrived (CHECK). */
      /** journeys/guest-verification.json: the customer consent setting read for the sign-up, if any. */
      storeConsentType: ({ event }) => {
        const consentType = outputOf(event).consentType;
        return { consentType: typeof consentType === 'string' && consentType ? consentType : null };
      },
      rememberHandoff: ({ event }) => ({
        token: typeof event.token === 'string' ? event.token : null,
        currentCustomerId: typeof event.currentCustomerId === 'string' ? event.currentCustomerId : null,
      }),
    },
  };
}
