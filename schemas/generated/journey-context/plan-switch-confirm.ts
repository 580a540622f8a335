/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/plan-switch-confirm.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/plan-switch-confirm.json: a plan switch requested. Held to journeys/plan-switch-confirm.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface PlanSwitchConfirmContext {
  number: string | null;
  planId: string | null;
  staleRequestId: string | null;
  reusableRequestId: string | null;
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
   * The switch request made.
   */
  result: {
    requestId?: string;
    [k: string]: unknown | undefined;
  } | null;
}
