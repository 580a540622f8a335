import type { PersistedJourney } from '../../../engine';
import { clearSavedJourney, loadSavedJourney, saveJourney } from '../../journey/journey-storage';

export const OTP_JOURNEY = 'otp-timer';

/** Which page asked for the code: the sign-in or the sign-up variant of every call (SPEC §7). */
export type AuthFlow = 'login' | 'signup';

/**
 * The OTP timer machine's context plus what the auth pages add to it (SPEC §3 Auth state): who the code was
 * sent to and where to go afterwards. The whole record is what session storage keeps.
 */
export interface CodeRequest {
  flow: AuthFlow;
  /** Login identifier (email or mobile number) or the sign-up email. */
  identifier: string;
  contactNumber?: string;
  /** Already resolved with resolveRedirect. */
  redirect?: string;
  /** Why the session ended, when this sign-in follows one (the login page's `ended`): lands back on `redirect`. */
  ended?: 'expired' | 'revoked';
}

/** The context the OTP machine runs with: the request plus the issued code and its deadlines. */
export interface CodeSessionContext extends CodeRequest {
  [key: string]: unknown;
  requestId: string;
  expiresIn: number;
  expiresAt?: number | null;
  resendAt?: number | null;
}

/** Saves a freshly issued code so the verify page (and a reload of it) can pick it up. */
export function saveNewCodeSession(context: CodeSessionContext, storage: Storage = sessionStorage): void {
  const saved: PersistedJourney = {
    journeyId: OTP_JOURNEY,
    // Machines resume from their context, never from a snapshot, so no fingerprint is needed (engine/persist.ts);
    // leaving it out keeps the engine out of the login and sign-up chunks.
    fingerprint: 'issued',
    kind: 'machine',
    // Deadlines are set by the machine's first run (ensureDeadlines) and kept from then on.
    context: { ...context, expiresAt: null, resendAt: null, error: null },
  };
  saveJourney(saved, storage);
}

/** The saved code session of this flow, if its context is well formed. */
export function loadCodeSession(flow: AuthFlow, storage: Storage = sessionStorage): PersistedJourney | undefined {
  const saved = loadSavedJourney(OTP_JOURNEY, storage);
  const ctx = saved?.context;
  if (!ctx || ctx.flow !== flow || typeof ctx.requestId !== 'string' || typeof ctx.identifier !== 'string') return undefined;
  return saved;
}

/** Forgets the code session (signed in, or sent back to start again). */
export function clearCodeSession(storage: Storage = sessionStorage): void {
  clearSavedJourney(OTP_JOURNEY, storage);
}

/** The login and sign-up pages of each flow. */
export const FLOW_PATHS: Record<AuthFlow, { start: string; verify: string }> = {
  login: { start: '/web/login', verify: '/web/verify-otp/login' },
  signup: { start: '/web/signup', verify: '/web/verify-otp/signup' },
};
