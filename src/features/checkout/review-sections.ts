import type { StepRole } from '../../../engine';
import { numberTypeOf, simTypeOf, type OnboardingData } from './checkout-data';
import { displayMsisdn, ITEM_NAME_IDS } from './preview-lines';

/**
 * What the customer checks on the order summary before paying (issue 16 part 3), as pure data: the number and
 * SIM, the delivery (address with slot, or pickup point), and who the order is for; each names the step its edit
 * link goes back to by the screen that step shows (engine/step-role.ts), never by the step's name in
 * journeys/onboarding.json, which a product owner may change: the running journey finds the step, and a section
 * whose step the journey no longer has gets no link.
 */
export interface ReviewFact {
  /** Message id of the term. */
  readonly termId: string;
  /** Text as is (a number, a name, an address) … */
  readonly text?: string;
  /** … or a message id. */
  readonly textId?: string;
  /** Shown left to right in Urdu too (numbers, emails). */
  readonly ltr?: boolean;
  /** Filled in by the screen from the gateway (slot, pickup point): the id to look up. */
  readonly lookup?: { readonly kind: 'slot' | 'pickup'; readonly id: string };
}

export interface ReviewSection {
  readonly key: 'number' | 'delivery' | 'you';
  readonly headingId: string;
  /** The step the edit link goes back to, by the screen it shows (src/features/step-screens.ts). */
  readonly edit: StepRole;
  readonly facts: readonly ReviewFact[];
}

const joined = (parts: ReadonlyArray<string | undefined>) => parts.map((p) => p?.trim()).filter(Boolean).join(', ');
/** A local contact number as typed (3XXXXXXXXX) or with its code, shown as +92 3XX XXXXXXX. */
export function displayContact(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.startsWith('92') && digits.length === 12 ? digits.slice(2) : digits.replace(/^0/, '');
  return /^\d{10}$/.test(local) ? displayMsisdn(`92${local}`) : value;
}
/** A 13-digit CNIC as 12345-1234567-1. */
const displayCnic = (cnic: string) => (/^\d{13}$/.test(cnic) ? `${cnic.slice(0, 5)}-${cnic.slice(5, 12)}-${cnic.slice(12)}` : cnic);

const ADDRESS_ORDER = ['unit', 'buildingName', 'street', 'addressLine1', 'addressLine2', 'area', 'city', 'district', 'province', 'postalCode'] as const;

/** An address on one line, in the order it is written on an envelope. */
export function addressLine(address: Readonly<Record<string, string | undefined>> | undefined): string {
  return address ? joined(ADDRESS_ORDER.map((k) => address[k])) : '';
}

/** Where each section's edit link goes back to: the step showing the screen where that part of the order is chosen. */
export const REVIEW_EDIT: Readonly<Record<ReviewSection['key'], StepRole>> = {
  number: { screen: 'connectionDetails' },
  delivery: { screen: 'addressDetails' },
  you: { screen: 'personalDetails' },
};

/** The review sections of an order's journey data. */
export function reviewSections(data: OnboardingData): ReviewSection[] {
  const portIn = numberTypeOf(data) === 'PORT_IN';
  const number = portIn ? data.portIn?.currentNumber : data.selectedNumber;
  const numberFacts: ReviewFact[] = [];
  if (number) numberFacts.push({ termId: portIn ? 'review_number_port_in' : 'review_number_new', text: displayContact(number), ltr: true });
  numberFacts.push({ termId: 'review_sim', textId: simTypeOf(data) === 'esim' ? 'item_sim_esim' : 'item_sim_physical' });

  const sections: ReviewSection[] = [{ key: 'number', headingId: 'review_number_heading', edit: REVIEW_EDIT.number, facts: numberFacts }];

  if (data.deliveryMethod) {
    const facts: ReviewFact[] = [{ termId: 'review_delivery_method', textId: ITEM_NAME_IDS[data.deliveryMethod] ?? 'item_other' }];
    if (data.deliveryMethod === 'DOORSTEP_DELIVERY') {
      const address = addressLine(data.deliveryAddress ?? (data.sameAsBilling !== false ? data.billingAddress : undefined));
      if (address) facts.push({ termId: 'review_address', text: address });
      if (data.slot) facts.push({ termId: 'review_slot', lookup: { kind: 'slot', id: data.slot } });
    } else if (data.deliveryMethod === 'SELF_PICKUP' && data.pickupLocation) {
      facts.push({ termId: 'review_pickup', lookup: { kind: 'pickup', id: data.pickupLocation } });
    }
    sections.push({ key: 'delivery', headingId: 'review_delivery_heading', edit: REVIEW_EDIT.delivery, facts });
  }

  const p = data.personal ?? {};
  const you: ReviewFact[] = [];
  const name = [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  if (name) you.push({ termId: 'review_name', text: name });
  if (data.email) you.push({ termId: 'review_email', text: data.email, ltr: true });
  if (p.contactNumber) you.push({ termId: 'review_contact', text: displayContact(p.contactNumber), ltr: true });
  if (data.documentId) you.push({ termId: 'review_cnic', text: displayCnic(data.documentId), ltr: true });
  if (you.length) sections.push({ key: 'you', headingId: 'review_you_heading', edit: REVIEW_EDIT.you, facts: you });
  return sections;
}
