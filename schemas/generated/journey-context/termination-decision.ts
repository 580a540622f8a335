/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/termination-decision.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/termination-decision.json: a win-back offer, then the line terminated or kept. Held to journeys/termination-decision.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface TerminationDecisionContext {
  number: string | null;
  reasonId: string | null;
  feedback: string | null;
  /**
   * The win-back offer (storeOffer).
   */
  offer: {
    id: string;
    discountPercent?: number;
    months?: number;
  } | null;
  offerNote: 'offer_unavailable' | 'offer_claimed_before' | null;
  /**
   * The error the last call failed with (recordError), else null.
   */
  error: {
    code: string;
    description?: string | null;
    attemptsLeft?: number;
    /**
     * When the refused call may be tried again (epoch ms).
     */
    retryAt?: number;
    status?: number;
  } | null;
  /**
   * The termination request, or the offer claimed.
   */
  result: {
    requestId?: string;
    discountPercent?: number;
    months?: number;
    [k: string]: unknown | undefined;
  } | null;
}
