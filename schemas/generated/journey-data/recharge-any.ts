/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/recharge-any.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/recharge-any.json keeps (never who owns the number: the gateway does not say).
 */
export interface RechargeAnyData {
  /**
   * The number recharged, digits only as the gateway names it (923001234567).
   */
  number?: string;
  /**
   * Rupees paid.
   */
  amount?: number;
  /**
   * The recharge the gateway made (paid through PAYMENT_REQUEST).
   */
  topupId?: string;
  /**
   * The balance it gives by the gateway's tax rule, quoted before paying.
   */
  balanceAdded?: number;
  /**
   * The advance income tax withheld from it.
   */
  tax?: number;
  [k: string]: unknown | undefined;
}
