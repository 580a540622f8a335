import type { FieldValue } from '../../../fields';

/** Text values of a form (no files: personal and address forms have none). */
export type TextValues = Readonly<Record<string, string>>;

/** The delivery methods of SPEC §3. */
export const DELIVERY_METHODS = ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] as const;
/** One of the SPEC §3 delivery methods. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** What the address step keeps while the customer types (journey data key `addressDraft`). */
export interface AddressDraft {
  readonly billingAddress: TextValues;
  readonly deliveryAddress: TextValues;
  readonly sameAsBilling: boolean;
  readonly deliveryMethod: DeliveryMethod | null;
  readonly slot: string | null;
  readonly pickupLocation: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps only non-empty string values: what is saved in the journey and sent on. */
export function textValuesOf(values: Readonly<Record<string, FieldValue | undefined | unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

/** A text-values record read from journey data; anything else counts as empty. */
export function readTextValues(raw: unknown): Record<string, string> {
  return isRecord(raw) ? textValuesOf(raw) : {};
}

/** True when `v` is one of the SPEC §3 delivery methods. */
export function isDeliveryMethod(v: unknown): v is DeliveryMethod {
  return typeof v === 'string' && (DELIVERY_METHODS as readonly string[]).includes(v);
}

/** The personal values to restore: the draft typed last, else what was sent with Next. */
export function restoredPersonal(data: Readonly<Record<string, unknown>>, account: Readonly<Record<string, string>> = {}): Record<string, string> {
  // What the signed-in account already says starts the form (issue 30); anything of this journey wins over it.
  return { ...account, ...readTextValues(data.personal), ...readTextValues(data.personalDraft) };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The address values to restore: the draft (`addressDraft`) over what was sent with Next. */
export function restoredAddress(data: Readonly<Record<string, unknown>>): AddressDraft {
  const draft = isRecord(data.addressDraft) ? data.addressDraft : {};
  const pick = (key: keyof AddressDraft) => (key in draft ? draft[key] : data[key]);
  const method = pick('deliveryMethod');
  const same = pick('sameAsBilling');
  return {
    billingAddress: readTextValues(pick('billingAddress')),
    deliveryAddress: readTextValues(pick('deliveryAddress')),
    sameAsBilling: typeof same === 'boolean' ? same : true,
    deliveryMethod: isDeliveryMethod(method) ? method : null,
    slot: text(pick('slot')),
    pickupLocation: text(pick('pickupLocation')),
  };
}
