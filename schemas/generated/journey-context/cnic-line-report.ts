/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/cnic-line-report.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/cnic-line-report.json: a line on the customer's CNIC reported as not theirs. Held to journeys/cnic-line-report.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface CnicLineReportContext {
  /**
   * The line reported (92XXXXXXXXXX).
   */
  number: string | null;
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
  /**
   * The service request the report opened.
   */
  result: {
    [k: string]: unknown | undefined;
  } | null;
}
