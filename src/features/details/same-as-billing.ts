import type { TextValues } from './journey-data';

/**
 * Turning same-as-billing on copies the billing address into the delivery address (SPEC §4): every delivery
 * field the billing form also has takes the billing value; delivery-only fields keep what was typed.
 * Billing-only fields (blockNumber, floor) are not part of the delivery form and are not copied.
 * @example copyBillingToDelivery({ city: 'Lahore', floor: '2' }, {}, ['city']) // { city: 'Lahore' }
 */
export function copyBillingToDelivery(billing: TextValues, delivery: TextValues, deliveryFields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of deliveryFields) {
    const value = name in billing ? billing[name] : delivery[name];
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

/** The delivery address to send: the billing copy while same-as-billing is on, else what was typed. */
export function effectiveDeliveryAddress(
  sameAsBilling: boolean,
  billing: TextValues,
  delivery: TextValues,
  deliveryFields: readonly string[],
): Record<string, string> {
  return sameAsBilling ? copyBillingToDelivery(billing, delivery, deliveryFields) : { ...delivery };
}
