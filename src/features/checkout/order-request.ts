import { numberTypeOf, simTypeOf, type OnboardingData } from './checkout-data';
import { orderChannel } from '../retail';
import type { BodyOf } from '../../api/api-client';
import { ADDRESS_FIELDS } from './address-fields';

const PERSONAL_FIELDS = ['firstName', 'middleName', 'lastName', 'fullName', 'contactNumber', 'nationality'] as const;

/**
 * The body of POST /v1/order/user/orderpreview from the journey data (promo code given separately, so it can be tried).
 * The journey data's planId, numberType, simType and deliveryMethod are the order request's own fields (their schema
 * is the request's: schemas/journey-data/onboarding.schema.json refers to schemas/api/orders.ts, scripts/endpoint-fields.ts),
 * so they are taken as they are, the two with a default given it; the rest is said the order's way here.
 */
export function previewBody(d: OnboardingData, promoCode: string | undefined = d.promoCode ?? undefined): BodyOf<'ORDER_PREVIEW'> {
  const { planId = '', deliveryMethod } = d;
  const numberType = numberTypeOf(d);
  return {
    planId,
    numberType,
    simType: simTypeOf(d),
    ...(d.addons?.length ? { addonIds: [...new Set(d.addons)] } : {}),
    ...(numberType === 'NEW' && d.selectedNumber ? { selectedNumber: d.selectedNumber } : {}),
    ...(deliveryMethod ? { deliveryMethod } : {}),
    ...(promoCode ? { promoCode } : {}),
  };
}

function addressOf(values: Readonly<Record<string, string | undefined>> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  const out: Record<string, string> = {};
  for (const k of ADDRESS_FIELDS) if (values[k]) out[k] = values[k];
  return Object.keys(out).length ? out : undefined;
}

/** dd-MM-yyyy (how the details step keeps dates) → yyyy-MM-dd; anything else is left out. */
export function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

/** The port-in the order carries: the donor and the number, once both are known (what else the step kept stays). */
function portInOf(d: OnboardingData): { donorTelco: string; currentNumber: string } | undefined {
  const { donorTelco, currentNumber } = d.portIn ?? {};
  return donorTelco && currentNumber ? { donorTelco, currentNumber } : undefined;
}

/** What a create-order body needs and the journey data does not have yet (journey data keys). */
export function missingForOrder(d: OnboardingData): string[] {
  const missing: string[] = [];
  const numberType = numberTypeOf(d);
  if (!d.planId) missing.push('planId');
  if (numberType === 'NEW' && !d.selectedNumber) missing.push('selectedNumber');
  if (numberType === 'PORT_IN' && !portInOf(d)) missing.push('portIn');
  if (!d.email) missing.push('email');
  if (!d.documentId) missing.push('documentId');
  if (!d.personal?.firstName) missing.push('personal.firstName');
  if (!d.personal?.lastName) missing.push('personal.lastName');
  if (!d.personal?.contactNumber) missing.push('personal.contactNumber');
  return missing;
}

/**
 * The body of POST /v3/orders. An eSIM without delivery has no delivery method and sends none (the API needs one
 * only for a physical SIM); a physical SIM without a saved method is sent as doorstep (SPEC's first method).
 */
export function createOrderBody(d: OnboardingData, promoCode: string | undefined = d.promoCode ?? undefined): BodyOf<'CREATE_ORDER'> {
  const p = d.personal ?? {};
  // First and last name and the contact number are required by the order API: an absent one is sent empty, and
  // missingForOrder keeps such an order from being made (the payment step asks for what is missing).
  const personalDetails: BodyOf<'CREATE_ORDER'>['personalDetails'] = { firstName: '', lastName: '', contactNumber: '' };
  for (const k of PERSONAL_FIELDS) {
    const v = p[k];
    if (v) personalDetails[k] = k === 'contactNumber' ? v.replace(/\D/g, '') : v;
  }
  const dob = isoDate(p.dob);
  if (dob) personalDetails.dob = dob;
  const billing = addressOf(d.billingAddress);
  const delivery = addressOf(d.deliveryAddress);
  const method = d.deliveryMethod ?? (simTypeOf(d) === 'esim' ? undefined : 'DOORSTEP_DELIVERY');
  const portIn = numberTypeOf(d) === 'PORT_IN' ? portInOf(d) : undefined;
  return {
    ...previewBody(d, promoCode),
    ...(method ? { deliveryMethod: method } : {}),
    email: d.email ?? '',
    // A purchase started at a store's onboarding page is in the retail channel with that store (issue 12 part 7).
    ...orderChannel(),
    documentType: d.documentType === 'NRIC' || d.documentType === 'FIN' ? d.documentType : 'CNIC',
    documentId: (d.documentId ?? '').replace(/[^A-Za-z0-9]/g, ''),
    personalDetails,
    ...(billing ? { billingAddress: billing } : {}),
    ...(delivery ? { deliveryAddress: delivery } : {}),
    ...(d.sameAsBilling !== undefined ? { sameAsBilling: d.sameAsBilling } : {}),
    ...(method === 'DOORSTEP_DELIVERY' && d.slot ? { slotId: d.slot } : {}),
    ...(method === 'SELF_PICKUP' && d.pickupLocation ? { pickupLocationId: d.pickupLocation } : {}),
    ...(portIn ? { portIn } : {}),
  };
}
