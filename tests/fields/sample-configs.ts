import type { AddressFormConfig, EkycConfig, FieldAttribute, PersonalFormConfig } from '../../schemas/generated/field-config';

const base = { mandatory: true, enabled: true, readOnly: false } as const;
const attr = (a: Partial<FieldAttribute> & Pick<FieldAttribute, 'name' | 'type'>): FieldAttribute => ({ displayName: `label_${a.name}`, ...base, ...a });

/** A realistic eKYC config: CNIC with confirm and three images, NRIC and FIN groups. */
export const EKYC_CONFIG: EkycConfig = [
  {
    groupName: 'CNIC',
    attributes: [
      attr({ name: 'documentId', type: 'document-id', regex: '^\\d{13}$', groupName: 'CNIC' }),
      attr({ name: 'confirmDocumentId', type: 'text-confirm', groupName: 'CNIC' }),
      attr({ name: 'expiryDate', type: 'date', groupName: 'CNIC' }),
      attr({ name: 'frontPage', type: 'image', groupName: 'CNIC' }),
      attr({ name: 'backPage', type: 'image', groupName: 'CNIC' }),
      attr({ name: 'selfieImage', type: 'image', groupName: 'CNIC' }),
    ],
  },
  {
    groupName: 'NRIC',
    attributes: [
      attr({ name: 'documentId', type: 'document-id', groupName: 'NRIC' }),
      attr({ name: 'frontPage', type: 'image', groupName: 'NRIC' }),
    ],
  },
  {
    groupName: 'FIN',
    attributes: [attr({ name: 'documentId', type: 'document-id', groupName: 'FIN', maxLength: 9 })],
  },
];

/** Personal details, deliberately out of SPEC §3 order. */
export const PERSONAL_CONFIG: PersonalFormConfig = {
  form: 'personal',
  attributes: [
    attr({ name: 'email', type: 'text' }),
    attr({ name: 'nationality', type: 'select', options: ['PK', { value: 'SG', displayName: 'country_sg' }] }),
    attr({ name: 'firstName', type: 'text' }),
    attr({ name: 'contactNumber', type: 'phone' }),
    attr({ name: 'middleName', type: 'text', mandatory: false }),
    attr({ name: 'dob', type: 'date' }),
    attr({ name: 'lastName', type: 'text' }),
    attr({ name: 'CNICNumber', type: 'text' }),
    attr({ name: 'hiddenField', type: 'text', enabled: false }),
  ],
};

/** Billing address, out of order, with blockNumber and floor. */
export const BILLING_CONFIG: AddressFormConfig = {
  form: 'billing',
  attributes: [
    attr({ name: 'addressLine1', type: 'text' }),
    attr({ name: 'floor', type: 'text', mandatory: false }),
    attr({ name: 'city', type: 'text' }),
    attr({ name: 'postalCode', type: 'zip-code' }),
    attr({ name: 'blockNumber', type: 'text', mandatory: false }),
    attr({ name: 'customNote', type: 'text', mandatory: false }),
    attr({ name: 'street', type: 'text' }),
  ],
};
