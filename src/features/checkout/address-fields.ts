/**
 * The fields of the SPEC §3 address the order API accepts (billing adds blockNumber and floor). A file of its own:
 * the reschedule's data reads an address with them, and the order's request body (./order-request.ts) brings the
 * retail channel and with it the payment journey, which the reschedule's result page does not run (issue 47).
 */
export const ADDRESS_FIELDS = [
  'postalCode', 'country', 'state', 'province', 'district', 'city', 'area', 'street', 'buildingName', 'unit', 'landmark',
  'addressLine1', 'addressLine2', 'cityInProvince', 'blockNumber', 'floor',
] as const;
