/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/service-request-cancel.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/service-request-cancel.json: a service request called off. Held to journeys/service-request-cancel.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface ServiceRequestCancelContext {
  requestId: string | null;
  type: string | null;
  status: string | null;
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
   * What the cancellation answered.
   */
  result: {
    [k: string]: unknown | undefined;
  } | null;
}
