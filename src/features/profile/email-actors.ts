import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { setUserDetails, type UserDetails } from '../../auth/session-store';
import { currentPage, keepForSignIn } from '../account';

/** What an invoked actor receives from the engine (engine/to-machine.ts): the context and the entering event. */

/**
 * The actors of journeys/email-change.json: send a code to the new address, then confirm it. On success the
 * stored user details follow the gateway's answer, so the header and profile show the new address at once.
 */
export function createEmailChangeActors(call: ApiClient['call'], go: (to: string) => void = () => undefined) {
  return {
    // A session that ended while the form was open keeps the typed address and returns here after sign-in.
    requestEmailChange: fromPromise<{ requestId: string; expiresIn: number }, ActorInput<'requestEmailChange'>>(async ({ input }) => {
      const email = String(input.context.email ?? '');
      const here = currentPage();
      try {
        return await call('REQUEST_EMAIL_CHANGE', { body: { email } });
      } catch (error) {
        keepForSignIn(error, { email }, here, go);
        throw error;
      }
    }),
    verifyEmailChange: fromPromise<UserDetails, ActorInput<'verifyEmailChange'>>(async ({ input }) => {
      const user = (await call('VERIFY_EMAIL_CHANGE', { body: { requestId: String(input.context.requestId ?? ''), otpCode: String(input.event.code ?? '') } })) as UserDetails;
      setUserDetails(user);
      return user;
    }),
  };
}
