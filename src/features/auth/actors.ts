import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { completeSignIn } from './sign-in-calls';
import { createOtpActors } from './otp-actors';

/**
 * The work of the sign-in and sign-up code page (journeys/otp-timer.json): resend and check the code, then sign in
 * (the token, the sign-up consent, the post-login calls), answering the page to land on.
 */
export function authActors(api: ApiClient) {
  return {
    ...createOtpActors(api.call),
    // journeys/guest-verification.json: a new customer signs up with the customer consent setting, if it can be read.
    readConsentType: fromPromise<{ consentType: string | null }>(async () => {
      const consent = (await api.call('GET_CUSTOMER_CONSENT')) as { attributes?: Array<{ value?: string }> };
      return { consentType: consent.attributes?.[0]?.value ?? null };
    }),
    completeSignIn: fromPromise<{ landing: string }, ActorInput<'completeSignIn'>>(async ({ input }) => {
      if (!input.accessToken) throw { status: 401, code: 'NO_ACCESS_TOKEN', description: 'the code check gave no token' };
      const landing = await completeSignIn({
        accessToken: input.accessToken,
        flow: input.flow,
        ...(input.identifier ? { email: input.identifier } : {}),
        ...(input.redirect ? { redirect: input.redirect } : {}),
        ...(input.resume ? { resume: true } : {}),
        call: api.call,
      });
      return { landing };
    }),
  };
}
