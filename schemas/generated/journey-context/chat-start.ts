/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/chat-start.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/chat-start.json: a support chat recorded as one of the signed-in customer's requests. Held to journeys/chat-start.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface ChatStartContext {
  /**
   * The chat's first message, as the chat widget gave it (null: none).
   */
  topic: string | null;
  /**
   * The conversation's one Idempotency-Key (a retry answers the same request).
   */
  chatKey: string | null;
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
   * The CHAT request made (its requestId is the reference the customer quotes).
   */
  result: {
    [k: string]: unknown | undefined;
  } | null;
}
