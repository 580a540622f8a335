import { DELIVERY_METHODS, isDeliveryMethod, type DeliveryMethod } from './journey-data';
import type { OnboardingData } from '../../../schemas/generated/journey-data/onboarding';

/** What decides which delivery methods the customer is offered. */
export interface DeliveryContext {
  /** Channel of the order (SPEC §1: web, app, retail). */
  readonly channel: string;
  /** The retail store the order is placed in (retail channel only). */
  readonly storeId: string | null;
}

/**
 * The methods to offer, in the gateway's order: doorstep and self-pickup always; RETAIL ("collect in a store")
 * only in the retail channel with a selected store (SPEC §4 "in retail channel with a selected store").
 * @example availableDeliveryMethods(['DOORSTEP_DELIVERY', 'RETAIL'], { channel: 'web', storeId: null }) // ['DOORSTEP_DELIVERY']
 */
export function availableDeliveryMethods(offered: readonly string[], ctx: DeliveryContext): DeliveryMethod[] {
  const retail = ctx.channel === 'retail' && ctx.storeId !== null;
  const seen = new Set<DeliveryMethod>();
  for (const id of offered) if (isDeliveryMethod(id) && (id !== 'RETAIL' || retail)) seen.add(id);
  return [...seen];
}

/** The method to preselect: the saved one while still offered, else the first offered (none when nothing is). */
export function initialDeliveryMethod(saved: DeliveryMethod | null, available: readonly DeliveryMethod[]): DeliveryMethod | null {
  if (saved && available.includes(saved)) return saved;
  return available[0] ?? null;
}

/** eSIM delivery is needed only when the eSIM specification says deliveryNeeded (SPEC §4); a physical SIM always is. */
export function deliveryRequired(data: Pick<OnboardingData, 'simType' | 'esimDeliveryNeeded'>): boolean {
  return data.simType !== 'esim' || data.esimDeliveryNeeded === true;
}

/** A delivery slot as the gateway lists it. */
export interface Slot {
  readonly id: string;
  readonly date: string;
  readonly from: string;
  readonly to: string;
  readonly available: boolean;
}

/** The slot to keep selected: the saved one while it is still in the list and available, else none. */
export function chosenSlot(saved: string | null, slots: readonly Slot[]): string | null {
  return saved !== null && slots.some((s) => s.id === saved && s.available) ? saved : null;
}

/** Slots grouped by date, in order, with only the available ones (what the picker shows). */
export function slotsByDate(slots: readonly Slot[]): Array<{ date: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const s of slots) if (s.available) days.set(s.date, [...(days.get(s.date) ?? []), s]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, slots: list }));
}

/** How many days of slots the picker offers before "More days" (issue 46: three days first, not 21 choices). */
export const FIRST_SLOT_DAYS = 3;

/**
 * The days the slot picker shows: the first FIRST_SLOT_DAYS, or all once the customer asked for more or when the
 * slot already chosen (a draft, a reschedule) is on a later day, so a choice is never hidden. `more` counts the rest.
 */
export function slotDaysShown<D extends { readonly slots: readonly { readonly id: string }[] }>(
  days: readonly D[],
  options: { readonly expanded: boolean; readonly chosen: string | null },
): { shown: readonly D[]; more: number } {
  const chosenLater = options.chosen !== null && days.slice(FIRST_SLOT_DAYS).some((d) => d.slots.some((s) => s.id === options.chosen));
  if (options.expanded || chosenLater || days.length <= FIRST_SLOT_DAYS) return { shown: days, more: 0 };
  return { shown: days.slice(0, FIRST_SLOT_DAYS), more: days.length - FIRST_SLOT_DAYS };
}

/** What still stops Next on the delivery part, as message ids (empty when ready). */
export function deliveryProblems(input: {
  readonly required: boolean;
  readonly method: DeliveryMethod | null;
  readonly slot: string | null;
  readonly pickupLocation: string | null;
  readonly storeId: string | null;
}): string[] {
  if (!input.required) return [];
  if (input.method === null) return ['details_choose_delivery_method'];
  if (input.method === 'DOORSTEP_DELIVERY' && input.slot === null) return ['details_choose_slot'];
  if (input.method === 'SELF_PICKUP' && input.pickupLocation === null) return ['details_choose_pickup'];
  if (input.method === 'RETAIL' && input.storeId === null) return ['details_choose_delivery_method'];
  return [];
}

/** Whether a delivery address form is asked for: doorstep delivery of something that is delivered. */
export function needsDeliveryAddress(required: boolean, method: DeliveryMethod | null): boolean {
  return required && method === 'DOORSTEP_DELIVERY';
}

export { DELIVERY_METHODS };
