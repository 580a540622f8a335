/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/plan-switch.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/plan-switch.json keeps.
 */
export interface PlanSwitchData {
  /**
   * A line's number, digits only (923001234567).
   */
  number?: string;
  planId?: string;
  planFilter?: string;
  /**
   * The switch requested at the summary.
   */
  requestId?: string;
  /**
   * The plan that request was made for (going back and on again reuses it).
   */
  requestPlanId?: string;
  paymentRequired?: boolean;
  totalCharges?: number;
  [k: string]: unknown | undefined;
}
