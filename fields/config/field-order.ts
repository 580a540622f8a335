import type { FieldSpec } from './field-spec';

/** Profile field order (SPEC §3); CNICExpiryDate ("also") follows the listed ones. */
export const PROFILE_FIELD_ORDER = [
  'firstName', 'middleName', 'lastName', 'fullName', 'dob', 'contactNumber', 'email', 'CNICNumber', 'nationality', 'CNICExpiryDate',
] as const;

/** Shipping (and delivery) address order (SPEC §3). */
export const SHIPPING_ADDRESS_ORDER = [
  'postalCode', 'country', 'state', 'province', 'district', 'city', 'area', 'street', 'buildingName', 'unit', 'landmark',
  'addressLine1', 'addressLine2', 'cityInProvince',
] as const;

/** Billing address: shipping plus blockNumber and floor, placed with the building they describe. */
export const BILLING_ADDRESS_ORDER = [
  'postalCode', 'country', 'state', 'province', 'district', 'city', 'area', 'street', 'blockNumber', 'buildingName', 'floor',
  'unit', 'landmark', 'addressLine1', 'addressLine2', 'cityInProvince',
] as const;

/** Fields an address lookup (zip suggestion) can fill (SPEC §3). */
export const ADDRESS_LOOKUP_FIELDS = ['postalCode', 'country', 'state', 'province', 'district', 'city', 'area'] as const;

/** Which form a config describes. */
export type FormKind = 'ekyc' | 'personal' | 'shipping' | 'billing' | 'delivery';

/** The SPEC §3 order for a form; eKYC keeps the server's order. */
export function fieldOrderFor(form: FormKind): readonly string[] {
  switch (form) {
    case 'personal':
      return PROFILE_FIELD_ORDER;
    case 'billing':
      return BILLING_ADDRESS_ORDER;
    case 'shipping':
    case 'delivery':
      return SHIPPING_ADDRESS_ORDER;
    case 'ekyc':
      return [];
  }
}

/** Sorts fields by `order`; fields it does not name keep their config order, after the named ones. */
export function orderFields<T extends Pick<FieldSpec, 'name'>>(fields: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((name, i) => [name, i]));
  return fields
    .map((field, i) => ({ field, key: rank.get(field.name) ?? order.length + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.field);
}
