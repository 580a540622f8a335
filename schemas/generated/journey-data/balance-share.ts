/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/balance-share.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/balance-share.json keeps.
 */
export interface BalanceShareData {
  /**
   * The sending line's number, digits only (923001234567).
   */
  number?: string;
  /**
   * The receiving number as the gateway stores it.
   */
  to?: string;
  /**
   * Rupees sent.
   */
  amount?: number;
  /**
   * The share the code confirms.
   */
  shareId?: string;
  /**
   * The fee, taken from the sending line with the amount.
   */
  fee?: number;
  /**
   * Amount and fee.
   */
  total?: number;
  /**
   * The code's request (the code went by SMS to the sending line).
   */
  requestId?: string;
  /**
   * When the code expires (epoch ms, the browser's clock).
   */
  expiresAt?: number;
  /**
   * The code typed, sent with the confirmation; null once used.
   */
  otpCode?: string | null;
  /**
   * When the airtime moved (the gateway's clock).
   */
  sharedAt?: number;
  /**
   * The sending line's balance after the share.
   */
  balance?: number;
  [k: string]: unknown | undefined;
}
