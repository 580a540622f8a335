import type { ApiError } from '../../api/api-error';
import { loginAfterSessionEnd, sessionEndReasonFor } from '../../auth/session-end';

/**
 * What a customer typed into an account form when their session ended mid-form, kept in memory (never in
 * local or session storage, which the session end clears and which must never hold card details) while they
 * sign in again in the same tab, then handed back once to the form on its return.
 */
const kept = new Map<string, Record<string, unknown>>();

/** Keeps a form's values for `path`. */
export function keepDraft(path: string, values: Record<string, unknown>): void {
  kept.set(path, values);
}

/** The values kept for `path`, once (taking them forgets them). */
export function takeDraft<T extends Record<string, unknown>>(path: string): T | undefined {
  const draft = kept.get(path) as T | undefined;
  kept.delete(path);
  return draft;
}

/**
 * The sign-in address that returns to `here` (path and query) afterwards, saying why the session ended (issue 45):
 * the app's reaction went to that address already, and this one must not take the words away.
 */
export const signInReturningTo = (here: string, error: ApiError) => loginAfterSessionEnd(sessionEndReasonFor(error.status), here);

/** The current page (path and query), read when a save starts: by the time it fails the app may have moved on. */
export const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * When a save failed because the session ended: keeps the values for `here` (the page the save started on) and
 * goes to sign-in with it as the redirect (the app's own reaction has already cleared the session and may have
 * moved to the login page). Returns whether it did.
 */
export function keepForSignIn(error: unknown, values: Record<string, unknown>, here: string, go: (to: string) => void): boolean {
  if (!(error instanceof Error) || (error as ApiError).kind !== 'session-ended') return false;
  keepDraft(here.split('?')[0] ?? here, values);
  go(signInReturningTo(here, error as ApiError));
  return true;
}
