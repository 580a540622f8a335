/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/reschedule-delivery.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/reschedule-delivery.json keeps.
 */
export interface RescheduleDeliveryData {
  orderRef?: string;
  shipmentRef?: string;
  /**
   * The new slot chosen on the first step, in words.
   */
  newSlot?: {
    id: string;
    date: string;
    from: string;
    to: string;
  };
  /**
   * The fee the gateway announced for this reschedule (0: free).
   */
  fee?: number;
  /**
   * Text values of a form, by field name.
   */
  personal?: {
    [k: string]: string | undefined;
  };
  /**
   * Text values of a form, by field name.
   */
  deliveryAddress?: {
    [k: string]: string | undefined;
  };
  rescheduleId?: string;
  paymentRequired?: boolean;
  [k: string]: unknown | undefined;
}
