/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/emergency-advance.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/emergency-advance.json keeps.
 */
export interface EmergencyAdvanceData {
  /**
   * The line that borrows, digits only.
   */
  number?: string;
  /**
   * The offer chosen, in rupees.
   */
  amount?: number;
  /**
   * Its service fee, repaid with it.
   */
  fee?: number;
  /**
   * The advance granted.
   */
  advanceId?: string;
  /**
   * The line's balance after the advance.
   */
  balance?: number;
  [k: string]: unknown | undefined;
}
