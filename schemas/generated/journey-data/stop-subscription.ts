/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/stop-subscription.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/stop-subscription.json keeps.
 */
export interface StopSubscriptionData {
  /**
   * The line's number, digits only (923001234567).
   */
  number?: string;
  /**
   * The subscription stopped (GET_SUBSCRIPTIONS id).
   */
  subscriptionId?: string;
  /**
   * Its name as the gateway gave it, for the result.
   */
  stoppedName?: string;
  /**
   * When the stop was answered (epoch ms, the browser's clock).
   */
  stoppedAt?: number;
  [k: string]: unknown | undefined;
}
