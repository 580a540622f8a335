/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey-context/flag-context.schema.json. Regenerate with `npm run gen`.
 */

/**
 * journeys/flag-context.json: whom the flag service evaluates for. Held to journeys/flag-context.json's context by tests/schemas/journey-contexts.test.ts.
 */
export interface FlagContextContext {
  /**
   * The identity flags should be evaluated for.
   */
  target:
    | null
    | {
        kind: 'anonymous';
      }
    | {
        kind: 'user';
        key: string;
        email: string;
      };
  /**
   * The identity the flag service evaluates for now.
   */
  applied:
    | null
    | {
        kind: 'anonymous';
      }
    | {
        kind: 'user';
        key: string;
        email: string;
      };
  attempts: number;
}
