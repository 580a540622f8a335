import { readTextValues } from '../details';
import { ADDRESS_FIELDS } from '../checkout';
import type { RescheduleDeliveryData } from '../../../schemas/generated/journey-data/reschedule-delivery';
import type { BodyOf } from '../../api/api-client';
import { isRecord } from '../../domain/parse';

/** A slot in words, as the tracking gives it. */
export interface SlotWords {
  readonly id: string;
  readonly date: string;
  readonly from: string;
  readonly to: string;
}

/** What the reschedule-delivery journey keeps: the type generated from schemas/journey-data/reschedule-delivery.schema.json. */
export type { RescheduleDeliveryData } from '../../../schemas/generated/journey-data/reschedule-delivery';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** A slot in words from the tracking (a gateway answer, not journey data), when it has all four. */
export function slotWordsOf(v: unknown): SlotWords | undefined {
  if (!isRecord(v)) return undefined;
  const [id, date, from, to] = [text(v.id), text(v.date), text(v.from), text(v.to)];
  return id && date && from && to ? { id, date, from, to } : undefined;
}

/** The order a link opened the journey for (?order_ref= or ?orderRef=, SPEC §2 query parameters). */
export function orderRefFromUrl(search: string): string | undefined {
  const p = new URLSearchParams(search);
  const ref = p.get('order_ref') ?? p.get('orderRef');
  return ref && /^[A-Za-z0-9-]{3,40}$/.test(ref) ? ref : undefined;
}

/** yyyy-MM-dd (how the gateway keeps dates of birth) → dd-MM-yyyy (how the details form keeps them). */
const formDate = (v: string | undefined) => {
  const m = v ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v;
};

/** The personal values to start the details step from: the receiver the tracking names (the buyer by default). */
export function personalPrefill(contact: unknown): Record<string, string> {
  const c = readTextValues(contact);
  const out: Record<string, string> = {};
  for (const k of ['firstName', 'middleName', 'lastName', 'email']) if (c[k]) out[k] = c[k];
  // The phone field holds the national part (3001234567); the gateway keeps the international digits.
  if (c.contactNumber) out.contactNumber = c.contactNumber.replace(/\D/g, '').replace(/^92(?=3\d{9}$)/, '').replace(/^0(?=3\d{9}$)/, '');
  const dob = formDate(c.dob);
  if (dob) out.dob = dob;
  if (c.documentId) out.CNICNumber = c.documentId;
  return out;
}

/** A Pakistani mobile number as typed (3001234567, 03001234567, +92 300…) → 923001234567; other digits as they are. */
export function internationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (/^3\d{9}$/.test(digits)) return `92${digits}`;
  if (/^03\d{9}$/.test(digits)) return `92${digits.slice(1)}`;
  return digits;
}

const CONTACT_FIELDS = ['firstName', 'middleName', 'lastName', 'fullName', 'contactNumber', 'email'] as const;

/** The RESCHEDULE_SHIPMENT_V2 body from the journey's choices (contact digits only; no identity numbers sent). */
export function rescheduleBody(d: RescheduleDeliveryData): BodyOf<'RESCHEDULE_SHIPMENT_V2'> {
  const contact: Record<string, string> = {};
  for (const k of CONTACT_FIELDS) {
    const v = d.personal?.[k];
    if (v) contact[k] = k === 'contactNumber' ? internationalDigits(v) : v;
  }
  const kept: Record<string, string> = {};
  for (const k of ADDRESS_FIELDS) {
    const v = d.deliveryAddress?.[k];
    if (v) kept[k] = v;
  }
  const address = Object.keys(kept).length ? { deliveryAddress: kept } : {};
  return {
    shipmentRef: d.shipmentRef ?? '',
    slotId: d.newSlot?.id ?? '',
    method: 'DOORSTEP_DELIVERY',
    ...address,
    ...(contact.firstName && contact.lastName && contact.contactNumber ? { contact: { ...contact, firstName: contact.firstName, lastName: contact.lastName, contactNumber: contact.contactNumber } } : {}),
  };
}
