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
  /**
   * The plan's id as the order request takes it (the plan card's id, unchanged).
   */
  planId?: string;
  planName?: string;
  planPrice?: number;
  /**
   * The promo code to price the order with (null: removed).
   */
  promoCode?: string | null;
  /**
   * The add-ons chosen (none when absent).
   */
  addons?: string[];
  /**
   * SPEC §9: a physical SIM when not chosen (simTypeOf).
   */
  simType?: 'physical_sim' | 'esim';
  /**
   * SPEC §9: a new number when not chosen (numberTypeOf).
   */
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
    otpCode?: string;
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
   * The identity document: CNIC from the personal-details step, or what the eKYC step checked (CNIC, NRIC, FIN…).
   */
  documentType?: string;
  /**
   * The identity document's number: the CNIC from the personal-details step, or the one the eKYC step checked.
   */
  documentId?: string;
  documentExpiry?: string;
  kycRequired?: boolean;
  paymentRequired?: boolean;
  /**
   * The number just chosen in the picker, for the connection step's work to lock (lockChosenNumber); null once locked.
   */
  numberLock?: {
    number: string;
    numberCategory?: string;
    numberClass?: string;
    numberPrice?: number;
  } | null;
  /**
   * What the address step keeps while the customer types (it wins over what was sent with Next).
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
  /**
   * The customer's email: written by the personal-details step (the only name of this fact).
   */
  email?: string;
  /**
   * The consent payloads ticked on the order summary (SUBMIT_CONSENT bodies); null when unticked.
   */
  consent?: {}[] | null;
  /**
   * The order attempt: one Idempotency-Key per order body.
   */
  orderAttempt?: {
    key: string;
    bodyHash: string;
    orderRef?: string;
  };
  /**
   * How the customer pays (the gateway's payment method ids).
   */
  paymentMethod?: 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH';
  savedPaymentMethodId?: string | null;
  /**
   * The eKYC step kept a KYC to be submitted once the order exists (shared/manual-ekyc/pending-kyc.ts).
   */
  kycPending?: boolean;
  [k: string]: unknown | undefined;
}
