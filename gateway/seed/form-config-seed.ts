import type { AddressFormConfig, FieldAttribute, PersonalFormConfig } from '../../schemas/generated/field-config';

/**
 * The personal and address field configs the details screens are built from (schemas/field-config.schema.json),
 * served by GET_FORM_CONFIG so the operator changes a form without an app release. Labels are message ids.
 */
const field = (a: Pick<FieldAttribute, 'name' | 'type'> & Partial<FieldAttribute>): FieldAttribute => ({
  displayName: `details_field_${a.name}`,
  mandatory: true,
  enabled: true,
  readOnly: false,
  ...a,
});

/**
 * Personal details (SPEC §3 profile fields). The CNIC is typed once and read back grouped under its box for a check
 * (issue 46, docs/decisions/2026-11-29-purchase-fewer-taps.md): no second box to type it again.
 */
export const personalFormConfig: PersonalFormConfig = {
  form: 'personal',
  attributes: [
    field({ name: 'firstName', type: 'text' }),
    field({ name: 'middleName', type: 'text', mandatory: false }),
    field({ name: 'lastName', type: 'text' }),
    field({ name: 'dob', type: 'date' }),
    field({ name: 'contactNumber', type: 'phone' }),
    field({ name: 'email', type: 'text' }),
    field({ name: 'CNICNumber', type: 'text' }),
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
export const billingFormConfig: AddressFormConfig = {
  form: 'billing',
  attributes: address([field({ name: 'blockNumber', type: 'text', mandatory: false }), field({ name: 'floor', type: 'text', mandatory: false })]),
};

/** Delivery address (the shipping order of SPEC §3). */
export const deliveryFormConfig: AddressFormConfig = { form: 'delivery', attributes: address([]) };

/** Content documents by key (`form_config:<form>`), as GET_FORM_CONFIG reads them. */
export const formConfigContent: Record<string, PersonalFormConfig | AddressFormConfig> = {
  'form_config:personal': personalFormConfig,
  'form_config:billing': billingFormConfig,
  'form_config:delivery': deliveryFormConfig,
};
