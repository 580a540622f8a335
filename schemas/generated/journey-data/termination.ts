/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-data/termination.schema.json. Regenerate with `npm run gen`.
 */

/**
 * What journeys/termination.json keeps.
 */
export interface TerminationData {
  /**
   * A line's number, digits only (923001234567).
   */
  number?: string;
  reasonId?: string;
  feedback?: string;
  requestId?: string;
  [k: string]: unknown | undefined;
}
