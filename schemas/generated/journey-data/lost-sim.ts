/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/lost-sim.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/lost-sim.json keeps.
 */
export interface LostSimData {
  /**
   * The blocked line's number, digits only (923001234567).
   */
  number?: string;
  /**
   * Why the customer blocked it.
   */
  reason?: 'LOST' | 'STOLEN';
  /**
   * When the gateway blocked it (epoch ms, the sandbox clock).
   */
  blockedAt?: number;
  /**
   * The unblock code's request.
   */
  requestId?: string;
  /**
   * The code typed, sent with the unblock; null once used.
   */
  otpCode?: string | null;
  /**
   * When the line was unblocked.
   */
  unblockedAt?: number;
  [k: string]: unknown | undefined;
}
