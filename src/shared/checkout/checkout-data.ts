import type { AnyMachineSnapshot } from 'xstate';

/** The SPEC §3 delivery methods, SIM types and number types, as the order calls carry them. */
export type DeliveryMethod = 'DOORSTEP_DELIVERY' | 'SELF_PICKUP' | 'RETAIL';
export type SimType = 'physical_sim' | 'esim';
export type NumberType = 'NEW' | 'PORT_IN';
/** How a customer pays (the gateway's payment method ids). */
export type PaymentMethodId = 'CARD' | 'SAVED_CARD' | 'EASYPAISA' | 'JAZZCASH';

/** The order attempt kept in journey data (`orderAttempt`): one Idempotency-Key per order body. */
export interface OrderAttempt {
  readonly key: string;
  readonly bodyHash: string;
  readonly orderRef?: string;
}

/** What the checkout steps read from the onboarding journey data, checked (earlier steps and saved data are not trusted). */
export interface CheckoutData {
  readonly planId?: string;
  readonly planName?: string;
  readonly addons: readonly string[];
  readonly numberType: NumberType;
  readonly selectedNumber?: string;
  readonly simType: SimType;
  readonly deliveryMethod?: DeliveryMethod;
  readonly promoCode?: string;
  readonly email?: string;
  readonly documentType?: string;
  readonly documentId?: string;
  readonly personal: Readonly<Record<string, string>>;
  readonly billingAddress?: Readonly<Record<string, string>>;
  readonly deliveryAddress?: Readonly<Record<string, string>>;
  readonly sameAsBilling?: boolean;
  readonly slot?: string;
  readonly pickupLocation?: string;
  readonly portIn?: { readonly donorTelco: string; readonly currentNumber: string };
  readonly consent?: unknown;
  readonly orderAttempt?: OrderAttempt;
  readonly paymentMethod?: PaymentMethodId;
  readonly savedPaymentMethodId?: string;
  /** The eKYC step kept a KYC to be submitted once the order exists (manual-ekyc/pending-kyc.ts). */
  readonly kycPending?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const oneOf = <T extends string>(v: unknown, allowed: readonly T[]): T | undefined => (allowed as readonly unknown[]).includes(v) ? (v as T) : undefined;
const texts = (v: unknown): Record<string, string> | undefined => {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v)) if (typeof value === 'string' && value !== '') out[k] = value;
  return out;
};

function attemptOf(v: unknown): OrderAttempt | undefined {
  if (!isRecord(v) || typeof v.key !== 'string' || typeof v.bodyHash !== 'string') return undefined;
  const orderRef = text(v.orderRef);
  return { key: v.key, bodyHash: v.bodyHash, ...(orderRef ? { orderRef } : {}) };
}

function portInOf(v: unknown): CheckoutData['portIn'] {
  if (!isRecord(v)) return undefined;
  const donorTelco = text(v.donorTelco);
  const currentNumber = text(v.currentNumber);
  return donorTelco && currentNumber ? { donorTelco, currentNumber } : undefined;
}

/** Reads the journey data defensively: unknown values count as absent, defaults per SPEC §9 (physical SIM, NEW). */
export function checkoutDataOf(raw: unknown): CheckoutData {
  const d = isRecord(raw) ? raw : {};
  const personal = texts(d.personal) ?? {};
  const out: Record<string, unknown> = {
    planId: text(d.planId),
    planName: text(d.planName),
    addons: Array.isArray(d.addons) ? d.addons.filter((a): a is string => typeof a === 'string' && a !== '') : [],
    numberType: oneOf(d.numberType, ['NEW', 'PORT_IN'] as const) ?? 'NEW',
    selectedNumber: text(d.selectedNumber),
    simType: oneOf(d.simType, ['physical_sim', 'esim'] as const) ?? 'physical_sim',
    deliveryMethod: oneOf(d.deliveryMethod, ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] as const),
    promoCode: text(d.promoCode),
    email: text(d.email) ?? text(personal.email),
    documentType: text(d.documentType),
    // The identity step's document, or (that step skipped: no eKYC needed) the CNIC given with the personal details.
    documentId: text(d.documentId) ?? text(personal.CNICNumber),
    personal,
    billingAddress: texts(d.billingAddress),
    deliveryAddress: texts(d.deliveryAddress),
    sameAsBilling: typeof d.sameAsBilling === 'boolean' ? d.sameAsBilling : undefined,
    slot: text(d.slot),
    pickupLocation: text(d.pickupLocation),
    portIn: portInOf(d.portIn),
    consent: d.consent ?? undefined,
    orderAttempt: attemptOf(d.orderAttempt),
    paymentMethod: oneOf(d.paymentMethod, ['CARD', 'SAVED_CARD', 'EASYPAISA', 'JAZZCASH'] as const),
    savedPaymentMethodId: text(d.savedPaymentMethodId),
    kycPending: d.kycPending === true ? true : undefined,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as unknown as CheckoutData;
}

/** The checkout data of a wizard snapshot. */
export function checkoutData(snapshot: AnyMachineSnapshot): CheckoutData {
  return checkoutDataOf((snapshot.context as { data?: unknown }).data);
}
