import type { ApiClient } from '../../api/api-client';
import { restoreJourneyProgress } from '../../auth/session-end';
import { setAccessToken } from '../../auth/session-store';
import { consentPayloads, storedConsent } from './consent-payload';
import { runPostLogin, type PostLoginCalls, type PostLoginEffects } from './post-login';
import { browserPostLoginEffects, gatewayPostLoginCalls } from './post-login-calls';

export interface CompleteSignInInput {
  accessToken: string;
  flow: 'login' | 'signup';
  /** The sign-up email or login identifier (used for consent and, if user details lack one, the cart lookup). */
  email?: string;
  redirect?: string;
  /** Signing in again after the session ended on `redirect` (issue 45). */
  resume?: boolean;
  call: ApiClient['call'];
  /** Injected in tests. */
  calls?: PostLoginCalls;
  effects?: PostLoginEffects;
  consent?: unknown;
  storeToken?: (token: string) => void;
}

/**
 * After a valid code: store the token; on sign-up submit the stored privacy and terms consent first (SPEC §4),
 * then run the post-login orchestration. Resolves to the landing path.
 * A consent that fails to submit does not block the sign-in (docs/decisions/2026-11-21-sign-up-login-codes.md): it
 * stays in the journey data.
 */
export async function completeSignIn(input: CompleteSignInInput): Promise<string> {
  (input.storeToken ?? setAccessToken)(input.accessToken);
  if (input.flow === 'signup' && input.email) {
    const payloads = consentPayloads(input.consent === undefined ? storedConsent() : input.consent, input.email);
    for (const body of payloads) await input.call('SUBMIT_CONSENT', { body }).catch(() => undefined);
  }
  const outcome = await runPostLogin({
    flow: input.flow,
    ...(input.redirect ? { redirect: input.redirect } : {}),
    ...(input.resume ? { resume: true } : {}),
    ...(input.email && input.email.includes('@') ? { fallbackEmail: input.email } : {}),
    calls: input.calls ?? gatewayPostLoginCalls(input.call),
    effects: input.effects ?? browserPostLoginEffects,
  });
  // The journeys' progress held when this customer's session ended goes back to them (nobody else).
  restoreJourneyProgress(outcome.user.external_id);
  return outcome.path;
}
