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
  /**
   * Text values of a form, by field name.
   */
  personalDraft?: {
    [k: string]: string | undefined;
  };
  /**
   * Text values of a form, by field name.
   */
  billingAddress?: {
    [k: string]: string | undefined;
  };
  sameAsBilling?: boolean;
  /**
   * A reschedule is delivered to the door.
   */
  deliveryMethod?: 'DOORSTEP_DELIVERY';
  /**
   * What the address step keeps while the customer types; null when a new order starts from the shipment's address.
   */
  addressDraft?: {
    /**
     * Text values of a form, by field name.
     */
    billingAddress?: {
      [k: string]: string | undefined;
    };
    /**
     * Text values of a form, by field name.
     */
    deliveryAddress?: {
      [k: string]: string | undefined;
    };
    sameAsBilling?: boolean;
    deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL' | null;
    slot?: string | null;
    pickupLocation?: string | null;
  } | null;
  [k: string]: unknown | undefined;
}
