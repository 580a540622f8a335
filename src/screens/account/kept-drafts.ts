import type { ApiError } from '../../api/api-error';
import { LOGIN_PATH } from '../../routes/route-table';

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

/** The sign-in address that returns to `here` (path and query) afterwards. */
export const signInReturningTo = (here: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;

/**
 * When a save failed because the session ended: keeps the values and goes to sign-in with this page as the
 * redirect (the app's own reaction has already cleared the session). Returns whether it did.
 */
export function keepForSignIn(error: unknown, values: Record<string, unknown>, go: (to: string) => void): boolean {
  if (!(error instanceof Error) || (error as ApiError).kind !== 'session-ended') return false;
  const here = `${window.location.pathname}${window.location.search}`;
  keepDraft(window.location.pathname, values);
  go(signInReturningTo(here));
  return true;
}
