import type { FieldSpec } from '../config/field-spec';
import { formatCnic, normalizeCnic } from '../rules/identity-rules';
import { isBlockedNumericKey } from '../rules/numeric-keys';
import { maxLengthOf } from '../rules/field-rules';

/** How a text-like input behaves: what it stores, what it shows, which keys it refuses. */
export interface InputShape {
  readonly kind: 'cnic' | 'digits' | 'free';
  /** Stored value from what was typed. */
  normalize(typed: string): string;
  /** What the input shows for a stored value. */
  display(stored: string): string;
  /** Input attributes: numeric fields are LTR even in Urdu. */
  readonly attrs: { inputMode?: 'numeric' | 'email' | 'text'; dir?: 'ltr'; maxLength?: number };
  /** True when the key must be swallowed (SPEC §5 numeric key blocking). */
  blocksKey(key: string): boolean;
}

const DIGIT_NAMES = new Set(['contactNumber', 'iccId', 'postalCode']);

/** The shape of a field: CNIC (13 digits shown 12345-1234567-1), digits only, or free text. */
export function inputShapeOf(field: FieldSpec): InputShape {
  const max = maxLengthOf(field) ?? undefined;
  const isCnic = (field.type === 'document-id' && field.groupName === 'CNIC') || field.name === 'CNICNumber';
  if (isCnic) {
    return {
      kind: 'cnic',
      normalize: normalizeCnic,
      display: formatCnic,
      attrs: { inputMode: 'numeric', dir: 'ltr', maxLength: 15 },
      blocksKey: isBlockedNumericKey,
    };
  }
  if (field.type === 'phone' || field.type === 'zip-code' || DIGIT_NAMES.has(field.name)) {
    return {
      kind: 'digits',
      normalize: (t) => t.replace(/\D/g, '').slice(0, max),
      display: (s) => s,
      attrs: { inputMode: 'numeric', dir: 'ltr', ...(max ? { maxLength: max } : {}) },
      blocksKey: isBlockedNumericKey,
    };
  }
  const upper = field.type === 'document-id';
  return {
    kind: 'free',
    normalize: (t) => (upper ? t.toUpperCase() : t),
    display: (s) => s,
    attrs: { ...(field.name === 'email' ? { inputMode: 'email' as const, dir: 'ltr' as const } : {}), ...(upper ? { dir: 'ltr' as const } : {}), ...(max ? { maxLength: max } : {}) },
    blocksKey: () => false,
  };
}
