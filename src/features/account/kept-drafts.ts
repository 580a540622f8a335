import type { ApiError } from '../../api/api-error';
import { keepDraft, type DraftValues } from '../../auth/kept-drafts';
import { loginAfterSessionEnd, sessionEndReasonFor } from '../../auth/session-end';

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
export function keepForSignIn(error: unknown, values: DraftValues, here: string, go: (to: string) => void): boolean {
  if (!(error instanceof Error) || (error as ApiError).kind !== 'session-ended') return false;
  keepDraft(here.split('?')[0] ?? here, values);
  go(signInReturningTo(here, error as ApiError));
  return true;
}
