import type { FieldValue } from '../../../fields';
import type { OnboardingData } from '../../../schemas/generated/journey-data/onboarding';
import { isRecord } from '../../domain/parse';

/** Text values of a form (no files: personal and address forms have none). */
export type TextValues = Readonly<Record<string, string>>;

/** The delivery methods of SPEC §3. */
export const DELIVERY_METHODS = ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] as const;
/** One of the SPEC §3 delivery methods. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * The part of a wizard's data the details forms read and write (onboarding, reschedule and SIM replacement keep
 * these keys under these names), typed from the onboarding journey's schema.
 */
export type DetailsData = Readonly<
  Pick<
    OnboardingData,
    | 'personal'
    | 'personalDraft'
    | 'billingAddress'
    | 'deliveryAddress'
    | 'sameAsBilling'
    | 'deliveryMethod'
    | 'slot'
    | 'pickupLocation'
    | 'addressDraft'
    | 'numberType'
    | 'simType'
    | 'esimDeliveryNeeded'
  > & {
    /** A retail purchase's channel and store, if the journey carries them (read as text; else the store of the URL). */
    storeId?: unknown;
    channel?: unknown;
  }
>;

/** The keys of the wizard's data the details steps give (with Next, or UPDATE for a draft). */
type DetailsGivenKey = Exclude<keyof DetailsData, 'storeId' | 'channel'> | 'email' | 'documentType' | 'documentId' | 'kycRequired';

/**
 * What a details step gives its wizard: keys of the onboarding data; the delivery choices may be cleared (null:
 * a method that needs no address, slot or pick-up point).
 */
export type DetailsUpdate = { readonly [K in DetailsGivenKey]?: OnboardingData[K] | null };

/** What the address step keeps while the customer types (journey data key `addressDraft`), filled in. */
export interface AddressDraft {
  readonly billingAddress: TextValues;
  readonly deliveryAddress: TextValues;
  readonly sameAsBilling: boolean;
  readonly deliveryMethod: DeliveryMethod | null;
  readonly slot: string | null;
  readonly pickupLocation: string | null;
}


/** Keeps only non-empty string values: what is saved in the journey and sent on. */
export function textValuesOf(values: Readonly<Record<string, FieldValue | undefined | unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

/** A text-values record read from a gateway answer (a shipment's contact); anything else counts as empty. */
export function readTextValues(raw: unknown): Record<string, string> {
  return isRecord(raw) ? textValuesOf(raw) : {};
}

/** True when `v` is one of the SPEC §3 delivery methods. */
export function isDeliveryMethod(v: unknown): v is DeliveryMethod {
  return typeof v === 'string' && (DELIVERY_METHODS as readonly string[]).includes(v);
}

/** The personal values to restore: the draft typed last, else what was sent with Next. */
export function restoredPersonal(data: DetailsData, account: Readonly<Record<string, string>> = {}): Record<string, string> {
  // What the signed-in account already says starts the form (issue 30); anything of this journey wins over it.
  return { ...account, ...textValuesOf(data.personal ?? {}), ...textValuesOf(data.personalDraft ?? {}) };
}

/** The address values to restore: the draft (`addressDraft`) over what was sent with Next; same as billing unless said. */
export function restoredAddress(data: DetailsData): AddressDraft {
  const draft = data.addressDraft ?? {};
  const pick = <K extends keyof NonNullable<DetailsData['addressDraft']>>(key: K) => (key in draft ? draft[key] : data[key]);
  return {
    billingAddress: textValuesOf(pick('billingAddress') ?? {}),
    deliveryAddress: textValuesOf(pick('deliveryAddress') ?? {}),
    sameAsBilling: pick('sameAsBilling') ?? true,
    deliveryMethod: pick('deliveryMethod') ?? null,
    slot: pick('slot') || null,
    pickupLocation: pick('pickupLocation') || null,
  };
}
