/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/sim-replacement.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/sim-replacement.json keeps (SPEC §3 SIM replacement data).
 */
export interface SimReplacementData {
  /**
   * A line's number, digits only (923001234567).
   */
  number?: string;
  reason?: 'LOST' | 'STOLEN' | 'DAMAGED' | 'UPGRADE_TO_ESIM';
  simType?: 'physical_sim' | 'esim';
  cardExpired?: boolean;
  temporaryContactNumber?: string;
  agreeTerms?: boolean;
  /**
   * The request the first step made.
   */
  requestId?: string;
  /**
   * An open request to continue where it was left (Continue on the hub or the status page); null once read back.
   */
  resumeRequestId?: string | null;
  /**
   * The line, reason and SIM type the request was made for (the same choice keeps it).
   */
  requestFor?: {
    number: string;
    reason: string;
    simType: string;
  };
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP';
  /**
   * Text values of a form, by field name.
   */
  deliveryAddress?: {
    [k: string]: string | undefined;
  };
  paymentRequired?: boolean;
  totalCharges?: number;
  esimDeliveryNeeded?: boolean;
  [k: string]: unknown | undefined;
}
