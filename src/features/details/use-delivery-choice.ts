import { useEffect, useRef, useState } from 'react';
import { chosenSlot, initialDeliveryMethod, type Slot } from './delivery-rules';
import type { DetailsSource, PickupPoint } from './details-calls';
import type { AddressDraft, DeliveryMethod } from './journey-data';
import { useLoaded, type Loaded } from './use-loaded';

/** The delivery part of the address step: method, slot and pickup point, with their loads. */
export interface DeliveryChoice {
  readonly method: DeliveryMethod | null;
  /** The slot and point Next may use: chosen, and still offered in a loaded list. */
  readonly slot: string | null;
  readonly pickupLocation: string | null;
  /** What the customer last picked, kept in the draft even while lists load. */
  readonly picked: { readonly slot: string | null; readonly pickupLocation: string | null };
  readonly slots: Loaded<readonly Slot[]>;
  readonly points: Loaded<readonly PickupPoint[]>;
  setMethod(m: DeliveryMethod): void;
  setSlot(id: string | null): void;
  setPickupLocation(id: string): void;
  retrySlots(): void;
  retryPoints(): void;
}

/**
 * Holds the customer's delivery choice. Slots load for doorstep delivery; pickup points load for the
 * billing postal code (`zipcode`, null until valid), and none there raises `onNoPickup` once per code.
 * A saved slot or point no longer offered is dropped.
 */
export function useDeliveryChoice(opts: {
  readonly source: DetailsSource;
  readonly required: boolean;
  readonly available: readonly DeliveryMethod[];
  readonly initial: AddressDraft;
  readonly zipcode: string | null;
  readonly onNoPickup: () => void;
}): DeliveryChoice {
  const { source, required, initial, zipcode } = opts;
  const [method, setMethod] = useState(() => (required ? initialDeliveryMethod(initial.deliveryMethod, opts.available) : null));
  const [slot, setSlot] = useState(initial.slot);
  const [pickup, setPickup] = useState(initial.pickupLocation);
  const doorstep = method === 'DOORSTEP_DELIVERY';
  const pickupWanted = method === 'SELF_PICKUP' && zipcode !== null;
  const [slots, retrySlots] = useLoaded(doorstep ? () => source.loadSlots('DOORSTEP_DELIVERY') : undefined, `slots:${String(doorstep)}`);
  const [points, retryPoints] = useLoaded(pickupWanted ? () => source.loadPickupPoints(zipcode) : undefined, `pickup:${zipcode ?? ''}:${String(pickupWanted)}`);

  const notified = useRef<string | null>(null);
  const onNoPickup = useRef(opts.onNoPickup);
  useEffect(() => {
    onNoPickup.current = opts.onNoPickup;
  });
  useEffect(() => {
    if (points.status === 'ready' && points.value.length === 0 && notified.current !== zipcode) {
      notified.current = zipcode;
      onNoPickup.current();
    }
  }, [points, zipcode]);

  return {
    method,
    slot: doorstep && slots.status === 'ready' ? chosenSlot(slot, slots.value) : null,
    pickupLocation: points.status === 'ready' && points.value.some((p) => p.id === pickup) ? pickup : null,
    picked: { slot, pickupLocation: pickup },
    slots,
    points,
    setMethod,
    setSlot,
    setPickupLocation: setPickup,
    retrySlots,
    retryPoints,
  };
}
