import type { ActorInput } from '../../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/api-client';
import { CHANNEL, deviceInfo } from '../../../api/device';
import { completeSignIn } from '../sign-in-calls';


/** Output of validateGuestCode: the gateway result, plus the computed landing path for a returning customer. */
export interface GuestResult {
  requestId: string;
  email: string;
  userId?: string;
  accessToken?: string;
  redirect?: string;
  /** A new customer's single-use proof that the code was valid (issue 16): the sign-up needs no second code. */
  signupToken?: string;
}

/**
 * The two actors of journeys/guest-verification.json (SPEC §4, §7): send a guest one-time token (guest email and
 * contact number as headers), and validate it; with an access token the customer is signed in and the landing
 * path computed by the same post-login orchestration as after a login code.
 */
export function guestActors(api: Pick<ApiClient, 'call'>, signIn: typeof completeSignIn = completeSignIn) {
  const { call } = api;
  // The page that opened the modal gives the journey where to come back to and the number to text the code to
  // (its context's `redirect` and `contactNumber`, journeys/guest-verification.json); the actors read them there.
  const contactNumberOf = (input: ActorInput<'sendGuestCode'>) => (typeof input.context.contactNumber === 'string' && input.context.contactNumber ? input.context.contactNumber : undefined);
  const redirectOf = (input: ActorInput<'validateGuestCode'>) => (typeof input.context.redirect === 'string' && input.context.redirect ? { redirect: input.context.redirect } : {});
  return {
    sendGuestCode: fromPromise<unknown, ActorInput<'sendGuestCode'>>(async ({ input }) => {
      const email = String(input.context.email ?? '');
      const headers: Record<string, string> = { 'x-guest-email': email };
      const contactNumber = contactNumberOf(input);
      if (contactNumber) headers['x-guest-contact-number'] = contactNumber;
      return call('OTT_GENERATE', { body: { ottType: 'VERIFY_GUEST_USER' }, headers });
    }),
    validateGuestCode: fromPromise<GuestResult, ActorInput<'validateGuestCode'>>(async ({ input }) => {
      const body = { ott: String(input.event.code ?? ''), requestId: String(input.context.requestId ?? '') };
      const result = (await call('GUEST_VALIDATE', { body })) as GuestResult;
      if (!result.accessToken) return result;
      const redirect = await signIn({ accessToken: result.accessToken, flow: 'login', email: result.email, ...redirectOf(input), call });
      return { ...result, redirect };
    }),
    /**
     * A new customer: sign up with the guest proof (no second code), store the token, submit the consent kept in
     * the journey (SPEC §4 sign-up) and compute where to land, as after a sign-up code.
     */
    signUpVerifiedGuest: fromPromise<GuestResult, ActorInput<'signUpVerifiedGuest'>>(async ({ input }) => {
      const result = (input.context.result ?? {}) as GuestResult;
      if (!result.signupToken || !result.email) throw { code: 'NO_SIGNUP_PROOF' };
      const body = {
        email: result.email,
        channel: CHANNEL,
        signupToken: result.signupToken,
        device: deviceInfo(),
        ...(contactNumberOf(input) ? { contactNumber: contactNumberOf(input) } : {}),
      };
      const token = (await call('SIGNUP_GUEST_VERIFIED', { body })) as { accessToken: string; userId?: string };
      const redirect = await signIn({ accessToken: token.accessToken, flow: 'signup', email: result.email, ...redirectOf(input), call });
      return { requestId: result.requestId, email: result.email, accessToken: token.accessToken, redirect, ...(token.userId ? { userId: token.userId } : {}) };
    }),
  };
}
