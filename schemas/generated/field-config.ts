/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/field-config.schema.json. Regenerate with `npm run gen`.
 */

/**
 * Server field configs the forms are built from (SPEC §3 'Form field attributes'): the eKYC config (groups by document type) and the personal and address form configs.
 */
export type FieldConfig = EkycConfig | PersonalFormConfig | AddressFormConfig;
/**
 * Identity document types (SPEC §3); CNIC is the default group.
 */
export type DocumentType = 'CNIC' | 'NRIC' | 'FIN';
/**
 * Widget kind of a field; each has one widget in the fields/ registry.
 */
export type FieldType = 'text' | 'document-id' | 'phone' | 'image' | 'text-confirm' | 'zip-code' | 'select' | 'date';
/**
 * One choice of a select field. A bare string means value and displayName are the same.
 */
export type FieldOption =
  | string
  | {
      value: string;
      /**
       * Message id or text shown for the option; defaults to value.
       */
      displayName?: string;
    };
/**
 * The eKYC config: a list of groups by document type (GET_EKYC_CONFIG).
 */
export type EkycConfig = EkycGroup[];

/**
 * The document fields for one identity document type.
 */
export interface EkycGroup {
  groupName: DocumentType;
  attributes: FieldAttribute[];
}
/**
 * One form field as the server describes it.
 */
export interface FieldAttribute {
  /**
   * Key of the value in the submitted payload, e.g. documentId, CNICNumber, postalCode.
   */
  name: string;
  /**
   * Label: a message id, or text when no such id exists.
   */
  displayName: string;
  type: FieldType;
  mandatory: boolean;
  /**
   * Disabled fields are not shown and not validated.
   */
  enabled: boolean;
  readOnly: boolean;
  /**
   * JavaScript regular expression source (optionally /source/flags). One that does not compile is treated as absent.
   */
  regex?: string;
  options?: FieldOption[];
  /**
   * Initial value.
   */
  value?: string;
  /**
   * Document-type group (eKYC) or form the field belongs to.
   */
  groupName?: string;
  maxLength?: number;
  /**
   * text-confirm only: name of the field whose value must be repeated; defaults to the field before it.
   */
  confirms?: string;
}
/**
 * Fields of the personal-details form; shown in the SPEC §3 profile order.
 */
export interface PersonalFormConfig {
  form: 'personal';
  attributes: FieldAttribute[];
}
/**
 * Fields of an address form; shown in the SPEC §3 shipping order (billing adds blockNumber and floor).
 */
export interface AddressFormConfig {
  form: 'shipping' | 'billing' | 'delivery';
  attributes: FieldAttribute[];
}
