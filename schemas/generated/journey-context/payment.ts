/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/payment.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/payment.json: one way to pay, whatever is paid for. Held to journeys/payment.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface PaymentContext {
  /**
   * What is paid for when it is a purchase: the onboarding wizard's data as it is (payPurchaseStart hands context.data), typed as that wizard's generated data type; null for every other payable (a request, a paylink, a top-up).
   */
  purchase: import('../journey-data/onboarding').OnboardingData | null;
  orderRef: string | null;
  method: string | null;
  walletNumber: string | null;
  savedPaymentMethodId: string | null;
  /**
   * The payment requested (storePayment).
   */
  payment: {
    paymentId: string | null;
    coreTransactionId: string | null;
    orderRef: string | null;
    redirectUrl: string | null;
  } | null;
  paymentKey: string | null;
  createKey: string | null;
  polls: number;
  pollLimit: number;
  pollIntervalMs: number;
  resultPageOnDecline: boolean;
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
}
