import type { DetailsSource } from './details-calls';
import { effectiveDeliveryAddress } from './same-as-billing';
import type { DeliveryMethod, DetailsData, DetailsUpdate, TextValues } from './journey-data';

/** Everything the address step collected. */
export interface AddressChoice {
  readonly billing: TextValues;
  readonly delivery: TextValues;
  readonly deliveryFields: readonly string[];
  readonly sameAsBilling: boolean;
  readonly required: boolean;
  readonly method: DeliveryMethod | null;
  readonly slot: string | null;
  readonly pickupLocation: string | null;
}

/** The draft kept in journey data while the customer types (`addressDraft`). */
export function addressDraftOf(c: AddressChoice): NonNullable<DetailsData['addressDraft']> {
  return {
    billingAddress: c.billing,
    deliveryAddress: c.delivery,
    sameAsBilling: c.sameAsBilling,
    deliveryMethod: c.method,
    slot: c.slot,
    pickupLocation: c.pickupLocation,
  };
}

/**
 * The journey data Next carries: billing, the delivery address (the billing copy while same-as-billing is
 * on; none unless delivered to the door), the method with only the slot or pickup point it uses.
 */
export function addressNextData(c: AddressChoice): DetailsUpdate {
  const doorstep = c.required && c.method === 'DOORSTEP_DELIVERY';
  return {
    billingAddress: { ...c.billing },
    deliveryAddress: doorstep ? effectiveDeliveryAddress(c.sameAsBilling, c.billing, c.delivery, c.deliveryFields) : null,
    sameAsBilling: c.sameAsBilling,
    deliveryMethod: c.required ? c.method : null,
    slot: doorstep ? c.slot : null,
    pickupLocation: c.required && c.method === 'SELF_PICKUP' ? c.pickupLocation : null,
    addressDraft: addressDraftOf(c),
  };
}

/**
 * The mutation function of a Next on the address step: whether the chosen delivery slot is still free (asked only
 * for a doorstep delivery with a slot; anything else passes).
 */
export async function checkAddressSlot(source: Pick<DetailsSource, 'checkSlot'>, c: AddressChoice): Promise<boolean> {
  if (c.method !== 'DOORSTEP_DELIVERY' || !c.required || !c.slot) return true;
  return (await source.checkSlot(c.slot)).available;
}
