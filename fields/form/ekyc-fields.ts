import type { EkycForm } from '../config/parse-field-config';
import { DEFAULT_DOCUMENT_TYPE, fieldSpec, type DocumentType, type FieldSpec } from '../config/field-spec';
import type { ClearOnChange } from './form-state';

/** Names of the page-level eKYC selects. */
export const NATIONALITY_FIELD = 'nationality';
export const DOCUMENT_TYPE_FIELD = 'documentType';
/** The three KYC images (SPEC §3), cleared when the ID type changes (SPEC §4). */
export const EKYC_IMAGE_FIELDS = ['frontPage', 'backPage', 'selfieImage'] as const;

/** eKYC dependants: a new ID type clears the three images. */
export const EKYC_CLEAR_ON_CHANGE: ClearOnChange = { [DOCUMENT_TYPE_FIELD]: EKYC_IMAGE_FIELDS };

/** The document type to start with: CNIC when the config has it, else the first group. */
export function defaultDocumentType(form: EkycForm): DocumentType {
  return form.documentTypes.includes(DEFAULT_DOCUMENT_TYPE) ? DEFAULT_DOCUMENT_TYPE : (form.documentTypes[0] ?? DEFAULT_DOCUMENT_TYPE);
}

/**
 * The eKYC field list: nationality select (only when nationalities are given), ID-type select, then the
 * chosen group's document fields. Both selects are mandatory, so Next needs them (SPEC §4).
 */
export function ekycFields(form: EkycForm, documentType: string, nationalities: readonly string[] | null): FieldSpec[] {
  const fields: FieldSpec[] = [];
  if (nationalities && nationalities.length > 0) {
    fields.push(fieldSpec({
      name: NATIONALITY_FIELD,
      type: 'select',
      displayName: 'ekyc_nationality',
      mandatory: true,
      options: nationalities.map((n) => ({ value: n, displayName: n })),
    }));
  }
  fields.push(fieldSpec({
    name: DOCUMENT_TYPE_FIELD,
    type: 'select',
    displayName: 'ekyc_id_type',
    mandatory: true,
    options: form.documentTypes.map((t) => ({ value: t, displayName: `document_type_${t}` })),
  }));
  const group = form.groups[documentType as DocumentType];
  return group ? [...fields, ...group] : fields;
}
