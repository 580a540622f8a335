import type { DocumentType, FieldType } from '../../schemas/generated/field-config';

export type { DocumentType, FieldType };

/** A select choice after normalisation: bare strings become { value, displayName: value }. */
export interface FieldChoice {
  readonly value: string;
  readonly displayName: string;
}

/**
 * One enabled field, ready to render and validate: its regex compiled (null when absent or broken),
 * its options normalised and, for text-confirm, the field it repeats resolved.
 */
export interface FieldSpec {
  readonly name: string;
  readonly displayName: string;
  readonly type: FieldType;
  readonly mandatory: boolean;
  readonly readOnly: boolean;
  readonly regex: RegExp | null;
  readonly options: readonly FieldChoice[];
  readonly initialValue: string;
  readonly groupName: string | null;
  readonly maxLength: number | null;
  readonly confirms: string | null;
}

/** Every field type, in registry order. */
export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'document-id',
  'phone',
  'image',
  'text-confirm',
  'zip-code',
  'select',
  'date',
];

/** Document types (SPEC §3); CNIC is the default group. */
export const DOCUMENT_TYPES: readonly DocumentType[] = ['CNIC', 'NRIC', 'FIN'];
/** The default document group (SPEC §3). */
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'CNIC';

/** True when `type` is one of the eight field types. */
export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && (FIELD_TYPES as readonly string[]).includes(type);
}

/** A spec with defaults, for tests and for fields the page adds itself (nationality, ID type). */
export function fieldSpec(partial: Pick<FieldSpec, 'name' | 'type'> & Partial<FieldSpec>): FieldSpec {
  return {
    displayName: partial.name,
    mandatory: false,
    readOnly: false,
    regex: null,
    options: [],
    initialValue: '',
    groupName: null,
    maxLength: null,
    confirms: null,
    ...partial,
  };
}
