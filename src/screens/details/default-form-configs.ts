import type { AddressFormConfig, FieldAttribute, PersonalFormConfig } from '../../../schemas/generated/field-config';

// The gateway has no endpoint for the personal and address field configs yet (see docs/decisions.md), so the
// screens start from these, in the same schema, and take the server's config once one is served.
const field = (a: Pick<FieldAttribute, 'name' | 'type'> & Partial<FieldAttribute>): FieldAttribute => ({
  displayName: `details_field_${a.name}`,
  mandatory: true,
  enabled: true,
  readOnly: false,
  ...a,
});

/** Personal details (SPEC §3 profile fields; the CNIC with its confirmation box, SPEC §5). */
export const DEFAULT_PERSONAL_CONFIG: PersonalFormConfig = {
  form: 'personal',
  attributes: [
    field({ name: 'firstName', type: 'text' }),
    field({ name: 'middleName', type: 'text', mandatory: false }),
    field({ name: 'lastName', type: 'text' }),
    field({ name: 'dob', type: 'date' }),
    field({ name: 'contactNumber', type: 'phone' }),
    field({ name: 'email', type: 'text' }),
    field({ name: 'CNICNumber', type: 'text' }),
    field({ name: 'confirmCNICNumber', type: 'text-confirm', confirms: 'CNICNumber' }),
  ],
};

const address = (extra: FieldAttribute[]): FieldAttribute[] => [
  field({ name: 'postalCode', type: 'zip-code', regex: '^\\d{5}$' }),
  field({ name: 'province', type: 'text' }),
  field({ name: 'city', type: 'text' }),
  field({ name: 'area', type: 'text' }),
  field({ name: 'street', type: 'text', mandatory: false }),
  field({ name: 'buildingName', type: 'text', mandatory: false }),
  ...extra,
  field({ name: 'addressLine1', type: 'text', maxLength: 60 }),
  field({ name: 'addressLine2', type: 'text', mandatory: false, maxLength: 60 }),
  field({ name: 'landmark', type: 'text', mandatory: false }),
];

/** Billing address: adds blockNumber and floor (SPEC §3). */
export const DEFAULT_BILLING_CONFIG: AddressFormConfig = {
  form: 'billing',
  attributes: address([field({ name: 'blockNumber', type: 'text', mandatory: false }), field({ name: 'floor', type: 'text', mandatory: false })]),
};

/** Delivery address (the shipping order of SPEC §3). */
export const DEFAULT_DELIVERY_CONFIG: AddressFormConfig = { form: 'delivery', attributes: address([]) };
