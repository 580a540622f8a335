/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/onboarding.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/onboarding.json keeps: the purchase as the customer builds it (SPEC §3).
 */
export interface OnboardingData {
  productType?: 'prepaid' | 'postpaid' | 'hybrid';
  planFilter?: string;
  planId?: string;
  planName?: string;
  planPrice?: number;
  promoCode?: string;
  addons?: string[];
  simType?: 'physical_sim' | 'esim';
  numberType?: 'NEW' | 'PORT_IN';
  selectedNumber?: string | null;
  numberCategory?: string;
  numberClass?: string;
  numberPrice?: number;
  lockedUntil?: number;
  esimDeliveryNeeded?: boolean;
  portIn?: {
    donorTelco?: string;
    currentNumber?: string;
    eligible?: boolean;
    requestId?: string;
    verified?: boolean;
  };
  /**
   * Text values of a form, by field name.
   */
  personal?: {
    [k: string]: string | undefined;
  };
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
  /**
   * Text values of a form, by field name.
   */
  deliveryAddress?: {
    [k: string]: string | undefined;
  };
  sameAsBilling?: boolean;
  deliveryMethod?: 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
  slot?: string | null;
  pickupLocation?: string | null;
  nationality?: string;
  /**
   * The identity document the eKYC step checked (CNIC, NRIC, FIN…).
   */
  documentType?: string;
  documentId?: string;
  documentExpiry?: string;
  kycRequired?: boolean;
  paymentRequired?: boolean;
  [k: string]: unknown | undefined;
}
