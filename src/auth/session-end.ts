import { LOGIN_PATH } from '../routes/fixed-routes';
import { resolveRedirect } from '../routes/redirect-resolver';
import { forgetDrafts } from './kept-drafts';

/**
 * Issue 45 part 2, "sessions end in words" (docs/decisions/2026-11-29-session-end-in-words.md): why a session ended
 * travels to the login page in its address (`ended`), beside SPEC §4's reset=true and the page to come back to
 * (`redirect`), so the page says so in the customer's language, also after a reload.
 * - expired: the gateway would not refresh the token (401: the idle window or the session's 30 days passed);
 * - revoked: the gateway ended the session (403: signed out elsewhere, or a stolen token's reuse ended it).
 */
export type SessionEndReason = 'expired' | 'revoked';

const REASONS: readonly SessionEndReason[] = ['expired', 'revoked'];

/** The reason a login address gives (anything else: none, so a made-up value shows nothing). */
export function sessionEndReasonOf(search: string): SessionEndReason | undefined {
  const value = new URLSearchParams(search).get('ended');
  return REASONS.find((r) => r === value);
}

/** The status of the refusal that ended the session says why: 403 revoked it, anything else let it expire. */
export const sessionEndReasonFor = (status: number): SessionEndReason => (status === 403 ? 'revoked' : 'expired');

/** Pages that are the sign-in itself: never a place to come back to. */
const SIGN_IN_PAGES = /^\/web\/(login|signup|verify-otp\/(login|signup))\/?$/;

/**
 * The login address after a session ended on `here` (path and query): reset=true (SPEC §4), the reason, and `here`
 * as the redirect when it is a same-site path that is not the sign-in itself.
 * @example loginAfterSessionEnd('expired', '/profile?tab=1') // '/web/login?reset=true&ended=expired&redirect=%2Fprofile%3Ftab%3D1'
 */
export function loginAfterSessionEnd(reason: SessionEndReason, here: string): string {
  const params = new URLSearchParams({ reset: 'true', ended: reason });
  const back = resolveRedirect(here);
  if (back && !SIGN_IN_PAGES.test(back.split(/[?#]/)[0] ?? back)) params.set('redirect', back);
  return `${LOGIN_PATH}?${params.toString()}`;
}

/**
 * Journey progress held in memory (never in storage, which the session end clears) while the customer whose
 * session ended signs in again in this tab: handed back to the same customer only, so a wizard resumes on its step
 * with what was chosen; another customer signing in on this browser gets none of it.
 */
let held: { userId: string; entries: Array<[string, string]> } | undefined;

/**
 * The saved progress of every journey but the code page's, for `userId`, before local data is cleared. The calls
 * that fail together when a session ends each end it: a later end (the customer no longer known, or the storage
 * already cleared) keeps what the first one held.
 */
export function holdJourneyProgress(userId: string | undefined, storage: Storage | undefined = globalThis.sessionStorage): void {
  if (!userId || !storage) return;
  try {
    const entries: Array<[string, string]> = [];
    for (const key of Object.keys(storage)) {
      const value = storage.getItem(key);
      if (key.startsWith('journey:') && key !== 'journey:otp-timer' && value !== null) entries.push([key, value]);
    }
    if (held?.userId === userId && entries.length === 0) return;
    held = { userId, entries };
  } catch {
    // storage disabled: nothing was saved to hold
  }
}

/** Hands the held progress back when `userId` is the customer it was held for; forgets it either way. */
export function restoreJourneyProgress(userId: string, storage: Storage | undefined = globalThis.sessionStorage): number {
  const taken = held;
  held = undefined;
  // What was typed into a form is handed back to the same customer only, like the journeys' progress.
  if (!taken || taken.userId !== userId) forgetDrafts();
  if (!taken || taken.userId !== userId || !storage) return 0;
  try {
    for (const [key, value] of taken.entries) storage.setItem(key, value);
  } catch {
    return 0;
  }
  return taken.entries.length;
}
