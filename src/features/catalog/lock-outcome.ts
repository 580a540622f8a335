/** What became of a number LOCK, as the picker announces it. */
export type LockOutcome = { kind: 'locked'; number: string } | { kind: 'taken' | 'failed'; number: string; messageId: string };

/**
 * A failed LOCK_NUMBER as a message: 409 (NUMBER_UNAVAILABLE) or 404 mean someone else has the number, so the
 * customer chooses again; anything else (no answer, a server failure) is a failure worth a retry. `error` is the
 * gateway's error as the connection step's work keeps it (WizardContext.stepError), or an ApiError.
 */
export function lockOutcome(error: { status?: number | undefined; code?: string | number | undefined } | undefined, number: string): LockOutcome {
  if (error && typeof error.status === 'number' && (error.status === 409 || error.status === 404 || error.code === 'NUMBER_UNAVAILABLE')) {
    return { kind: 'taken', number, messageId: 'number_taken' };
  }
  return { kind: 'failed', number, messageId: 'number_lock_failed' };
}
