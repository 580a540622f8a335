import type { ApiError } from '../../api/api-error';

/** What became of a number LOCK, as the picker announces it. */
export type LockOutcome = { kind: 'locked'; number: string } | { kind: 'taken' | 'failed'; number: string; messageId: string };

/**
 * A failed LOCK_NUMBER as a message: 409 (NUMBER_UNAVAILABLE) or 404 mean someone else has the number, so the
 * customer chooses again; anything else is a failure worth a retry.
 */
export function lockOutcome(error: ApiError | undefined, number: string): LockOutcome {
  if (error && error.kind === 'http' && (error.status === 409 || error.status === 404 || error.code === 'NUMBER_UNAVAILABLE')) {
    return { kind: 'taken', number, messageId: 'number_taken' };
  }
  return { kind: 'failed', number, messageId: 'number_lock_failed' };
}
