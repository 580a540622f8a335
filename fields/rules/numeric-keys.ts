/**
 * Keys numeric inputs refuse (SPEC §5): e, E, +, - and period. A file of its own, not the OTP rules': the field
 * widgets' input shapes use it, and with it they loaded the OTP box's chunk on every form page (issue 47).
 */
export const BLOCKED_NUMERIC_KEYS: ReadonlySet<string> = new Set(['e', 'E', '+', '-', '.']);

/** True when a numeric field must swallow this key. */
export function isBlockedNumericKey(key: string): boolean {
  return BLOCKED_NUMERIC_KEYS.has(key);
}
